/**
 * A signed-in admin for the bench: a session row made directly, the way the shop's sign-in
 * makes one (the cookie carries a random token, the row its SHA-256), without a password hash
 * on every run.
 */
import pg from 'pg';
import { hashSessionToken, newSessionToken, sessionCookieName } from '../apps/api/src/modules/auth/session-cookie';
import type { Config } from '../apps/api/src/config';
import { ADMIN_EMAIL } from './generate-catalogue';

/** Returns the Cookie header value; the admin's earlier bench sessions are removed. */
export async function adminSessionCookie(databaseUrl: string, config: Config): Promise<string> {
  const token = newSessionToken();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>('select id from users where email = $1', [ADMIN_EMAIL]);
    const adminId = rows[0]?.id;
    if (!adminId) throw new Error(`No admin ${ADMIN_EMAIL} in the bench catalogue`);
    await client.query('delete from sessions where user_id = $1', [adminId]);
    await client.query(
      `insert into sessions (token_hash, user_id, expires_at, ip, user_agent) values ($1, $2, now() + interval '1 day', '127.0.0.1', 'bench')`,
      [hashSessionToken(token), adminId],
    );
  } finally {
    await client.end();
  }
  return `${sessionCookieName(config)}=${token}`;
}
