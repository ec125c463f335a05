import type { Role } from '../module-contract/types';

/** The profile from GET /auth/getMe (docs/accounts.md "User"). */
export interface User {
  _id: string;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  avatar: string | null;
  userType: 'Admin' | 'User' | string;
  /** The API may also send 0/1. */
  subscribed: boolean | number;
  companySubscription: Array<{ paid: boolean }>;
  /** The company's chosen plan that has not ended; null before one is chosen (docs/billing.md). */
  planId?: string | null;
  /** The user closed the offer banner (kept on the server). */
  promoClosed?: boolean;
  company: { _id: string; name: string };
}

/** The administrator is 'admin', everyone else 'user'. */
export function roleOf(user: Pick<User, 'userType'> | null | undefined): Role {
  return user?.userType === 'Admin' ? 'admin' : 'user';
}
