/**
 * The database's share of a route: capture the statements a route sends (through the shop's
 * own app, in process), then replay them through a plain `pg` pool with as many workers as
 * the HTTP load has connections. The ratio of the two says how much the HTTP stack and the
 * app add on top of the driver.
 */
import type pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { openDatabase } from '../apps/api/src/db/client';
import type { Config } from '../apps/api/src/config';
import { summarise } from './latency';

export interface Statement {
  text: string;
  params: unknown[];
}

/** Statements sent in the same turn of the event loop, which the route awaited together. */
export type Wave = Statement[];
export type Sequence = Wave[];

export interface CapturedRoute {
  path: string;
  /** The first call, with every cache of the app empty. */
  cold: Sequence;
  /** The second call, which may be answered partly from the app's caches. */
  warm: Sequence;
}

function createRecorder() {
  let waves: Sequence | undefined;
  let open: Wave | undefined;
  return {
    onQuery(text: string, params: unknown[]) {
      if (!waves) return;
      if (!open) {
        const wave: Wave = [];
        open = wave;
        waves.push(wave);
        // Statements issued before the event loop turns were started together (Promise.all).
        setImmediate(() => {
          if (open === wave) open = undefined;
        });
      }
      open.push({ text, params: [...params] });
    },
    async record(work: () => Promise<void>): Promise<Sequence> {
      waves = [];
      open = undefined;
      try {
        await work();
        return waves;
      } finally {
        waves = undefined;
        open = undefined;
      }
    },
  };
}

/** Runs each route twice through an in-process app on `databaseUrl`, recording its statements. */
export async function captureRoutes(config: Config, databaseUrl: string, paths: readonly string[]): Promise<CapturedRoute[]> {
  const recorder = createRecorder();
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, onQuery: recorder.onQuery });
  const app = await buildApp({ config, database });
  try {
    // The mail worker's first round starts with the app: let it finish, so that its statements
    // are not counted as a route's (its next round is seconds away, after the capture).
    await app.ready();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const captured: CapturedRoute[] = [];
    for (const path of paths) {
      const call = async () => {
        const response = await app.inject({ method: 'GET', url: path });
        if (response.statusCode !== 200)
          throw new Error(`GET ${path} answered ${response.statusCode} while capturing: ${response.body.slice(0, 200)}`);
      };
      const cold = await recorder.record(call);
      const warm = await recorder.record(call);
      captured.push({ path, cold, warm });
    }
    return captured;
  } finally {
    await app.close();
  }
}

export function sameSequence(a: Sequence, b: Sequence): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function describeSequence(sequence: Sequence): string {
  const statements = sequence.reduce((sum, wave) => sum + wave.length, 0);
  if (statements === 0) return 'no statement';
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `${plural(statements, 'statement')} in ${plural(sequence.length, 'round trip')}`;
}

export interface ReplayResult {
  sequencesPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  firstError?: string;
}

/** `workers` loops, each replaying the sequence again and again until the time is up. */
export async function replay(pool: pg.Pool, sequence: Sequence, options: { workers: number; durationS: number }): Promise<ReplayResult> {
  const samples: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const started = performance.now();
  const deadline = started + options.durationS * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const begun = performance.now();
      try {
        let finished = true;
        for (const [index, wave] of sequence.entries()) {
          // Past the deadline a sequence is abandoned between round trips, so the run ends on time.
          if (index > 0 && performance.now() >= deadline) {
            finished = false;
            break;
          }
          await Promise.all(wave.map((statement) => pool.query(statement.text, statement.params)));
        }
        if (finished) samples.push(performance.now() - begun);
      } catch (error) {
        errors += 1;
        firstError ??= error instanceof Error ? error.message : String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: options.workers }, worker));
  const elapsedS = (performance.now() - started) / 1000;
  const latency = summarise(samples);
  return { sequencesPerSecond: samples.length / elapsedS, p50: latency.p50, p99: latency.p99, errors, firstError };
}

export const SELECT_ONE: Sequence = [[{ text: 'select 1', params: [] }]];
