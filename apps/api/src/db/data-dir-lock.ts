/**
 * PGlite is single-process: two processes on one data directory would corrupt it. A lock
 * file holding the owner's pid turns that into a clear message instead.
 */
import { open, readFile, rm } from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The database in ${dataDir} is in use by process ${pid}. Stop the shop first (PGlite allows one process at a time), or set DATABASE_URL to use PostgreSQL.`,
    );
    this.name = 'DataDirInUseError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function acquireDataDirLock(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const lockPath = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(lockPath, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(await readFile(lockPath, 'utf8').catch(() => ''));
      if (pid && pid !== process.pid && isAlive(pid)) throw new DataDirInUseError(dataDir, pid);
      // A stale lock from a process that died: take it over.
      await rm(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
