import type { ContactMessage, Information, PasswordChange, PersonalInfo, SocialLinks } from './types';

/**
 * The area's form rules as plain functions answering a message id (or undefined when valid),
 * so the pages' fields and the mock backend check the same way. Texts: `templates.extraPages.v.*`.
 */
const V = 'templates.extraPages.v.';
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_RE = /^\+?[\d\s.()-]{6,20}$/;
export const PASSWORD_MIN = 8;

const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';
const digits = (v: string) => v.replace(/\D/g, '').length;

export function emailRule(v: unknown): string | undefined {
  if (blank(v)) return `${V}emailRequired`;
  return EMAIL_RE.test(String(v).trim()) ? undefined : `${V}emailInvalid`;
}

export function requiredRule(id: 'nameRequired' | 'messageRequired') {
  return (v: unknown) => (blank(v) ? `${V}${id}` : undefined);
}

/** Optional phone: 6–15 digits with +, spaces, dots, dashes and brackets. */
export function phoneRule(v: unknown): string | undefined {
  if (blank(v)) return undefined;
  const s = String(v).trim();
  return PHONE_RE.test(s) && digits(s) >= 6 && digits(s) <= 15 ? undefined : `${V}phoneInvalid`;
}

/** Optional web address: http(s) and a host with a dot. */
export function urlRule(v: unknown): string | undefined {
  if (blank(v)) return undefined;
  try {
    const url = new URL(String(v).trim());
    return /^https?:$/.test(url.protocol) && url.hostname.includes('.') ? undefined : `${V}urlInvalid`;
  } catch {
    return `${V}urlInvalid`;
  }
}

export function oldPasswordRule(v: unknown): string | undefined {
  if (typeof v !== 'string' || v === '') return `${V}oldPasswordRequired`;
  return v.length < PASSWORD_MIN ? `${V}passwordShort` : undefined;
}

export function newPasswordRule(v: unknown): string | undefined {
  if (typeof v !== 'string' || v === '') return `${V}newPasswordRequired`;
  return v.length < PASSWORD_MIN ? `${V}passwordShort` : undefined;
}

export function retypeRule(newPassword: unknown, retype: unknown): string | undefined {
  return retype === newPassword ? undefined : `${V}passwordsMatch`;
}

export function contactProblems(b: Partial<ContactMessage>): string[] {
  return [
    requiredRule('nameRequired')(b.name),
    emailRule(b.email),
    phoneRule(b.phone),
    requiredRule('messageRequired')(b.message),
  ].filter((e): e is string => !!e);
}

export function passwordProblems(b: Partial<PasswordChange>): string[] {
  return [
    oldPasswordRule(b.oldPassword),
    newPasswordRule(b.newPassword),
    retypeRule(b.newPassword, b.retypeNewPassword),
  ].filter((e): e is string => !!e);
}

/** Profile save: both names required; nothing changed is refused too. */
export function personalProblem(b: Partial<PersonalInfo>, before: PersonalInfo): string | undefined {
  if (blank(b.firstName) || blank(b.lastName)) return `${V}fullNameEmpty`;
  if (b.firstName!.trim() === before.firstName && b.lastName!.trim() === before.lastName)
    return `${V}unchanged`;
  return undefined;
}

export function informationProblems(b: Partial<Information>): string[] {
  return [urlRule(b.website), phoneRule(b.phone)].filter((e): e is string => !!e);
}

export function socialProblems(b: Partial<SocialLinks>): string[] {
  return [urlRule(b.twitter), urlRule(b.facebook), urlRule(b.linkedin), urlRule(b.github)].filter(
    (e): e is string => !!e,
  );
}
