/**
 * `npm start` as a newcomer runs it, on a tree already built: from spawning npm to the first
 * 200 of /api/health on a fresh data directory (the demo catalogue loaded), and the memory of
 * every process of the tree at that moment (npm, the shell, the shop).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './children';
import { memoryOf, type Memory } from './embedded';
import { atMost, fixed, headline, mebibytes, say, table, verdict } from './report';

export interface NpmStartResult {
  firstHealthMs: number;
  processes: { pid: number; command: string; memory: Memory }[];
  /** What `npm start` printed about building: empty on a built tree. */
  buildLines: string[];
}

/** The pids of `root` and every process under it, from /proc/<pid>/stat. */
function processTree(root: number): number[] {
  const parentOf = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name is in parentheses and may hold spaces: the fields after it are fixed.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parentOf.set(Number(name), Number(fields[1]));
    } catch {
      // The process has gone.
    }
  }
  const tree = [root];
  for (let index = 0; index < tree.length; index += 1) {
    for (const [pid, parent] of parentOf) if (parent === tree[index]) tree.push(pid);
  }
  return tree;
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ').slice(0, 80);
  } catch {
    return '?';
  }
}

export async function measureNpmStart(root: string): Promise<NpmStartResult> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-npm-start-'));
  const port = await freePort();
  const env: Record<string, string | undefined> = { ...process.env };
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'SEED_DEMO', 'UPLOADS_DIR', 'WEB_DIST_DIR', 'PUBLIC_URL']) delete env[key];
  const started = performance.now();
  // A process group of its own, so that npm and everything under it stop together.
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', LOG_FORMAT: 'json' },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const deadline = Date.now() + 180_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited (code ${child.exitCode}) before answering:\n${output}`);
      if (Date.now() > deadline) throw new Error('npm start did not answer /api/health within 180 s');
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        async (response) => (await response.arrayBuffer(), response.ok),
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const firstHealthMs = performance.now() - started;
    const processes = processTree(child.pid!).flatMap((pid) => {
      try {
        return [{ pid, command: commandOf(pid), memory: memoryOf(pid) }];
      } catch {
        return [];
      }
    });
    return { firstHealthMs, processes, buildLines: output.split('\n').filter((line) => /build/i.test(line)) };
  } finally {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // Already stopped.
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // Stopped meanwhile.
      }
    }, 15_000);
    await exited;
    clearTimeout(timer);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function npmStartSection(root: string): Promise<string> {
  const result = await measureNpmStart(root);
  const resident = result.processes.reduce((sum, { memory }) => sum + memory.residentBytes, 0);
  const time = atMost(result.firstHealthMs / 1000, 5, 's');
  const memory = atMost(resident / 1024 / 1024, 400, 'MB');
  say('npm start: first 200 of /api/health', `${fixed(result.firstHealthMs)} ms`, time);
  say('npm start: resident, whole process tree', mebibytes(resident), memory);
  headline('npmStartTime', `${fixed(result.firstHealthMs / 1000, 2)} s`, time);
  headline('npmStartMemory', mebibytes(resident), memory);
  return `## \`npm start\` on a built tree

Spawned as a newcomer runs it (\`npm start\` in the repository's root) on a tree the bench has just built, with a
fresh DATA_DIR (the demo catalogue is loaded). Time from the spawn to the first 200 of \`GET /api/health\`; memory is
the VmRSS of every process of the tree at that moment.

${table(
  ['Figure', 'Value', 'Target', ''],
  [
    ['spawn to first 200 of /api/health', `${fixed(result.firstHealthMs)} ms`, '<= 5 s', verdict(time)],
    ['resident, whole process tree', mebibytes(resident), '<= 400 MB', verdict(memory)],
    ...result.processes.map(({ command, memory }) => [`- \`${command}\``, mebibytes(memory.residentBytes), '', '']),
  ],
)}

${result.buildLines.length ? `It built first: ${result.buildLines.join(' / ')}` : 'Nothing was built: the tree was up to date.'}`;
}
