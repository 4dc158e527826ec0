import path from 'node:path';
import { expect, it } from 'vitest';
import { runApiProcess, spawnApiProcess, useTempDataDir } from './test/api-process';
import { startSmtpStandIn } from './test/mail-stand-ins';
import { freePort } from './test/shop-server';
import { describeIf, onPglite } from './test/needs';

/**
 * The server process itself (`npm start`), as a deployer runs it: which payment provider it
 * takes real money with is decided before it opens, and its outbox outlives it. It starts the
 * embedded database, so it runs on the PGlite project only.
 */
describeIf(onPglite)('starting the shop', { timeout: 120_000 }, () => {
  const dataDirOf = useTempDataDir('server');

  const environment = (settings: Record<string, string>) => ({
    ...process.env,
    DATA_DIR: dataDirOf(),
    DATABASE_URL: '',
    REDIS_URL: '',
    SMTP_URL: '',
    STRIPE_SECRET_KEY: '',
    PAYMENT_PROVIDER: '',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_FORMAT: 'json',
    ...settings,
  });

  it('refuses a public address without a payment provider, saying why and what to set', async () => {
    const outcome = await runApiProcess('server.ts', [], environment({ PUBLIC_URL: 'https://shop.example.com' }));
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain('PUBLIC_URL');
    expect(outcome.stderr).toContain('set STRIPE_SECRET_KEY to take real payments');
    expect(outcome.stderr).toContain('PAYMENT_PROVIDER=test');
    expect(outcome.stderr).not.toMatch(/\n\s+at /);
  });

  it('opens the same address in test mode when asked, and warns that no real payments are taken', async () => {
    const server = spawnApiProcess('server.ts', environment({ PUBLIC_URL: 'https://shop.example.com', PAYMENT_PROVIDER: 'test' }));
    try {
      const warning = await server.waitForLine('Test mode: no real payments are taken');
      expect(JSON.parse(warning)).toMatchObject({ level: 40 });
    } finally {
      await server.stop();
    }
  });

  it("prints the demo accounts' passwords last, in a box, once the shop is listening, and only at the start that made them", async () => {
    // A data directory of its own: the other tests' starts have made a database in theirs.
    const dataDir = path.join(dataDirOf(), 'first-start');
    const env = environment({ DATA_DIR: dataDir, SEED_DEMO: 'true', DEMO_ADMIN_PASSWORD: '', DEMO_CUSTOMER_PASSWORD: '' });
    const server = spawnApiProcess('server.ts', env);
    try {
      await server.waitForLine('For new ones, stop the shop');
      const output = server.output();
      // After the server's last log line ('is open at', then the test-mode warning).
      const box = output.slice(output.indexOf('\n+-', output.indexOf('is open at')));
      expect(box).toMatch(/\| The demo shop is open at http:\/\/localhost:\d+ +\|/);
      expect(box).toMatch(/\| demo admin: {4}admin@drip\.test \/ [a-z2-9-]{19} +\|/);
      expect(box).toMatch(/\| demo customer: customer@drip\.test \/ [a-z2-9-]{19} +\|/);
      expect(box).toContain(`delete ${dataDir} and start it again`);
      expect(output.indexOf('Test mode: no real payments')).toBeLessThan(output.indexOf('\n+-'));
      // Nothing follows the box.
      expect(box.trim().split('\n')).toHaveLength(9);
    } finally {
      await server.stop();
    }
    const again = spawnApiProcess('server.ts', env);
    try {
      await again.waitForLine('is open at');
      expect(again.output()).not.toContain('demo admin:');
    } finally {
      await again.stop();
    }
  });

  it('delivers, when started again, the mail it had queued when it was killed', async () => {
    const smtp = await startSmtpStandIn();
    const port = String(await freePort());
    // First run: the mail server cannot be reached, so the contact message's mail stays queued.
    const first = spawnApiProcess('server.ts', environment({ PORT: port, SMTP_URL: 'smtp://127.0.0.1:1', MAIL_RETRY_BASE_SECONDS: '0.2' }));
    try {
      await first.waitForLine('is open at');
      const sent = await fetch(`http://127.0.0.1:${port}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Ada', email: 'ada@example.com', message: 'Do you ship to Canada?' }),
      });
      expect(sent.status).toBe(201);
      await first.waitForLine('email delivery failed');
      await first.stop('SIGKILL');

      const second = spawnApiProcess('server.ts', environment({ PORT: port, SMTP_URL: smtp.url }));
      try {
        await second.waitForLine('is open at');
        await expect.poll(() => smtp.caught.length, { timeout: 20_000 }).toBe(1);
        expect(smtp.caught[0]!.text).toContain('Do you ship to Canada?');
      } finally {
        await second.stop();
      }
    } finally {
      await first.stop('SIGKILL');
      await smtp.close();
    }
  });
});
