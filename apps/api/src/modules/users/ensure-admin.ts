import { hashPassword } from '../auth/password';
import type { UsersRepository } from './users.repository';

/**
 * Makes the account an admin with this password: creates it when missing, otherwise
 * promotes it and sets the password. Used by ADMIN_EMAIL/ADMIN_PASSWORD and `user:create`.
 */
export async function ensureAdmin(
  repository: UsersRepository,
  account: { email: string; password: string; username?: string },
): Promise<'created' | 'promoted'> {
  const passwordHash = await hashPassword(account.password);
  const existing = await repository.findByEmail(account.email);
  if (existing) {
    await repository.update(existing.id, { role: 'admin', passwordHash });
    return 'promoted';
  }
  const created = await repository.insert({
    email: account.email,
    username: account.username ?? account.email.split('@')[0] ?? 'admin',
    passwordHash,
    role: 'admin',
  });
  if (!created) throw new Error(`Could not create ${account.email}: the email was taken meanwhile`);
  return 'created';
}
