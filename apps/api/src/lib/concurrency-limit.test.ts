import { describe, expect, it } from 'vitest';
import { createConcurrencyLimit } from './concurrency-limit';
import { HttpError } from './http-errors';

/** A task that runs until its `finish` is called. */
function pendingTask() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { run: () => done, finish };
}

describe('createConcurrencyLimit', () => {
  it('runs at most `concurrency` tasks at once and starts the next in line as one ends', async () => {
    const limit = createConcurrencyLimit({ concurrency: 2, maxQueue: 10, maxWaitMs: 10_000 });
    const tasks = [pendingTask(), pendingTask(), pendingTask()];
    const runs = tasks.map((task) => limit.run(task.run));
    expect(limit.running).toBe(2);
    expect(limit.waiting).toBe(1);
    tasks[0]!.finish();
    await runs[0];
    await Promise.resolve();
    expect(limit.running).toBe(2);
    expect(limit.waiting).toBe(0);
    tasks[1]!.finish();
    tasks[2]!.finish();
    await Promise.all(runs);
    expect(limit.running).toBe(0);
  });

  it('refuses with 503 at once when the line is full, and after the longest wait', async () => {
    const limit = createConcurrencyLimit({ concurrency: 1, maxQueue: 1, maxWaitMs: 20 });
    const running = pendingTask();
    const first = limit.run(running.run);
    const waiting = limit.run(async () => 'late');
    await expect(limit.run(async () => 'refused')).rejects.toSatisfy((error) => error instanceof HttpError && error.statusCode === 503);
    await expect(waiting).rejects.toSatisfy((error) => error instanceof HttpError && error.statusCode === 503);
    expect(limit.waiting).toBe(0);
    running.finish();
    await first;
    expect(await limit.run(async () => 'next')).toBe('next');
  });

  it('frees the slot of a task that fails', async () => {
    const limit = createConcurrencyLimit({ concurrency: 1, maxQueue: 0, maxWaitMs: 10 });
    await expect(limit.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limit.run(async () => 'ok')).toBe('ok');
  });
});
