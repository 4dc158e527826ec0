import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { apiDir, nodeArgs, runApiProcess, useTempDataDir } from './test/api-process';

/**
 * The server process itself (`npm start`), as a deployer runs it: which payment provider it
 * takes real money with is decided before it opens. It starts the embedded database, so it
 * runs on the PGlite project only.
 */
describe.runIf(process.env.TEST_DB_KIND !== 'postgres')('starting the shop', { timeout: 120_000 }, () => {
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
    const server = spawn(process.execPath, nodeArgs('server.ts'), {
      cwd: apiDir,
      env: environment({ PUBLIC_URL: 'https://shop.example.com', PAYMENT_PROVIDER: 'test' }),
    });
    try {
      let output = '';
      server.stdout.setEncoding('utf8');
      server.stderr.setEncoding('utf8');
      const warned = new Promise<void>((resolve, reject) => {
        const read = (chunk: string) => {
          output += chunk;
          if (output.includes('Test mode: no real payments are taken')) resolve();
        };
        server.stdout.on('data', read);
        server.stderr.on('data', read);
        server.on('exit', (code) => reject(new Error(`the shop stopped (${code}): ${output}`)));
      });
      await warned;
      const warning = output.split('\n').find((line) => line.includes('Test mode: no real payments are taken'))!;
      expect(JSON.parse(warning)).toMatchObject({ level: 40 });
    } finally {
      server.kill('SIGTERM');
      if (server.exitCode === null) await once(server, 'exit');
    }
  });
});
