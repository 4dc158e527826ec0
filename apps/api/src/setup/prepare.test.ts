import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { sessions } from '../db/schema/index';
import { secretBox, twoFactorKeyMaterial } from '../modules/auth/two-factor';
import { verifyPassword } from '../lib/password';
import { createUsersRepository } from '../modules/users/users.repository';
import { acquireDataDirLock, DataDirInUseError } from '../db/data-dir-lock';
import { openConfiguredDatabase, prepareDatabase } from './prepare';
import { describeIf, onPglite } from '../test/needs';

// Start-up preparation is about the embedded database's directory, so it runs on PGlite.
describeIf(onPglite)('start-up preparation', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-prepare-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('makes the ADMIN_EMAIL admin, then promotes an existing account and resets its password', async () => {
    const env = { DATA_DIR: dataDir, SEED_DEMO: 'false', ADMIN_EMAIL: 'Owner@Shop.test', ADMIN_PASSWORD: 'first-password' };
    const first = await prepareDatabase(loadConfig(env));
    expect(first.notes).toContain('admin Owner@Shop.test created from ADMIN_EMAIL');
    const users = createUsersRepository(first.database.db);
    const created = await users.findByEmail('owner@shop.test');
    expect(created).toMatchObject({ role: 'admin', email: 'owner@shop.test' });
    // Demote it, as if an earlier admin had done so, and sign it in; then start again with a new password.
    await users.update(created!.id, { role: 'user' });
    await first.database.db
      .insert(sessions)
      .values({ tokenHash: 'owner-session', userId: created!.id, expiresAt: new Date(Date.now() + 86_400_000) });
    await first.database.close();

    // With a known second factor, for scripts; and staff let off two-factor sign-in, which the log says.
    const totp = 'JBSWY3DPEHPK3PXPJBSWY3DP';
    const second = await prepareDatabase(
      loadConfig({ ...env, ADMIN_PASSWORD: 'second-password', ADMIN_TOTP_SECRET: totp, STAFF_TWO_FACTOR: 'optional' }),
    );
    expect(second.notes).toContain('admin Owner@Shop.test promoted from ADMIN_EMAIL');
    expect(second.notes).toContain('admin Owner@Shop.test signs in with the TOTP secret of ADMIN_TOTP_SECRET');
    expect(second.notes.join('\n')).toMatch(/STAFF_TWO_FACTOR=optional: staff may sign in with a password alone/);
    const promoted = await createUsersRepository(second.database.db).findByEmail('owner@shop.test');
    expect(promoted?.role).toBe('admin');
    expect(promoted?.id).toBe(created?.id);
    expect(await verifyPassword(promoted!.passwordHash, 'second-password')).toBe(true);
    expect(promoted?.totpEnabledAt).toBeInstanceOf(Date);
    expect(promoted?.totpSecret).not.toContain(totp);
    expect(secretBox(await twoFactorKeyMaterial(second.database.db, undefined)).open(promoted!.totpSecret!)).toBe(totp);
    // Its session as a customer ended with the promotion.
    expect(await second.database.db.select().from(sessions).where(eq(sessions.userId, created!.id))).toEqual([]);
    await second.database.close();
  });

  it('makes demo accounts that can sign in only on this machine: on a public address their passwords are unknown to all', async () => {
    const publicDir = path.join(dataDir, 'public');
    const env = {
      DATA_DIR: publicDir,
      PUBLIC_URL: 'https://shop.example.com',
      PAYMENT_PROVIDER: 'test',
      DEMO_ADMIN_PASSWORD: 'violet-kettle-harbor',
    };
    const { database, notes } = await prepareDatabase(loadConfig(env));
    try {
      expect(notes).toContain('demo accounts cannot sign in: PUBLIC_URL is not a loopback address.');
      expect(notes.join('\n')).not.toContain('violet-kettle-harbor');
      const admin = await createUsersRepository(database.db).findByEmail('admin@drip.test');
      expect(await verifyPassword(admin!.passwordHash, 'violet-kettle-harbor')).toBe(false);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('refuses to open an embedded database that another process holds', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false' });
    const dbDir = config.database.kind === 'pglite' ? config.database.dataDir : '';
    const held = await openConfiguredDatabase(config);
    // The lock is per process; a second opener in this process would be the same owner, so
    // simulate another live process by writing its pid.
    await held.close();
    const { writeFile } = await import('node:fs/promises');
    await writeFile(`${dbDir}.lock`, String(process.ppid));
    await expect(acquireDataDirLock(dbDir)).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(openConfiguredDatabase(config)).rejects.toThrow(/in use by process/);
    // A lock left by a process that has died is taken over.
    await writeFile(`${dbDir}.lock`, '999999');
    const release = await acquireDataDirLock(dbDir);
    await release();
  });
});
