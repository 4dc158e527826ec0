import type { AdminUser, User } from '@shop/shared/auth.schema';
import { toDollars } from '@shop/shared/money';
import { isPermission } from '@shop/shared/permissions';
import type { UserRow } from './users.repository';

/**
 * The user as the API shows it: never the password hash or the TOTP secret. What the shop's
 * two-factor rule makes of the account (which the auth module knows) is said where the account
 * itself is answered.
 */
export function toUser(row: UserRow, { twoFactorDue = false, staffTwoFactorOptional = false } = {}): User {
  return {
    _id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    staffRole: row.staffRole,
    permissions: row.permissions.filter(isPermission),
    twoFactorEnabled: row.totpEnabledAt !== null,
    twoFactorDue,
    staffTwoFactorOptional,
    profileImage: row.profileImage,
    bio: row.bio,
    profession: row.profession,
    createdAt: row.createdAt.toISOString(),
    emailVerified: row.emailVerifiedAt !== null,
  };
}

/** The user as Manage Users shows it: with their orders, what they paid and their open sessions. */
export function toAdminUser({
  user,
  orderCount,
  paidCents,
  sessionCount,
}: {
  user: UserRow;
  orderCount: number;
  paidCents: number;
  sessionCount: number;
}): AdminUser {
  return { ...toUser(user), orderCount, totalSpent: toDollars(paidCents), sessionCount };
}
