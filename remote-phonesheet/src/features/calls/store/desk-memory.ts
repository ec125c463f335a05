// The desk a user last chose on the sheet, per user on this browser: the sheet opens where they
// left it (an assistant works one desk all day; "All desks" is the default until they choose).
const key = (userId: string) => `phonesheet.sheetDesk.${userId}`;

/** The desk `userId` last chose here, or null (all desks). Storage may be off: then null. */
export function rememberedDesk(userId: string | undefined): string | null {
  if (!userId) return null;
  try {
    return localStorage.getItem(key(userId)) || null;
  } catch {
    return null;
  }
}

/** Keeps `desk` (null: all desks) as the one `userId` opens next time. */
export function rememberDesk(userId: string | undefined, desk: string | null): void {
  if (!userId) return;
  try {
    if (desk) localStorage.setItem(key(userId), desk);
    else localStorage.removeItem(key(userId));
  } catch {
    // Private mode or a full quota: the sheet simply opens on all desks.
  }
}
