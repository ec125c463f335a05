// docs/security.md "Passwords": a new password must score at least PASSWORD_MIN_SCORE with
// zxcvbn-ts and its common dictionary, given the owner's own words. The API and the forms run
// the same check (the forms load the dictionary lazily); this file holds what both share.

/** zxcvbn's 0-4 scale; 3 = "safely unguessable" (about 10^8 guesses or more). */
export const PASSWORD_MIN_SCORE = 3;

/** What a password must not be built from: the owner's e-mail, names and company. */
export interface PasswordOwner {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  companyName?: string | null;
}

/** The owner's words as zxcvbn user inputs: each field whole, run together, and its words. */
export function passwordUserInputs(owner: PasswordOwner): string[] {
  const words = new Set<string>();
  for (const value of [owner.email, owner.firstName, owner.lastName, owner.companyName]) {
    const whole = (value ?? '').trim().toLowerCase();
    if (!whole) continue;
    words.add(whole);
    const parts = whole.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    words.add(parts.join(''));
    // The e-mail's local part run together ("grace.hopper" → "gracehopper").
    if (whole.includes('@')) words.add((whole.split('@')[0] ?? '').replace(/[^\p{L}\p{N}]+/gu, ''));
    for (const part of parts) if (part.length >= 3) words.add(part);
  }
  const fullName = `${owner.firstName ?? ''}${owner.lastName ?? ''}`.replace(/\s+/g, '').toLowerCase();
  if (fullName) words.add(fullName);
  return [...words];
}
