import { hashPassword } from '../lib/password';
import type { SessionsRepository } from '../modules/auth/sessions.repository';
import type { UsersRepository } from '../modules/users/users.repository';

/**
 * Makes the account an admin with this password: creates it when missing, otherwise
 * promotes it, sets the password and ends all of its sessions (whoever was signed in as it
 * must sign in again, now as an admin). An existing account whose email is not verified is
 * refused unless `force`: its address may not belong to whoever registered it. Used by
 * ADMIN_EMAIL/ADMIN_PASSWORD and `user:create`.
 */
export async function ensureAdmin(
  repositories: { users: UsersRepository; sessions: SessionsRepository },
  account: { email: string; password: string; username?: string },
  { force = false }: { force?: boolean } = {},
): Promise<'created' | 'promoted'> {
  const { users, sessions } = repositories;
  const passwordHash = await hashPassword(account.password);
  const existing = await users.findByEmail(account.email);
  if (existing) {
    if (!existing.emailVerifiedAt && !force) {
      throw new Error(
        `${account.email} has not verified its email address, so it may not belong to whoever registered it. ` +
          'Promote it anyway with --force (ADMIN_EMAIL does) if you are sure.',
      );
    }
    await users.update(existing.id, { role: 'admin', passwordHash });
    await sessions.deleteAllOf(existing.id);
    return 'promoted';
  }
  const created = await users.insert({
    email: account.email,
    username: account.username ?? account.email.split('@')[0] ?? 'admin',
    passwordHash,
    role: 'admin',
  });
  if (!created) throw new Error(`Could not create ${account.email}: the email was taken meanwhile`);
  return 'created';
}
