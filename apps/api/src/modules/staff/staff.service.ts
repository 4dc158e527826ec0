import { BUILT_IN_ROLES, isPermission, OWNER_ROLE } from '@shop/shared/permissions';
import { handleFrom } from '@shop/shared/handle';
import type { StaffMember, StaffRole, StaffRoleInputSchema } from '@shop/shared/staff.schema';
import type { z } from 'zod';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import type { AuthUser } from '../../lib/guards';
import { recordAudit } from '../audit';
import { LAST_OWNER_DEMOTED } from '../users';
import type { StaffQueries, StaffRepository, StaffRoleRow, StaffRow } from './staff.repository';

type RoleInput = z.output<typeof StaffRoleInputSchema>;

export const LAST_OWNER_SUSPENDED = 'The last owner cannot be suspended.';

function toMember(row: StaffRow): StaffMember {
  return {
    _id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    roleName: row.roleName,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    sessionCount: Number(row.sessionCount),
    twoFactorEnabled: row.twoFactorEnabled,
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function toRole(row: StaffRoleRow): StaffRole {
  return {
    handle: row.handle,
    name: row.name,
    description: row.description,
    permissions: row.permissions.filter(isPermission),
    builtIn: row.builtIn,
    memberCount: row.memberCount,
  };
}

/** Handles that name something else than a role the owner makes: the built-in ones and the specification's two. */
const RESERVED_HANDLES = new Set([...Object.keys(BUILT_IN_ROLES), 'admin', 'user', 'staff']);

/**
 * The shop's staff and roles. Every change holds the staff rows locked, so that two owners
 * demoting or suspending each other at once still leave one owner; and every change is audited
 * in its transaction.
 */
export function createStaffService(repository: StaffRepository, session: { adminIdleMs: number }) {
  const idleSince = () => new Date(Date.now() - session.adminIdleMs);

  async function memberOf(staff: StaffQueries, id: string): Promise<StaffRow> {
    const row = await staff.findMember(id, idleSince());
    if (!row) throw notFound('No such staff member.');
    return row;
  }

  async function customRoleOf(staff: StaffQueries, handle: string): Promise<StaffRoleRow> {
    const role = await staff.findRole(handle);
    if (!role) throw notFound('No such role.');
    if (role.builtIn) throw badRequest('Built-in roles cannot be changed.');
    return role;
  }

  return {
    async list(): Promise<StaffMember[]> {
      return (await repository.listMembers(idleSince())).map(toMember);
    },

    /** Gives a staff member another role; nobody changes their own, and the last owner stays one. */
    async changeRole(actor: AuthUser, id: string, handle: string) {
      return repository.withStaffLocked(async ({ tx, staff, ownerIds }) => {
        const member = await memberOf(staff, id);
        const role = await staff.findRole(handle);
        if (!role) throw badRequest('No such role.');
        if (member.role === role.handle) return { message: 'The role is unchanged.', member: toMember(member) };
        if (id === actor.id) throw badRequest('You cannot change your own role.');
        if (member.role === OWNER_ROLE && ownerIds.length <= 1 && ownerIds.includes(id)) throw conflict(LAST_OWNER_DEMOTED);
        await staff.setStaffRole(id, role.handle);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'staff.role',
          entityId: id,
          details: { email: member.email, from: member.role, to: role.handle },
          before: { role: member.role },
          after: { role: role.handle },
        });
        return { message: `${member.username} is now ${role.name}.`, member: toMember(await memberOf(staff, id)) };
      });
    },

    /** Suspends a staff member: they are signed out everywhere at once and cannot sign in until restored. */
    async suspend(actor: AuthUser, id: string) {
      if (id === actor.id) throw badRequest('You cannot suspend yourself.');
      return repository.withStaffLocked(async ({ tx, staff, ownerIds }) => {
        const member = await memberOf(staff, id);
        if (member.suspendedAt) return { message: `${member.username} is already suspended.`, member: toMember(member) };
        if (ownerIds.length <= 1 && ownerIds.includes(id)) throw conflict(LAST_OWNER_SUSPENDED);
        await staff.setSuspended(id, new Date());
        const ended = await staff.endSessions(id);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'staff.suspend',
          entityId: id,
          details: { email: member.email, sessionsEnded: ended },
          before: { suspended: false },
          after: { suspended: true },
        });
        return { message: `${member.username} is suspended and signed out everywhere.`, member: toMember(await memberOf(staff, id)) };
      });
    },

    async restore(actor: AuthUser, id: string) {
      return repository.withStaffLocked(async ({ tx, staff }) => {
        const member = await memberOf(staff, id);
        if (!member.suspendedAt) return { message: `${member.username} is not suspended.`, member: toMember(member) };
        await staff.setSuspended(id, null);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'staff.restore',
          entityId: id,
          details: { email: member.email },
          before: { suspended: true },
          after: { suspended: false },
        });
        return { message: `${member.username} may sign in again.`, member: toMember(await memberOf(staff, id)) };
      });
    },

    async roles(): Promise<StaffRole[]> {
      return (await repository.listRoles()).map(toRole);
    },

    async createRole(actor: AuthUser, input: RoleInput) {
      return repository.withStaffLocked(async ({ tx, staff }) => {
        if (await staff.roleNameTaken(input.name)) throw conflict('A role with this name already exists.');
        const base = handleFrom(input.name).slice(0, 50) || 'role';
        const taken = new Set((await staff.listRoles()).map((role) => role.handle));
        let handle = RESERVED_HANDLES.has(base) ? `${base}-2` : base;
        for (let n = 2; taken.has(handle) || RESERVED_HANDLES.has(handle); n += 1) handle = `${base}-${n}`;
        const row = await staff.insertRole({ handle, name: input.name, description: input.description, permissions: input.permissions });
        if (!row) throw conflict('A role with this name already exists.');
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'role.create',
          entityId: handle,
          details: { name: input.name },
          after: { name: input.name, description: input.description, permissions: input.permissions },
        });
        return { message: 'Role created.', role: toRole({ ...row, memberCount: 0 }) };
      });
    },

    async updateRole(actor: AuthUser, handle: string, input: RoleInput) {
      return repository.withStaffLocked(async ({ tx, staff }) => {
        const role = await customRoleOf(staff, handle);
        if (await staff.roleNameTaken(input.name, handle)) throw conflict('A role with this name already exists.');
        const row = await staff.updateRole(handle, { name: input.name, description: input.description, permissions: input.permissions });
        if (!row) throw notFound('No such role.');
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'role.update',
          entityId: handle,
          details: { name: input.name },
          before: { name: role.name, description: role.description, permissions: role.permissions },
          after: { name: input.name, description: input.description, permissions: input.permissions },
        });
        return { message: 'Role saved.', role: toRole({ ...row, memberCount: role.memberCount }) };
      });
    },

    /** Deletes a role the owner made, once nobody holds it. */
    async deleteRole(actor: AuthUser, handle: string) {
      return repository.withStaffLocked(async ({ tx, staff }) => {
        const role = await customRoleOf(staff, handle);
        if (role.memberCount > 0) {
          const who = role.memberCount === 1 ? '1 staff member holds' : `${role.memberCount} staff members hold`;
          throw conflict(`${who} this role; give them another role first.`);
        }
        if (!(await staff.deleteRole(handle))) throw notFound('No such role.');
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'role.delete',
          entityId: handle,
          details: { name: role.name },
          before: { name: role.name, description: role.description, permissions: role.permissions },
        });
        return { message: 'Role deleted.' };
      });
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
