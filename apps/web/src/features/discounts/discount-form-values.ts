/**
 * The 'New code' form: what it holds while the admin types (text, as inputs give it), and how
 * that becomes the API's body, checked by the shared `DiscountInputSchema` (the server's own
 * check), so that its messages stand under the same fields as the server's.
 */
import { DISCOUNT_KINDS, DiscountInputSchema, type DiscountInput, type DiscountKind } from '@shop/shared/discount.schema';
import { z } from 'zod';
import { optionalMoment, ScopeFormSchema, scopeInput, typedNumber, type ScopeValue } from '@/features/sales/promotion-form-values';

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
  /** The categories' handles and the products' ids: the one of the scope's kind is sent. */
  appliesTo: ScopeValue;
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
  appliesTo: { kind: 'all', handles: [], ids: [] },
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
  'appliesTo.ids',
] as const;

const optionalNumber = (text: string) => (text.trim() ? typedNumber(text) : null);

/** The API's body from what the form holds. */
export function toDiscountInput(values: DiscountFormValues): DiscountInput {
  return {
    code: values.code,
    kind: values.kind,
    ...(values.kind === 'free-shipping' || !values.value.trim() ? {} : { value: typedNumber(values.value) }),
    minSubtotal: optionalNumber(values.minSubtotal),
    startsAt: optionalMoment(values.startsAt),
    endsAt: optionalMoment(values.endsAt),
    usageLimit: optionalNumber(values.usageLimit),
    perCustomerLimit: optionalNumber(values.perCustomerLimit),
    appliesTo: scopeInput(values.appliesTo),
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
    appliesTo: ScopeFormSchema,
  })
  .transform(toDiscountInput)
  .pipe(DiscountInputSchema);
