type Fields = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields whose values differ, as they were and as they became, for an audit entry. A field
 * holding an object (a product's stock by variant) keeps only its own changed keys; a field that
 * one side lacks is null on that side.
 */
export function changedFields(before: Fields, after: Fields): { before: Fields; after: Fields } {
  const was: Fields = {};
  const is: Fields = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const old = before[key] ?? null;
    const now = after[key] ?? null;
    if (same(old, now)) continue;
    if (isPlainObject(old) && isPlainObject(now)) {
      const inner = changedFields(old, now);
      was[key] = inner.before;
      is[key] = inner.after;
    } else {
      was[key] = old;
      is[key] = now;
    }
  }
  return { before: was, after: is };
}
