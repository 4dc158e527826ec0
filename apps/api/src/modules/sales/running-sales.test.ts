/**
 * The sales clock: the live sales are read once and kept, the running set follows each start
 * and end without reading again, and a change (or the age limit) reads them again.
 */
import { describe, expect, it } from 'vitest';
import { createSalesClock } from './running-sales';
import type { SaleRow } from './sales.repository';

const T0 = Date.parse('2026-06-01T12:00:00Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000);

function aRow(overrides: Partial<SaleRow>): SaleRow {
  return {
    id: 'sale-1',
    name: 'Sale',
    kind: 'percent',
    value: 2000,
    appliesTo: { kind: 'all' },
    startsAt: null,
    endsAt: null,
    paused: false,
    createdAt: at(-60),
    updatedAt: at(-60),
    ...overrides,
  };
}

/** A clock over `rows` that keeps a reading for five minutes, counting its readings; `setTime` moves its own time. */
function clockOver(rows: SaleRow[]) {
  let time = T0;
  const readings: Date[] = [];
  const clock = createSalesClock({
    live: async (now) => {
      readings.push(now);
      return rows.filter((row) => !row.paused && (!row.endsAt || row.endsAt > now));
    },
    maxAgeMs: 5 * 60_000,
    clock: () => time,
  });
  return { clock, readings, setTime: (minutes: number) => (time = T0 + minutes * 60_000) };
}

describe('the sales clock', () => {
  it('gives the running sales as the pipeline reads them, from one reading, until a start or end passes', async () => {
    const rows = [
      aRow({ id: 'now', name: 'Now', endsAt: at(10) }),
      aRow({ id: 'later', name: 'Later', kind: 'amount', value: 500, startsAt: at(5) }),
    ];
    const { clock, readings } = clockOver(rows);
    const first = await clock.running(at(0));
    expect(first.sales).toEqual([
      { id: 'now', name: 'Now', kind: 'percent', value: 20, appliesTo: { kind: 'all' }, startsAt: null, endsAt: at(10) },
    ]);
    expect(first.until).toEqual(at(5));
    expect(await clock.running(at(1))).toBe(first);

    const both = await clock.running(at(6));
    expect(both.sales.map((sale) => [sale.id, sale.value])).toEqual([
      ['now', 20],
      ['later', 500],
    ]);
    expect(both.stamp).not.toBe(first.stamp);
    expect(both.until).toEqual(at(10));
    expect((await clock.activeSales(at(10))).map((sale) => sale.id)).toEqual(['later']);
    expect(readings).toHaveLength(1);
  });

  it('reads again once told of a change, after five minutes, and for a moment before its reading', async () => {
    const rows = [aRow({ id: 'a' })];
    const { clock, readings, setTime } = clockOver(rows);
    // Callers at once share one reading.
    await Promise.all([clock.activeSales(at(0)), clock.activeSales(at(0))]);
    expect(readings).toHaveLength(1);

    rows[0] = aRow({ id: 'a', paused: true, updatedAt: at(1) });
    expect(await clock.activeSales(at(1))).toHaveLength(1);
    clock.forget();
    expect(await clock.activeSales(at(1))).toEqual([]);
    expect(readings).toHaveLength(2);

    rows[0] = aRow({ id: 'a', updatedAt: at(2) });
    setTime(2);
    expect(await clock.activeSales(at(2))).toEqual([]);
    setTime(6);
    expect(await clock.activeSales(at(6))).toHaveLength(1);
    expect(readings).toHaveLength(3);

    // A moment just before the reading (a request begun as it was made) is answered from it.
    await clock.activeSales(new Date(T0 + 6 * 60_000 - 1000));
    expect(readings).toHaveLength(3);
    await clock.activeSales(at(-30));
    expect(readings.at(-1)).toEqual(at(-30));
  });

  it('keeps no reading begun before a change', async () => {
    let release: (rows: SaleRow[]) => void = () => {};
    let calls = 0;
    const clock = createSalesClock({
      live: () => {
        calls += 1;
        return calls === 1 ? new Promise<SaleRow[]>((resolve) => (release = resolve)) : Promise.resolve([]);
      },
      clock: () => T0,
    });
    const stale = clock.activeSales(at(0));
    clock.forget();
    release([aRow({ id: 'old' })]);
    expect((await stale).map((sale) => sale.id)).toEqual(['old']);
    expect(await clock.activeSales(at(0))).toEqual([]);
    expect(calls).toBe(2);
  });
});
