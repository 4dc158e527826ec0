/**
 * The sale form: what it holds while the admin types (text, as inputs give it), and how that
 * becomes the API's body, checked by the shared `SaleInputSchema` (the server's own check), so
 * that its messages stand under the same fields as the server's.
 */
import { SALE_KINDS, SaleInputSchema, type Sale, type SaleInput, type SaleKind } from '@shop/shared/sale.schema';
import { z } from 'zod';
import {
  isoToLocalDateTime,
  optionalMoment,
  ScopeFormSchema,
  scopeInput,
  scopeValue,
  typedNumber,
  type ScopeValue,
} from './promotion-form-values';

export interface SaleFormValues {
  name: string;
  kind: SaleKind;
  /** A percentage or dollars, as typed. */
  value: string;
  /** The categories' handles and the products' ids: the one of the scope's kind is sent. */
  appliesTo: ScopeValue;
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

/** What the form holds for a sale being changed. */
export function saleFormValues(sale: Sale): SaleFormValues {
  return {
    name: sale.name,
    kind: sale.kind,
    value: String(sale.value),
    appliesTo: scopeValue(sale.appliesTo),
    startsAt: isoToLocalDateTime(sale.startsAt),
    endsAt: isoToLocalDateTime(sale.endsAt),
  };
}

/** The API's body from what the form holds. */
export function toSaleInput(values: SaleFormValues): SaleInput {
  return {
    name: values.name,
    kind: values.kind,
    ...(values.value.trim() ? { value: typedNumber(values.value) } : {}),
    appliesTo: scopeInput(values.appliesTo),
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
    appliesTo: ScopeFormSchema,
    startsAt: z.string(),
    endsAt: z.string(),
  })
  .transform(toSaleInput)
  .pipe(SaleInputSchema);
