/**
 * npm run user:create -- --email a@b.co --password 'at least 8' --username Ana [--role admin]
 * Creates the account, or (with --role admin) promotes an existing one and sets its password.
 */
import { parseArgs } from 'node:util';
import { RegisterSchema } from '@shop/shared/auth.schema';
import { passwordWeakness } from '@shop/shared/password-strength';
import { ROLES } from '@shop/shared/constants';
import { z } from 'zod';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../setup/prepare';
import { hashPassword } from '../lib/password';
import { createSessionsRepository } from '../modules/auth/sessions.repository';
import { ensureAdmin } from '../setup/ensure-admin';
import { createUsersRepository } from '../modules/users/users.repository';

const ArgsSchema = RegisterSchema.extend({ role: z.enum(ROLES, { message: 'role must be user or admin' }).default('user') });

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      username: { type: 'string' },
      role: { type: 'string' },
      force: { type: 'boolean' },
    },
  });
  const { force = false, ...fields } = values;
  const parsed = ArgsSchema.safeParse({ ...fields, username: fields.username ?? fields.email?.split('@')[0] });
  if (!parsed.success) {
    console.error('Usage: npm run user:create -- --email <email> --password <password> [--username <name>] [--role user|admin] [--force]');
    for (const issue of parsed.error.issues) console.error(`  --${issue.path.join('.')}: ${issue.message}`);
    return 2;
  }
  const { email, password, username, role } = parsed.data;
  const weakness = await passwordWeakness(password, [email, username]);
  if (weakness) {
    console.error(`  --password: ${weakness}`);
    return 2;
  }

  const database = await openConfiguredDatabase(loadConfig());
  try {
    await database.migrate();
    const users = createUsersRepository(database.db);
    if (role === 'admin') {
      const outcome = await ensureAdmin(
        { users, sessions: createSessionsRepository(database.db) },
        { email, password, username },
        { force },
      );
      console.log(`Admin ${email} ${outcome}.`);
      return 0;
    }
    const created = await users.insert({ email, username, role, passwordHash: await hashPassword(password) });
    if (!created) {
      console.error(`An account with the email ${email} already exists.`);
      return 1;
    }
    console.log(`User ${email} created.`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
