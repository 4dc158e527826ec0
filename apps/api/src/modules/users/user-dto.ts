import type { User } from '@shop/shared/auth.schema';
import type { UserRow } from './users.repository';

/** The user as the API shows it: never the password hash. */
export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    profileImage: row.profileImage,
    bio: row.bio,
    profession: row.profession,
    createdAt: row.createdAt.toISOString(),
    emailVerified: row.emailVerifiedAt !== null,
  };
}
