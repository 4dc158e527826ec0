import { describe, expect, it } from 'vitest';
import { createMemoryCounterStore } from './counter-store';

describe('the in-process counter store', () => {
  it('counts within a window and starts again after it', async () => {
    let time = 0;
    const store = createMemoryCounterStore(() => time);
    expect(await store.increment('a', 1000)).toBe(1);
    expect(await store.increment('a', 1000)).toBe(2);
    time = 1000;
    expect(await store.get('a')).toBe(0);
    expect(await store.increment('a', 1000)).toBe(1);
    await store.reset('a');
    expect(await store.get('a')).toBe(0);
  });

  it('forgets expired counters that are never asked about again', async () => {
    let time = 0;
    const store = createMemoryCounterStore(() => time);
    for (let i = 0; i < 5_000; i++) await store.increment(`probe-${i}@shop.test`, 15 * 60_000);
    expect(store.size).toBe(5_000);
    // Past their window and past the next sweep, one more sign-in attempt clears them.
    time = 16 * 60_000;
    await store.increment('someone@shop.test', 15 * 60_000);
    expect(store.size).toBe(1);
  });

  it('keeps counters that are still in their window through a sweep', async () => {
    let time = 0;
    const store = createMemoryCounterStore(() => time);
    await store.increment('short', 30_000);
    await store.increment('long', 10 * 60_000);
    time = 2 * 60_000;
    await store.increment('other', 60_000);
    expect(store.size).toBe(2);
    expect(await store.get('long')).toBe(1);
  });
});
