/**
 * The method form: what it holds while the admin types (text, as inputs give it, with a row per
 * weight band), and how that becomes the API's body, checked by the shared
 * `ShippingMethodInputSchema` (the server's own check), so that its messages stand under the
 * same fields as the server's.
 */
import {
  SHIPPING_BANDS_MAX,
  SHIPPING_METHOD_KINDS,
  ShippingMethodInputSchema,
  type ManagedShippingMethod,
  type ShippingMethodInput,
  type ShippingMethodKind,
} from '@shop/shared/shipping.schema';
import { z } from 'zod';

export interface BandRow {
  /** Grams, as typed; empty for the last band, of any weight. */
  upToGrams: string;
  rate: string;
}

export interface MethodFormValues {
  name: string;
  estimate: string;
  kind: ShippingMethodKind;
  /** Dollars, as typed: the flat rate, or what a free-over method costs under its threshold. */
  rate: string;
  freeOverAmount: string;
  bands: BandRow[];
}

export const EMPTY_BAND: BandRow = { upToGrams: '', rate: '' };

const text = (value: number | null) => (value === null ? '' : String(value));

/** The form filled in with a method, or empty (one open band, for a method by weight) for a new one. */
export function methodFormValues(method: ManagedShippingMethod | null): MethodFormValues {
  if (!method) return { name: '', estimate: '', kind: 'flat', rate: '', freeOverAmount: '', bands: [EMPTY_BAND] };
  return {
    name: method.name,
    estimate: method.estimate,
    kind: method.kind,
    rate: method.kind === 'weight' ? '' : text(method.rate),
    freeOverAmount: text(method.freeOverAmount),
    bands:
      method.bands.length > 0 ? method.bands.map((band) => ({ upToGrams: text(band.upToGrams), rate: text(band.rate) })) : [EMPTY_BAND],
  };
}

/** The fields a server's refusal can name, as the form names them. */
export const METHOD_FORM_FIELDS = [
  'name',
  'estimate',
  'kind',
  'rate',
  'freeOverAmount',
  'bands',
  ...Array.from({ length: SHIPPING_BANDS_MAX }, (_, index) => [`bands.${index}.upToGrams` as const, `bands.${index}.rate` as const]).flat(),
] as const;

/** A number as typed ('$1,250.50', '2,000 g'); NaN when it is not one, for the schema to refuse. */
const numberOf = (typed: string) => Number(typed.replace(/[\s$,g]/gi, ''));

/** The API's body from what the form holds: only the fields of the kind chosen. */
export function toMethodInput(values: MethodFormValues): ShippingMethodInput {
  const rate = values.rate.trim() ? { rate: numberOf(values.rate) } : {};
  return {
    name: values.name,
    estimate: values.estimate,
    kind: values.kind,
    ...(values.kind === 'weight' ? {} : rate),
    ...(values.kind === 'free-over' ? { freeOverAmount: values.freeOverAmount.trim() ? numberOf(values.freeOverAmount) : null } : {}),
    ...(values.kind === 'weight'
      ? {
          bands: values.bands.map((band) => ({
            upToGrams: band.upToGrams.trim() ? numberOf(band.upToGrams) : null,
            rate: numberOf(band.rate),
          })),
        }
      : {}),
  };
}

/** The form's check: its text made into the API's body, then the server's own schema. */
export const MethodFormSchema = z
  .object({
    name: z.string(),
    estimate: z.string(),
    kind: z.enum(SHIPPING_METHOD_KINDS),
    rate: z.string(),
    freeOverAmount: z.string(),
    bands: z.array(z.object({ upToGrams: z.string(), rate: z.string() })),
  })
  .transform(toMethodInput)
  .pipe(ShippingMethodInputSchema);

/** What an edit changes of a method: only the fields that differ (none: nothing to send). */
export function methodChanges(method: ManagedShippingMethod, input: ShippingMethodInput): Partial<ShippingMethodInput> {
  const stored: Record<string, unknown> = { ...method };
  return Object.fromEntries(
    Object.entries(input).filter(([field, value]) => JSON.stringify(value ?? null) !== JSON.stringify(stored[field] ?? null)),
  ) as Partial<ShippingMethodInput>;
}
