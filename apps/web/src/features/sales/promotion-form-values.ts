/**
 * What the forms of sales and discount codes share: the scope as they hold it, and the text of
 * their inputs (numbers and moments as typed) made into the API's values.
 */
import { z } from 'zod';

/** What a promotion applies to, as its form holds it: the handles and ids of the kind chosen are sent. */
export interface ScopeValue {
  kind: 'all' | 'categories' | 'products';
  handles: string[];
  ids: string[];
}

export const ScopeFormSchema = z.object({
  kind: z.enum(['all', 'categories', 'products']),
  handles: z.array(z.string()),
  ids: z.array(z.string()),
});

/** The API's scope from what the form holds. */
export function scopeInput(scope: ScopeValue) {
  return scope.kind === 'categories'
    ? { kind: 'categories' as const, handles: scope.handles }
    : scope.kind === 'products'
      ? { kind: 'products' as const, ids: scope.ids }
      : { kind: 'all' as const };
}

/** What the form holds for a promotion's scope. */
export function scopeValue(
  scope: { kind: 'all' } | { kind: 'categories'; handles: string[] } | { kind: 'products'; ids: string[] },
): ScopeValue {
  return {
    kind: scope.kind,
    handles: scope.kind === 'categories' ? [...scope.handles] : [],
    ids: scope.kind === 'products' ? [...scope.ids] : [],
  };
}

const pad = (part: number) => String(Math.floor(Math.abs(part))).padStart(2, '0');

/**
 * A `datetime-local` value ('2025-06-01T09:00') as ISO 8601 with the browser's own offset
 * ('2025-06-01T09:00:00+02:00'): the moment the admin meant, wherever the server runs. A value
 * that is not a date is passed on as it is, for the schema to refuse.
 */
export function localDateTimeToIso(local: string): string {
  const date = new Date(local);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(local) || Number.isNaN(date.getTime())) return local;
  const offset = -date.getTimezoneOffset();
  const seconds = local.length === 16 ? ':00' : '';
  return `${local}${seconds}${offset < 0 ? '-' : '+'}${pad(offset / 60)}:${pad(offset % 60)}`;
}

/** An ISO moment as a `datetime-local` value in the browser's own time zone; empty for none. */
export function isoToLocalDateTime(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** An optional moment as typed: null when left empty. */
export const optionalMoment = (local: string) => (local.trim() ? localDateTimeToIso(local.trim()) : null);

export { typedNumber } from '@/lib/format';
