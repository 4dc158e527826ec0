/**
 * Runs one of the API's entry points (the server, a script) as its own Node process, as a
 * deployer would, on an embedded database in a temporary directory.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll } from 'vitest';

const run = promisify(execFile);
export const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A fresh data directory for the describe block, removed after it. */
export function useTempDataDir(prefix: string): () => string {
  let dataDir = '';
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), `shop-${prefix}-`));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  return () => dataDir;
}

/** The command line of an entry point under src/ (`server.ts`, `scripts/seed.ts`...). */
export const nodeArgs = (entry: string, args: string[] = []) => ['--import', 'tsx', `src/${entry}`, ...args];

/** Runs the entry point to its end: its exit code and what it printed. */
export async function runApiProcess(
  entry: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return run(process.execPath, nodeArgs(entry, args), { cwd: apiDir, env }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}
