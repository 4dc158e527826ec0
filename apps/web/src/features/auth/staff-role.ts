import { BUILT_IN_ROLES, isBuiltInRole } from '@shop/shared/permissions';

/** The name shown for a role an owner made: the signed-in user carries its handle only, not its name. */
const CUSTOM_ROLE_NAME = 'Staff';

/**
 * A staff role as people read it ('Owner', 'Fulfilment'); 'Staff' for a role an owner made, and
 * null for none (a customer, or an audit entry older than the roles).
 */
export function staffRoleName(handle: string | null | undefined): string | null {
  if (!handle) return null;
  return isBuiltInRole(handle) ? BUILT_IN_ROLES[handle].name : CUSTOM_ROLE_NAME;
}
