/**
 * Runs one of the API's entry points (the server, a script) as its own Node process, as a
 * deployer would, on an embedded database in a temporary directory.
 */
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll } from 'vitest';
import { isCurrent } from '../../../../scripts/build.mjs';

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

let compiled: boolean | undefined;
/**
 * Whether the compiled server (apps/api/dist) is made from the sources as they are now, as
 * `npm test` builds it first: its entry points start in about half the time tsx takes to
 * compile the sources, and they are what a deployer runs.
 */
const compiledIsCurrent = () => (compiled ??= isCurrent('apps/api/dist'));

/**
 * The command line of an entry point under src/ (`server.ts`, `scripts/user-create.ts`): the
 * compiled one (`dist/server.js`, `dist/user-create.js`) when the build is current, else the source through tsx.
 */
export const nodeArgs = (entry: string, args: string[] = []) =>
  compiledIsCurrent() ? [`dist/${path.basename(entry, '.ts')}.js`, ...args] : ['--import', 'tsx', `src/${entry}`, ...args];

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

/** Starts the entry point and leaves it running: read what it prints, wait for a line, stop it. */
export function spawnApiProcess(entry: string, env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, nodeArgs(entry), { cwd: apiDir, env });
  let output = '';
  const listeners = new Set<() => void>();
  const read = (chunk: string) => {
    output += chunk;
    for (const listener of listeners) listener();
  };
  child.stdout.setEncoding('utf8').on('data', read);
  child.stderr.setEncoding('utf8').on('data', read);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    output: () => output,
    /** How the process ended (its exit code, or the signal that ended it), once it has. */
    exited,
    /** Whether it still runs. */
    running: () => child.exitCode === null && child.signalCode === null,
    /** Sends a signal without waiting (SIGTERM to watch a graceful shutdown). */
    signal: (signal: NodeJS.Signals) => child.kill(signal),
    /** The first line that contains `text`, once printed; rejects if the process ends first. */
    waitForLine(text: string): Promise<string> {
      return new Promise((resolve, reject) => {
        const check = () => {
          const line = output.split('\n').find((candidate) => candidate.includes(text));
          if (line === undefined) return;
          listeners.delete(check);
          resolve(line);
        };
        listeners.add(check);
        child.once('exit', (code) => reject(new Error(`the process ended (${code}) before printing "${text}": ${output}`)));
        check();
      });
    },
    /** Stops it (SIGKILL: as a crash would) and waits until it is gone. */
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill(signal);
      await exited;
    },
  };
}
