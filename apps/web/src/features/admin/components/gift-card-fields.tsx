/**
 * The product form's 'Gift card' section: whether the product is sold as a gift card, its fixed
 * values and maybe a custom amount, what that becomes in the API body (checked with the shared
 * `GiftCardOfferInputSchema`, the server's own check), and where the server's refusals show.
 */
import { GiftCardOfferInputSchema, type GiftCardOffer } from '@shop/shared/gift-card.schema';
import type { ProductInputParsed } from '@shop/shared/product.schema';
import type { Control, FieldErrors, Resolver, ResolverOptions, ResolverResult, UseFormRegister } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { TextField } from '@/components/ui/field';
import type { ProductFormValues } from '../product-form-values';

/** The section as the admin types it. */
export interface GiftCardFormValues {
  /** Sell as a gift card. */
  enabled: boolean;
  /** The fixed values, in dollars, separated by commas. */
  amounts: string;
  /** Also sell a custom amount, between the lowest and the highest. */
  custom: boolean;
  customMin: string;
  customMax: string;
}

/** The product form's values, with its gift card section. */
export type ProductFormState = ProductFormValues & { giftCard: GiftCardFormValues };

/** A field of the section that an error can stand under. */
type GiftCardField = 'amounts' | 'customMin' | 'customMax';

export const GIFT_CARD_VALUES_MESSAGE = 'Write the values as numbers, separated by commas.';
export const GIFT_CARD_SIZE_HINT = 'A gift card takes one colour and One size.';

/** What the section offers when first ticked. */
const DEFAULT_GIFT_CARD: GiftCardFormValues = { enabled: false, amounts: '25, 50, 100', custom: false, customMin: '10', customMax: '500' };

/** The section filled with a product's offer: unticked (with the defaults ready) when it is no gift card. */
export function giftCardFormValues(offer: GiftCardOffer | null | undefined): GiftCardFormValues {
  if (!offer) return { ...DEFAULT_GIFT_CARD };
  const custom = offer.customMin !== null && offer.customMax !== null;
  return {
    enabled: true,
    amounts: offer.amounts.map(String).join(', '),
    custom,
    customMin: custom ? String(offer.customMin) : DEFAULT_GIFT_CARD.customMin,
    customMax: custom ? String(offer.customMax) : DEFAULT_GIFT_CARD.customMax,
  };
}

/** The offer as the API takes it, in dollars. */
export interface GiftCardBody {
  amounts: number[];
  customMin: number | null;
  customMax: number | null;
}

/** The values typed ('25, 50, $100'), or null when one of them is not a number. An empty list is no values. */
function parseAmounts(text: string): number[] | null {
  const parts = text
    .split(',')
    .map((part) => part.trim().replace(/^\$\s*/, ''))
    .filter((part) => part !== '');
  if (!parts.every((part) => /^(\d+(\.\d*)?|\.\d+)$/.test(part))) return null;
  return parts.map(Number);
}

/** An amount typed in a number box: NaN when empty, which the schema calls not a number. */
const parseAmount = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The offer the section makes, or what is wrong with it, field by field. */
export function giftCardBodyOf(values: GiftCardFormValues): { body: GiftCardBody } | { errors: Partial<Record<GiftCardField, string>> } {
  const amounts = parseAmounts(values.amounts);
  if (amounts === null) return { errors: { amounts: GIFT_CARD_VALUES_MESSAGE } };
  const result = GiftCardOfferInputSchema.safeParse({
    amounts,
    customMin: values.custom ? parseAmount(values.customMin) : null,
    customMax: values.custom ? parseAmount(values.customMax) : null,
  });
  if (result.success) {
    return { body: { amounts: result.data.amounts, customMin: result.data.customMin ?? null, customMax: result.data.customMax ?? null } };
  }
  const errors: Partial<Record<GiftCardField, string>> = {};
  for (const issue of result.error.issues) {
    const field = giftCardFieldOf(issue.path.map(String), values.custom);
    errors[field] ??= issue.message;
  }
  return { errors };
}

/** The input a problem of the offer (`amounts.2`, `customMax`) stands under: the values, unless the custom amount is shown. */
function giftCardFieldOf(path: readonly string[], custom: boolean): GiftCardField {
  const [head] = path;
  return custom && (head === 'customMin' || head === 'customMax') ? head : 'amounts';
}

/**
 * The form field of a server refusal of the gift card (`giftCard.amounts`, `giftCard.customMax`),
 * or undefined when the path is not the gift card's, or the section is not shown to stand under.
 */
export function giftCardFormField(path: string, values: GiftCardFormValues): `giftCard.${GiftCardField}` | undefined {
  const [head, ...rest] = path.split('.');
  if (head !== 'giftCard' || !values.enabled) return undefined;
  return `giftCard.${giftCardFieldOf(rest, values.custom)}`;
}

/**
 * The product form's check, with the gift card section: ticked, the body carries its offer; unticked,
 * `giftCard: null` when the product was a gift card (it becomes goods again), and nothing otherwise.
 */
export function withGiftCard(
  resolver: Resolver<ProductFormValues, unknown, ProductInputParsed>,
  wasGiftCard: boolean,
): Resolver<ProductFormState, unknown, ProductInputParsed> {
  return async (values, context, options): Promise<ResolverResult<ProductFormState, ProductInputParsed>> => {
    const result = await resolver(values, context, options as unknown as ResolverOptions<ProductFormValues>);
    const gift = values.giftCard.enabled ? giftCardBodyOf(values.giftCard) : { body: wasGiftCard ? null : undefined };
    if ('errors' in gift) {
      const giftErrors = Object.fromEntries(Object.entries(gift.errors).map(([field, message]) => [field, { type: 'validate', message }]));
      return { values: {}, errors: { ...result.errors, giftCard: giftErrors } as FieldErrors<ProductFormState> };
    }
    if (Object.keys(result.errors).length > 0) return { values: {}, errors: result.errors as FieldErrors<ProductFormState> };
    // Without errors, the values are the checked body.
    const body = result.values as ProductInputParsed;
    return { values: gift.body === undefined ? body : { ...body, giftCard: gift.body }, errors: {} };
  };
}

export interface GiftCardFieldsProps {
  control: Control<ProductFormState, unknown, ProductInputParsed>;
  register: UseFormRegister<ProductFormState>;
  errors: FieldErrors<ProductFormState>;
  /** Called when 'Sell as a gift card' is ticked or unticked. */
  onSellAsGiftCardChange?: (enabled: boolean) => void;
}

/** The 'Gift card' section of the product form. */
export function GiftCardFields({ control, register, errors, onSellAsGiftCardChange }: GiftCardFieldsProps) {
  const [enabled, custom] = useWatch({ control, name: ['giftCard.enabled', 'giftCard.custom'] });
  const giftErrors = errors.giftCard;
  return (
    <section aria-labelledby="product-gift-card-title" className="space-y-4 border-t border-line pt-6 lg:col-start-1">
      <h2 id="product-gift-card-title" className="text-xl">
        Gift card
      </h2>
      <Checkbox
        id="product-gift-card"
        label="Sell as a gift card"
        hint="Bought for someone by email: no colour or size to choose, no stock, nothing shipped. Its tax class becomes gift-card, which pays no tax unless your tax table gives that class a rate."
        {...register('giftCard.enabled', {
          onChange: (event: { target: { checked: boolean } }) => onSellAsGiftCardChange?.(event.target.checked),
        })}
      />
      {enabled ? (
        <>
          <TextField
            label="Values ($)"
            autoComplete="off"
            inputMode="decimal"
            placeholder="25, 50, 100"
            hint="Separated by commas, up to 8."
            className="max-w-sm"
            error={giftErrors?.amounts?.message}
            {...register('giftCard.amounts')}
          />
          <fieldset className="space-y-3">
            <legend className="block text-sm font-medium">Custom amount</legend>
            <Checkbox id="product-gift-card-custom" label="Also sell a custom amount" {...register('giftCard.custom')} />
            {custom ? (
              <div className="grid max-w-sm gap-6 sm:grid-cols-2">
                <TextField
                  label="Lowest ($)"
                  type="number"
                  inputMode="decimal"
                  min={1}
                  step={0.01}
                  autoComplete="off"
                  error={giftErrors?.customMin?.message}
                  {...register('giftCard.customMin')}
                />
                <TextField
                  label="Highest ($)"
                  type="number"
                  inputMode="decimal"
                  min={1}
                  step={0.01}
                  autoComplete="off"
                  error={giftErrors?.customMax?.message}
                  {...register('giftCard.customMax')}
                />
              </div>
            ) : null}
          </fieldset>
          <p className="text-xs text-muted">{GIFT_CARD_SIZE_HINT}</p>
        </>
      ) : null}
    </section>
  );
}

/** A checkbox with its label (the whole line a fingertip-sized target) and maybe a hint, as 'Final sale' is. */
function Checkbox({
  id,
  label,
  hint,
  ...input
}: { id: string; label: string; hint?: string } & ReturnType<UseFormRegister<ProductFormState>>) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-3 size-5 shrink-0 cursor-pointer accent-ink"
        {...input}
      />
      <div className="min-w-0">
        <label htmlFor={id} className="block cursor-pointer pt-2.5 pb-1 text-sm font-medium">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-muted">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
