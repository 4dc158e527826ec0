/**
 * The staff and their roles, as the Staff page of the dashboard reads and changes them.
 * The permissions themselves are the zod-free table of permissions.ts.
 */
import { z } from 'zod';
import { EmailSchema, NOT_BLANK, requiredLine } from './common.schema';
import { LinkTokenSchema, NewPasswordSchema } from './auth.schema';
import { PERMISSION_KEYS, type Permission } from './permissions';

export const PermissionSchema = z.enum(PERMISSION_KEYS as [Permission, ...Permission[]], { message: 'Unknown permission' });

/** A staff member as the Staff page lists them. */
export const StaffMemberSchema = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  /** Their role's handle, and its name. */
  role: z.string(),
  roleName: z.string(),
  /** When they last signed in; null if never since roles began to be recorded. */
  lastSignInAt: z.string().nullable(),
  /** Sessions still open. */
  sessionCount: z.number().int(),
  /** Whether they sign in with a code from an authenticator app as well as their password. */
  twoFactorEnabled: z.boolean(),
  /** When they were suspended; null while they may sign in. */
  suspendedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

export const StaffListSchema = z.object({ staff: z.array(StaffMemberSchema) });
export const StaffMemberResponseSchema = z.object({ message: z.string(), member: StaffMemberSchema });

/** PUT /api/staff/{id}/role: another of the shop's roles, by its handle. */
export const ChangeStaffRoleSchema = z.object({
  role: z
    .string({ message: 'Role is required' })
    .trim()
    .min(1, { message: 'Role is required', abort: true })
    .regex(NOT_BLANK, 'Role is required')
    .max(60, 'No such role'),
});

export const StaffRoleSchema = z.object({
  handle: z.string(),
  name: z.string(),
  description: z.string(),
  permissions: z.array(PermissionSchema),
  /** Owner, Manager, Fulfilment and Support: they cannot be changed or deleted. */
  builtIn: z.boolean(),
  /** How many staff members hold it. */
  memberCount: z.number().int(),
});
export type StaffRole = z.infer<typeof StaffRoleSchema>;

export const StaffRolesSchema = z.object({ roles: z.array(StaffRoleSchema) });
export const StaffRoleResponseSchema = z.object({ message: z.string(), role: StaffRoleSchema });

/** A role an owner makes or changes: a name, what it is for, and at least one permission. */
export const StaffRoleInputSchema = z.object({
  name: requiredLine('Name', 50),
  description: z
    .string()
    .trim()
    .max(200, 'Description must be at most 200 characters')
    .optional()
    .transform((value) => value ?? ''),
  permissions: z
    .array(PermissionSchema)
    .min(1, 'Choose at least one permission')
    .transform((permissions) => PERMISSION_KEYS.filter((permission) => permissions.includes(permission))),
});
export type StaffRoleInput = z.input<typeof StaffRoleInputSchema>;

export const StaffRoleHandleParamsSchema = z.object({
  handle: z
    .string()
    .max(60, 'No such role')
    .regex(/^[a-z0-9-]{1,60}$/, 'No such role'),
});

/** How long an invitation's link works. */
export const INVITATION_HOURS = 72;

/** POST /api/staff/invitations: who, and with which role. */
export const InviteStaffSchema = z.object({
  email: EmailSchema,
  role: z
    .string({ message: 'Role is required' })
    .trim()
    .min(1, { message: 'Role is required', abort: true })
    .regex(NOT_BLANK, 'Role is required')
    .max(60, 'No such role'),
});
export type InviteStaffInput = z.input<typeof InviteStaffSchema>;

export const StaffInvitationSchema = z.object({
  _id: z.string(),
  email: z.string(),
  role: z.string(),
  roleName: z.string(),
  /** Who sent it; null once their account is gone. */
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** 'pending' until accepted, revoked or out of date. */
  state: z.enum(['pending', 'accepted', 'revoked', 'expired']),
});
export type StaffInvitation = z.infer<typeof StaffInvitationSchema>;
export const StaffInvitationsSchema = z.object({ invitations: z.array(StaffInvitationSchema) });
export const StaffInvitationResponseSchema = z.object({ message: z.string(), invitation: StaffInvitationSchema });

/** POST /api/auth/invitation: what an invitation's link offers, before the person accepts it. */
export const InvitationTokenSchema = z.object({ token: LinkTokenSchema });
export const InvitationPreviewSchema = z.object({
  email: z.string(),
  roleName: z.string(),
  /** Whether the address already has an account: its owner keeps it and its orders, with the new password. */
  hasAccount: z.boolean(),
});

/** POST /api/auth/invitation/accept: the invited person's name and password; they are then signed in. */
export const AcceptInvitationSchema = z.object({
  token: LinkTokenSchema,
  username: requiredLine('User name', 50),
  password: NewPasswordSchema,
});
