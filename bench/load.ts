/** HTTP load through the shop's API with autocannon. */
import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  connections: number;
  durationS: number;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  /** A POST's JSON body, sent with every request. */
  body?: string;
  /** Requests a second across all connections, at most: a steady rate instead of as fast as the shop answers. */
  overallRate?: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers received; p50 and p99 are over these only. */
  completed: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

export async function load(options: LoadOptions): Promise<LoadResult> {
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.durationS,
        headers: options.body ? { ...options.headers, 'content-type': 'application/json' } : options.headers,
        method: options.method ?? 'GET',
        ...(options.body ? { body: options.body } : {}),
        ...(options.overallRate ? { overallRate: options.overallRate } : {}),
      },
      (error, value) => (error ? reject(error) : resolve(value)),
    );
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    completed: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** A short run whose figures are thrown away: the JIT, the pools and PostgreSQL's caches warm up. */
export async function warmUp(options: Omit<LoadOptions, 'durationS'>): Promise<void> {
  await load({ ...options, durationS: 2 });
}

/** Sequential calls, one at a time: the latency of one call with nothing else running. */
export async function sequentialLatencies(
  url: string,
  options: { calls: number; maxMs: number; headers?: Record<string, string>; method?: 'GET' | 'POST'; body?: string },
) {
  const samples: number[] = [];
  let failures = 0;
  const deadline = Date.now() + options.maxMs;
  while (samples.length < options.calls && Date.now() < deadline) {
    const started = performance.now();
    const response = await fetch(url, {
      method: options.method ?? 'GET',
      headers: options.body ? { ...options.headers, 'content-type': 'application/json' } : options.headers,
      ...(options.body ? { body: options.body } : {}),
    });
    await response.arrayBuffer();
    samples.push(performance.now() - started);
    if (!response.ok) failures += 1;
  }
  return { samples, failures };
}

/**
 * Waits until the shop answers its health check quickly several times in a row. A route
 * slower than the load's timeout leaves queued work behind (the shop does not cancel a
 * statement whose client has gone), which would otherwise land on the next figure.
 */
export async function waitUntilIdle(baseUrl: string, options: { quickMs: number; inARow: number; maxMs: number }): Promise<number> {
  const started = Date.now();
  let quick = 0;
  while (quick < options.inARow && Date.now() - started < options.maxMs) {
    const begun = performance.now();
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(options.maxMs) });
      await response.arrayBuffer();
      quick = response.ok && performance.now() - begun < options.quickMs ? quick + 1 : 0;
    } catch {
      quick = 0;
    }
    if (quick === 0) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return Date.now() - started;
}
