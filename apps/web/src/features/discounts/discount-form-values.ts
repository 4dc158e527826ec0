/**
 * The 'New code' form: what it holds while the admin types (text, as inputs give it), and how
 * that becomes the API's body, checked by the shared `DiscountInputSchema` (the server's own
 * check), so that its messages stand under the same fields as the server's.
 */
import { DISCOUNT_KINDS, DiscountInputSchema, type DiscountInput, type DiscountKind } from '@shop/shared/discount.schema';
import { z } from 'zod';

export interface DiscountFormValues {
  code: string;
  kind: DiscountKind;
  /** A percentage or dollars, as typed; left out for free shipping. */
  value: string;
  /** Each of these empty: none. */
  minSubtotal: string;
  /** `datetime-local` values, in the admin's own time zone. */
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  perCustomerLimit: string;
  appliesTo: { kind: 'all' | 'categories'; handles: string[] };
}

export const EMPTY_DISCOUNT_FORM: DiscountFormValues = {
  code: '',
  kind: 'percent',
  value: '',
  minSubtotal: '',
  startsAt: '',
  endsAt: '',
  usageLimit: '',
  perCustomerLimit: '',
  appliesTo: { kind: 'all', handles: [] },
};

/** The fields a server's refusal can name, as the form names them. */
export const DISCOUNT_FORM_FIELDS = [
  'code',
  'kind',
  'value',
  'minSubtotal',
  'startsAt',
  'endsAt',
  'usageLimit',
  'perCustomerLimit',
  'appliesTo.handles',
] as const;

/** A number as typed ('$1,250.50', '12.5 %'); NaN when it is not one, for the schema to refuse. */
function numberOf(text: string): number {
  return Number(text.replace(/[\s$%,]/g, ''));
}

const optionalNumber = (text: string) => (text.trim() ? numberOf(text) : null);

/**
 * A `datetime-local` value ('2025-06-01T09:00') as ISO 8601 with the browser's own offset
 * ('2025-06-01T09:00:00+02:00'): the moment the admin meant, wherever the server runs. A value
 * that is not a date is passed on as it is, for the schema to refuse.
 */
export function localDateTimeToIso(local: string): string {
  const date = new Date(local);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(local) || Number.isNaN(date.getTime())) return local;
  const offset = -date.getTimezoneOffset();
  const pad = (part: number) => String(Math.floor(Math.abs(part))).padStart(2, '0');
  const seconds = local.length === 16 ? ':00' : '';
  return `${local}${seconds}${offset < 0 ? '-' : '+'}${pad(offset / 60)}:${pad(offset % 60)}`;
}

const optionalMoment = (local: string) => (local.trim() ? localDateTimeToIso(local.trim()) : null);

/** The API's body from what the form holds. */
export function toDiscountInput(values: DiscountFormValues): DiscountInput {
  return {
    code: values.code,
    kind: values.kind,
    ...(values.kind === 'free-shipping' || !values.value.trim() ? {} : { value: numberOf(values.value) }),
    minSubtotal: optionalNumber(values.minSubtotal),
    startsAt: optionalMoment(values.startsAt),
    endsAt: optionalMoment(values.endsAt),
    usageLimit: optionalNumber(values.usageLimit),
    perCustomerLimit: optionalNumber(values.perCustomerLimit),
    appliesTo: values.appliesTo.kind === 'all' ? { kind: 'all' } : { kind: 'categories', handles: values.appliesTo.handles },
  };
}

/** The form's check: its text made into the API's body, then the server's own schema. */
export const DiscountFormSchema = z
  .object({
    code: z.string(),
    kind: z.enum(DISCOUNT_KINDS),
    value: z.string(),
    minSubtotal: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    usageLimit: z.string(),
    perCustomerLimit: z.string(),
    appliesTo: z.object({ kind: z.enum(['all', 'categories']), handles: z.array(z.string()) }),
  })
  .transform(toDiscountInput)
  .pipe(DiscountInputSchema);
