import type { User } from '@phonesheet/shared';

/**
 * Whether the offer banner shows (docs/billing.md "Offer banner"): to an administrator whose
 * company is on Basic or has no plan yet, until that user closes it (kept on the server). With
 * the template demos switched on it is the template's banner again, shown to everyone (SPEC)
 * until closed.
 */
export function promoBannerShown(
  user: Pick<User, 'userType' | 'planId' | 'promoClosed' | 'companySubscription'> | null | undefined,
  showTemplates: boolean,
): boolean {
  if (!user || user.promoClosed) return false;
  if (showTemplates) return true;
  // An API without `planId` (an older instance during a deploy): not paying counts as Basic.
  const onBasicOrNone =
    user.planId === undefined
      ? !user.companySubscription[0]?.paid
      : user.planId === null || user.planId === 'basic';
  return user.userType === 'Admin' && onBasicOrNone;
}
