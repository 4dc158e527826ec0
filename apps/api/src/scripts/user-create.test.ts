import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { sessions } from '../db/schema/index';
import { loadConfig } from '../config';
import { acquireDataDirLock } from '../db/data-dir-lock';
import { openConfiguredDatabase } from '../setup/prepare';
import { verifyPassword } from '../lib/password';
import { createUsersRepository } from '../modules/users/users.repository';
import { runApiProcess, useTempDataDir } from '../test/api-process';
import { describeIf, onPglite } from '../test/needs';
import { userCreate as runCommand } from './user-create-command';

// The command is about the embedded database's directory, so it runs on PGlite only.
describeIf(onPglite)('npm run user:create', { timeout: 120_000 }, () => {
  const dataDirOf = useTempDataDir('user-create');
  const env = () => ({ ...process.env, DATA_DIR: dataDirOf(), DATABASE_URL: '' });

  /** The command in this process, as the script runs it: what it printed, and its exit code. */
  const userCreate = async (...args: string[]) => {
    const stdout: string[] = [];
    const stderr: string[] = [];
    const code = await runCommand(args, { out: (line) => stdout.push(line), err: (line) => stderr.push(line) }, env());
    return { code, stdout: stdout.join('\n'), stderr: stderr.join('\n') };
  };

  it('creates an admin, then promotes an existing account', async () => {
    const created = await userCreate(
      '--email',
      'Boss@Shop.test',
      '--password',
      'boss-violet-kettle',
      '--username',
      'Boss',
      '--role',
      'admin',
    );
    expect(created.stdout).toContain('Admin boss@shop.test created.');
    const user = await userCreate('--email', 'pat@shop.test', '--password', 'pat-mango-tundra', '--username', 'Pat');
    expect(user.stdout).toContain('User pat@shop.test created.');
    const again = await userCreate('--email', 'pat@shop.test', '--password', 'pat-mango-tundra');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already exists');
    // Pat is signed in somewhere, and has not verified the address.
    const before = await openConfiguredDatabase(loadConfig({ DATA_DIR: dataDirOf() }));
    try {
      const pat = await createUsersRepository(before.db).findByEmail('pat@shop.test');
      await before.db.insert(sessions).values({ tokenHash: 'pat-session', userId: pat!.id, expiresAt: new Date(Date.now() + 86_400_000) });
    } finally {
      await before.close();
    }
    const refused = await userCreate('--email', 'pat@shop.test', '--password', 'new-harbor-lantern', '--role', 'admin');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('pat@shop.test has not verified its email address');
    const promoted = await userCreate('--email', 'pat@shop.test', '--password', 'new-harbor-lantern', '--role', 'admin', '--force');
    expect(promoted.stdout).toContain('Admin pat@shop.test promoted.');

    const database = await openConfiguredDatabase(loadConfig({ DATA_DIR: dataDirOf() }));
    try {
      const pat = await createUsersRepository(database.db).findByEmail('pat@shop.test');
      expect(pat?.role).toBe('admin');
      expect(await verifyPassword(pat!.passwordHash, 'new-harbor-lantern')).toBe(true);
      // The session Pat had as a customer is over.
      expect(await database.db.select().from(sessions).where(eq(sessions.userId, pat!.id))).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('explains bad arguments', async () => {
    const res = await userCreate('--email', 'nope', '--password', 'short');
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('Usage: npm run user:create');
    expect(res.stderr).toContain('--email: Invalid email address');
    expect(res.stderr).toContain('--password: Password must be at least 10 characters');
  });

  it('refuses a password that is easy to guess, saying why', async () => {
    const res = await userCreate('--email', 'weak@shop.test', '--password', 'password12345');
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('--password: This is similar to a commonly used password.');
  });

  // The script itself, as npm runs it: a process of its own, which meets the shop's lock on the directory.
  it('says clearly, as a process of its own, that the embedded database is in use while the shop runs', async () => {
    const dbDir = path.join(dataDirOf(), 'db');
    const release = await acquireDataDirLock(dbDir);
    try {
      const res = await runApiProcess('scripts/user-create.ts', ['--email', 'x@shop.test', '--password', 'x-quiet-orchard-1'], env());
      expect(res.code).toBe(1);
      expect(res.stderr).toMatch(/is in use by process \d+\. Stop the shop first/);
    } finally {
      await release();
    }
  });
});
