/**
 * Tests that need PostgreSQL, PGlite or Redis. Where the need is not met, the test or block is
 * skipped under a name that says what it needs, so a local run shows why it did not run
 * (CI has all three and runs everything):
 *
 *   describeIf(onPostgres, await redisAnswers())('two instances', () => { … })
 *   → "two instances [skipped: needs PostgreSQL: set TEST_DATABASE_URL]"
 */
import { describe, it, type TestOptions } from 'vitest';
import { REDIS_TEST_URL, redisReachable } from './test-redis';

export interface Need {
  met: boolean;
  /** Why the test did not run, read as "[skipped: <reason>]". */
  reason: string;
  /**
   * A service this machine lacks (not a test project's split of the work): the skip is also
   * printed, since vitest's default reporter lists no skipped test by name.
   */
  missing?: boolean;
}

const postgresProject = process.env.TEST_DB_KIND === 'postgres';

/** The file runs in the "api (PostgreSQL)" project, which exists only when TEST_DATABASE_URL is set. */
export const onPostgres: Need = {
  met: postgresProject,
  reason: process.env.TEST_DATABASE_URL
    ? 'PostgreSQL only, run by the "api (PostgreSQL)" project'
    : 'needs PostgreSQL: set TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test',
  missing: !process.env.TEST_DATABASE_URL,
};

/** The file runs in the "api (PGlite)" project: the embedded database's own behaviour. */
export const onPglite: Need = { met: !postgresProject, reason: 'PGlite only, run by the "api (PGlite)" project' };

/** Whether the test Redis answers (REDIS_TEST_URL, or the machine's own). */
export async function redisAnswers(): Promise<Need> {
  return { met: await redisReachable(), reason: `needs Redis at ${REDIS_TEST_URL} (or set REDIS_TEST_URL)`, missing: true };
}

type Body = () => unknown;
export interface Block {
  (name: string, fn: Body): void;
  (name: string, options: TestOptions, fn: Body): void;
}

/** `run` when every need is met; otherwise `skip`, under a name that gives the reasons. */
export function guarded(run: Block, skip: Block, needs: Need[]): Block {
  const unmet = needs.filter((need) => !need.met);
  if (unmet.length === 0) return run;
  const reason = unmet.map((need) => need.reason).join('; ');
  return ((name: string, ...rest: [Body] | [TestOptions, Body]) => {
    if (unmet.some((need) => need.missing)) console.warn(`skipped "${name}": ${reason}`);
    (skip as (name: string, ...rest: [Body] | [TestOptions, Body]) => void)(`${name} [skipped: ${reason}]`, ...rest);
  }) as Block;
}

/** `describe` when every need is met; otherwise a skipped block whose name gives the reasons. */
export function describeIf(...needs: Need[]): Block {
  return guarded(describe as Block, describe.skip as Block, needs);
}

/** `it` when every need is met; otherwise a skipped test whose name gives the reasons. */
export function itIf(...needs: Need[]): Block {
  return guarded(it as Block, it.skip as Block, needs);
}
