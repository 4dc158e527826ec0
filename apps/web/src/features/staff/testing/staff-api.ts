/** A tiny staff API over in-memory lists of staff members, roles and invitations, answering as the server does, for the page's tests. */
import { BUILT_IN_ROLES, OWNER_ROLE, type Permission } from '@shop/shared/permissions';
import {
  INVITATION_HOURS,
  type InviteStaffInput,
  type StaffInvitation,
  type StaffMember,
  type StaffRole,
  type StaffRoleInput,
} from '@shop/shared/staff.schema';
import { plural } from '@/lib/format';
import type { ApiHandler } from '@/test/render-app';
import { testAdmin } from '@/test/users';

/** An active Owner who signed in once and has one session open, unless told otherwise. */
export function aStaffMember(overrides: Partial<StaffMember> = {}): StaffMember {
  const username = overrides.username ?? 'lin';
  return {
    _id: `staff-${username}`,
    username,
    email: `${username}@example.com`,
    role: OWNER_ROLE,
    roleName: BUILT_IN_ROLES.owner.name,
    lastSignInAt: '2025-05-02T08:30:00.000Z',
    sessionCount: 1,
    twoFactorEnabled: true,
    suspendedAt: null,
    createdAt: '2025-01-10T10:00:00.000Z',
    ...overrides,
  };
}

/** The test admin (the one signed in) as the staff list shows them. */
export const meAsStaff = (overrides: Partial<StaffMember> = {}): StaffMember =>
  aStaffMember({ _id: testAdmin._id, username: testAdmin.username, email: testAdmin.email, ...overrides });

/** A role the owner made, held by nobody, unless told otherwise. */
export function aCustomRole(overrides: Partial<StaffRole> = {}): StaffRole {
  const name = overrides.name ?? 'Packer';
  return {
    handle: name.toLowerCase().replaceAll(' ', '-'),
    name,
    description: '',
    permissions: ['orders.view', 'stock'],
    builtIn: false,
    memberCount: 0,
    ...overrides,
  };
}

/** The four roles every shop has, in the migration's order. */
export function builtInRoles(): StaffRole[] {
  return Object.entries(BUILT_IN_ROLES).map(([handle, role]) => ({
    handle,
    name: role.name,
    description: role.description,
    permissions: [...role.permissions] as Permission[],
    builtIn: true,
    memberCount: 0,
  }));
}

/** When an invitation's link stops working: `INVITATION_HOURS` after it was sent. */
export const expiryOf = (sentAt: string): string => new Date(Date.parse(sentAt) + INVITATION_HOURS * 3_600_000).toISOString();

/** A pending invitation the test admin sent to Pat, as Fulfilment, unless told otherwise. */
export function anInvitation(overrides: Partial<StaffInvitation> = {}): StaffInvitation {
  const email = overrides.email ?? 'pat@example.com';
  const createdAt = overrides.createdAt ?? '2025-05-28T09:00:00.000Z';
  return {
    _id: `invitation-${email.split('@')[0] ?? email}`,
    email,
    role: 'fulfilment',
    roleName: BUILT_IN_ROLES.fulfilment.name,
    invitedBy: testAdmin.username,
    createdAt,
    expiresAt: expiryOf(createdAt),
    state: 'pending',
    ...overrides,
  };
}

/** When the invitations the test API sends are sent. */
export const INVITED_AT = '2025-06-02T10:00:00.000Z';

export const NO_MAIL_MESSAGE = 'This shop cannot send email yet, so it cannot send an invitation. Set up a mail transport first.';

const refusal = (status: number, message: string) => Response.json({ message }, { status });

/**
 * `/staff`, `/staff/roles` and `/staff/invitations`, with the server's rules: nobody changes or
 * suspends themselves (the test admin), the last owner keeps the role and cannot be suspended
 * (409), a role's name is its own (409), built-in roles cannot be changed or deleted (400), and a
 * role staff hold is not deleted (409). The roles' counts of holders are counted from the staff.
 * An invitation is refused while the shop cannot send mail (`mailDelivers: false`) and for a staff
 * member (409), and for an unknown role (400); a new one takes back the address's pending one; only
 * a pending one is taken back (400).
 */
export function staffApi(
  initialStaff: StaffMember[],
  initialRoles: StaffRole[] = builtInRoles(),
  { invitations: initialInvitations = [], mailDelivers = true }: { invitations?: StaffInvitation[]; mailDelivers?: boolean } = {},
): ApiHandler {
  let staff = [...initialStaff];
  let roles = [...initialRoles];
  let invitations = [...initialInvitations];
  const counted = (role: StaffRole): StaffRole => ({ ...role, memberCount: staff.filter((member) => member.role === role.handle).length });
  const owners = () => staff.filter((member) => member.role === OWNER_ROLE && member.suspendedAt === null);
  const isLastOwner = (member: StaffMember) => member.role === OWNER_ROLE && owners().length <= 1;
  const update = (member: StaffMember, changes: Partial<StaffMember>) => {
    const changed = { ...member, ...changes };
    staff = staff.map((row) => (row === member ? changed : row));
    return changed;
  };

  return ({ method, path, body }) => {
    if (method === 'GET' && path === '/staff') return Response.json({ staff });
    if (method === 'GET' && path === '/staff/roles') return Response.json({ roles: roles.map(counted) });
    if (method === 'GET' && path === '/staff/invitations') return Response.json({ invitations });
    // The API tokens' section of the page: none made (features/api-tokens tests it).
    if (method === 'GET' && path === '/staff/api-tokens') return Response.json({ tokens: [], total: 0, page: 1, limit: 25, totalPages: 0 });

    if (method === 'POST' && path === '/staff/invitations') {
      const input = body as InviteStaffInput;
      const email = input.email.trim().toLowerCase();
      if (!mailDelivers) return refusal(409, NO_MAIL_MESSAGE);
      const role = roles.find((row) => row.handle === input.role);
      if (!role) return refusal(400, 'No such role.');
      if (staff.some((member) => member.email.toLowerCase() === email)) return refusal(409, 'This person is already on the staff.');
      const invitation = anInvitation({
        _id: `invitation-${invitations.length + 1}`,
        email,
        role: role.handle,
        roleName: role.name,
        createdAt: INVITED_AT,
      });
      invitations = [
        invitation,
        ...invitations.map((row): StaffInvitation => (row.email === email && row.state === 'pending' ? { ...row, state: 'revoked' } : row)),
      ];
      return Response.json({ message: `An invitation is on its way to ${email}.`, invitation }, { status: 201 });
    }

    const invitationId = /^\/staff\/invitations\/([^/]+)$/.exec(path)?.[1];
    if (method === 'DELETE' && invitationId !== undefined) {
      const invitation = invitations.find((row) => row._id === invitationId);
      if (!invitation) return refusal(404, 'No such invitation.');
      if (invitation.state !== 'pending') return refusal(400, 'This invitation was already accepted or taken back.');
      const revoked: StaffInvitation = { ...invitation, state: 'revoked' };
      invitations = invitations.map((row) => (row === invitation ? revoked : row));
      return Response.json({ message: 'Invitation taken back.', invitation: revoked });
    }

    if (method === 'POST' && path === '/staff/roles') {
      const input = body as StaffRoleInput;
      const name = input.name.trim();
      if (roles.some((role) => role.name.toLowerCase() === name.toLowerCase()))
        return refusal(409, 'A role with this name already exists.');
      const role = aCustomRole({ name, description: input.description ?? '', permissions: input.permissions });
      roles = [...roles, role];
      return Response.json({ message: `Role ${name} created.`, role }, { status: 201 });
    }

    const roleHandle = /^\/staff\/roles\/([^/]+)$/.exec(path)?.[1];
    if (roleHandle !== undefined) {
      const role = roles.find((row) => row.handle === roleHandle);
      if (!role) return refusal(404, 'No such role.');
      if (role.builtIn && (method === 'PUT' || method === 'DELETE')) return refusal(400, 'Built-in roles cannot be changed.');
      if (method === 'PUT') {
        const input = body as StaffRoleInput;
        const changed: StaffRole = {
          ...role,
          name: input.name.trim(),
          description: input.description ?? '',
          permissions: input.permissions,
        };
        roles = roles.map((row) => (row === role ? changed : row));
        staff = staff.map((member) => (member.role === role.handle ? { ...member, roleName: changed.name } : member));
        return Response.json({ message: `Role ${changed.name} saved.`, role: counted(changed) });
      }
      if (method === 'DELETE') {
        const holders = counted(role).memberCount;
        if (holders > 0)
          return refusal(
            409,
            `${plural(holders, 'staff member')} ${holders === 1 ? 'holds' : 'hold'} this role; give them another role first.`,
          );
        roles = roles.filter((row) => row !== role);
        return Response.json({ message: `Role ${role.name} deleted.` });
      }
      return undefined;
    }

    const [, id, action] = /^\/staff\/([^/]+)\/(role|suspend|restore)$/.exec(path) ?? [];
    const member = staff.find((row) => row._id === id);
    if (!member) return undefined;
    if (method === 'PUT' && action === 'role') {
      const handle = (body as { role: string }).role;
      const role = roles.find((row) => row.handle === handle);
      if (member._id === testAdmin._id) return refusal(400, 'You cannot change your own role.');
      if (!role) return refusal(400, 'No such role.');
      if (handle !== OWNER_ROLE && isLastOwner(member)) return refusal(409, 'The last owner cannot be demoted.');
      return Response.json({ message: 'Role changed.', member: update(member, { role: role.handle, roleName: role.name }) });
    }
    if (method === 'POST' && action === 'suspend') {
      if (member._id === testAdmin._id) return refusal(400, 'You cannot suspend yourself.');
      if (isLastOwner(member)) return refusal(409, 'The last owner cannot be suspended.');
      const changed = update(member, { suspendedAt: '2025-06-01T12:00:00.000Z', sessionCount: 0 });
      return Response.json({ message: `${member.username} is suspended and signed out everywhere.`, member: changed });
    }
    if (method === 'POST' && action === 'restore') {
      const changed = update(member, { suspendedAt: null });
      return Response.json({ message: `${member.username} can sign in again.`, member: changed });
    }
    return undefined;
  };
}
