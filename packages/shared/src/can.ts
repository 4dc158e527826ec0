/**
 * Whether someone holds a permission: apart from the table of permissions (permissions.ts), so
 * that the storefront's first load, whose route guards ask it, carries none of the table.
 */
import type { Permission } from './permissions';

/** Whether someone (a signed-in user as the API answers it, or none) holds a permission. */
export function can(user: { permissions?: readonly string[] } | null | undefined, permission: Permission): boolean {
  return Boolean(user?.permissions?.includes(permission));
}
