/** `npm run user:create`'s work, apart from the process, so that its answers can be tested in process. */
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

/** What a console needs: where lines go. */
export interface CommandOutput {
  out: (line: string) => void;
  err: (line: string) => void;
}

/**
 * Creates the account, or (with --role admin) promotes an existing one and sets its password.
 * Answers the exit code: 0 done, 1 refused (an account exists, the database is in use, an
 * unverified address to promote), 2 bad arguments. Settings come from `env`, or the process's.
 */
export async function userCreate(args: string[], output: CommandOutput, env?: NodeJS.ProcessEnv): Promise<number> {
  try {
    return await run(args, output, env);
  } catch (error) {
    output.err(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

async function run(args: string[], { out, err }: CommandOutput, env: NodeJS.ProcessEnv | undefined): Promise<number> {
  const { values } = parseArgs({
    args,
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
    err('Usage: npm run user:create -- --email <email> --password <password> [--username <name>] [--role user|admin] [--force]');
    for (const issue of parsed.error.issues) err(`  --${issue.path.join('.')}: ${issue.message}`);
    return 2;
  }
  const { email, password, username, role } = parsed.data;
  const weakness = await passwordWeakness(password, [email, username]);
  if (weakness) {
    err(`  --password: ${weakness}`);
    return 2;
  }

  const database = await openConfiguredDatabase(loadConfig(env));
  try {
    await database.migrate();
    const users = createUsersRepository(database.db);
    if (role === 'admin') {
      const outcome = await ensureAdmin(
        { users, sessions: createSessionsRepository(database.db) },
        { email, password, username },
        { force },
      );
      out(`Admin ${email} ${outcome}.`);
      return 0;
    }
    const created = await users.insert({ email, username, role, passwordHash: await hashPassword(password) });
    if (!created) {
      err(`An account with the email ${email} already exists.`);
      return 1;
    }
    out(`User ${email} created.`);
    return 0;
  } finally {
    await database.close();
  }
}
