/**
 * The sale form: what it holds while the admin types (text, as inputs give it), and how that
 * becomes the API's body, checked by the shared `SaleInputSchema` (the server's own check), so
 * that its messages stand under the same fields as the server's.
 */
import { SALE_KINDS, SaleInputSchema, type Sale, type SaleInput, type SaleKind } from '@shop/shared/sale.schema';
import { z } from 'zod';

export type SaleScopeKind = Sale['appliesTo']['kind'];

export interface SaleFormValues {
  name: string;
  kind: SaleKind;
  /** A percentage or dollars, as typed. */
  value: string;
  /** The categories' handles and the products' ids: the one of the scope's kind is sent. */
  appliesTo: { kind: SaleScopeKind; handles: string[]; ids: string[] };
  /** `datetime-local` values, in the admin's own time zone; empty for none. */
  startsAt: string;
  endsAt: string;
}

export const EMPTY_SALE_FORM: SaleFormValues = {
  name: '',
  kind: 'percent',
  value: '',
  appliesTo: { kind: 'all', handles: [], ids: [] },
  startsAt: '',
  endsAt: '',
};

/** The fields a server's refusal can name, as the form names them. */
export const SALE_FORM_FIELDS = ['name', 'kind', 'value', 'appliesTo.handles', 'appliesTo.ids', 'startsAt', 'endsAt'] as const;

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

/** What the form holds for a sale being changed. */
export function saleFormValues(sale: Sale): SaleFormValues {
  const scope = sale.appliesTo;
  return {
    name: sale.name,
    kind: sale.kind,
    value: String(sale.value),
    appliesTo: {
      kind: scope.kind,
      handles: scope.kind === 'categories' ? [...scope.handles] : [],
      ids: scope.kind === 'products' ? [...scope.ids] : [],
    },
    startsAt: isoToLocalDateTime(sale.startsAt),
    endsAt: isoToLocalDateTime(sale.endsAt),
  };
}

/** A number as typed ('$1,250.50', '12.5 %'); NaN when it is not one, for the schema to refuse. */
function numberOf(text: string): number {
  return Number(text.replace(/[\s$%,]/g, ''));
}

const optionalMoment = (local: string) => (local.trim() ? localDateTimeToIso(local.trim()) : null);

/** The API's body from what the form holds. */
export function toSaleInput(values: SaleFormValues): SaleInput {
  const scope = values.appliesTo;
  return {
    name: values.name,
    kind: values.kind,
    ...(values.value.trim() ? { value: numberOf(values.value) } : {}),
    appliesTo:
      scope.kind === 'categories'
        ? { kind: 'categories', handles: scope.handles }
        : scope.kind === 'products'
          ? { kind: 'products', ids: scope.ids }
          : { kind: 'all' },
    startsAt: optionalMoment(values.startsAt),
    endsAt: optionalMoment(values.endsAt),
  } as SaleInput;
}

/** The form's check: its text made into the API's body, then the server's own schema. */
export const SaleFormSchema = z
  .object({
    name: z.string(),
    kind: z.enum(SALE_KINDS),
    value: z.string(),
    appliesTo: z.object({ kind: z.enum(['all', 'categories', 'products']), handles: z.array(z.string()), ids: z.array(z.string()) }),
    startsAt: z.string(),
    endsAt: z.string(),
  })
  .transform(toSaleInput)
  .pipe(SaleInputSchema);
