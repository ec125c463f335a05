import type { Access, Role } from '@phonesheet/shared';

/** Admin passes every role check; a user passes only 'user' routes. */
export function roleAllows(userRole: Role, required: Role): boolean {
  return userRole === 'admin' || userRole === required;
}

/** Routes with a role live inside the application shell; the others are bare pages. */
export function usesShell(access: Access): boolean {
  return typeof access === 'object';
}
