import { PERMISSION_GROUPS, type Permission } from '@shop/shared/permissions';

/** The groups of the roles page that hold some of `permissions`, each with those of them, in the table's order. */
export function groupsOf(permissions: readonly Permission[]): { name: string; permissions: Permission[] }[] {
  return PERMISSION_GROUPS.map((group) => ({
    name: group.name,
    permissions: group.permissions.filter((permission) => permissions.includes(permission)),
  })).filter((group) => group.permissions.length > 0);
}
