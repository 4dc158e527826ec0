/**
 * The role form: what it holds while the owner types and ticks, checked by the shared
 * `StaffRoleInputSchema` (the server's own check), so that its messages stand under the same
 * fields as the server's.
 */
import type { Permission } from '@shop/shared/permissions';
import type { StaffRole, StaffRoleInput } from '@shop/shared/staff.schema';

export type RoleFormValues = StaffRoleInput;

export const EMPTY_ROLE_FORM: RoleFormValues = { name: '', description: '', permissions: [] as Permission[] };

/** The fields a server's refusal can name, as the form names them. */
export const ROLE_FORM_FIELDS = ['name', 'description', 'permissions'] as const;

/** The form filled with a role as it is, to change it. */
export function roleFormValues(role: StaffRole): RoleFormValues {
  return { name: role.name, description: role.description, permissions: [...role.permissions] };
}
