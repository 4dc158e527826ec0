import { zodResolver } from '@hookform/resolvers/zod';
import { isInCart } from '@shop/shared/cart';
import { colorPicture } from '@shop/shared/color-picture';
import { ONE_SIZE } from '@shop/shared/constants';
import {
  GIFT_CARD_MESSAGE_MAX,
  GIFT_CARD_SEND_DAYS_AHEAD,
  GiftCardLineSchema,
  giftAmountProblem,
  sendOnProblem,
  type GiftCardLine,
  type GiftCardOffer,
} from '@shop/shared/gift-card.schema';
import { toCents } from '@shop/shared/money';
import type { Product } from '@shop/shared/product.schema';
import { ShoppingBag } from 'lucide-react';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { ChoiceChip } from '@/components/ui/choice-chip';
import { DollarField, EmailField, TextAreaField, TextField } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { useCartStore } from '@/features/cart/cart-store';
import { reportEvent } from '@/lib/analytics';
import { formatDollars, typedNumber } from '@/lib/format';

/** The radio that chooses a custom amount (the fixed values' radios hold the value itself: '25'). */
const CUSTOM = 'custom';

/** What the form holds while the shopper types: text, as inputs give it. */
interface GiftCardFormValues {
  /** A fixed value ('25') or CUSTOM. */
  choice: string;
  /** The custom amount, as typed; read only when CUSTOM is chosen. */
  amount: string;
  to: string;
  toName: string;
  from: string;
  message: string;
  /** A date input's value ('2026-12-24'); empty to send it as soon as the order is paid. */
  sendOn: string;
}

/** The sending day's limits, as the server counts them (days in UTC). */
function sendDayLimits(now = new Date()) {
  return {
    min: now.toISOString().slice(0, 10),
    max: new Date(now.getTime() + GIFT_CARD_SEND_DAYS_AHEAD * 86_400_000).toISOString().slice(0, 10),
  };
}

const customLimits = (offer: GiftCardOffer) =>
  offer.customMin !== null && offer.customMax !== null ? { min: offer.customMin, max: offer.customMax } : null;

/**
 * The form's values as the bag's gift card line, checked by the shared GiftCardLineSchema (the
 * server's own check), with the offer's values and the sending day's limits checked here too.
 */
function giftCardFormSchema(offer: GiftCardOffer) {
  const limits = customLimits(offer);
  const outOfOffer = limits ? `Choose an amount from ${formatDollars(limits.min)} to ${formatDollars(limits.max)}.` : 'Choose an amount.';
  const offerCents = {
    amountsCents: offer.amounts.map(toCents),
    customMinCents: limits ? toCents(limits.min) : null,
    customMaxCents: limits ? toCents(limits.max) : null,
  };
  const lineSchema = GiftCardLineSchema.extend({
    amount: z
      .number({ message: outOfOffer })
      .pipe(GiftCardLineSchema.shape.amount)
      .refine((amount) => giftAmountProblem(offerCents, toCents(amount)) === null, { message: outOfOffer }),
    sendOn: GiftCardLineSchema.shape.sendOn.superRefine((day, ctx) => {
      const problem = sendOnProblem(day);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  });
  return z
    .object({
      choice: z.string(),
      amount: z.string(),
      to: z.string(),
      toName: z.string(),
      from: z.string(),
      message: z.string(),
      sendOn: z.string(),
    })
    .transform((values): GiftCardLine => {
      const custom = values.amount.trim();
      const optional = (text: string) => text.trim() || undefined;
      return {
        amount: values.choice === CUSTOM ? (custom ? typedNumber(custom) : Number.NaN) : values.choice ? Number(values.choice) : Number.NaN,
        to: values.to,
        toName: optional(values.toName),
        from: optional(values.from),
        message: optional(values.message),
        sendOn: optional(values.sendOn),
      };
    })
    .pipe(lineSchema);
}

/**
 * A gift card product's form, in place of the colour and size: its value (one of the fixed ones,
 * or a custom amount within the offer's limits), who it is for, a message and the day it is
 * mailed. Each one added is its own bag line; the recipient's fields then empty for the next one.
 */
export function GiftCardForm({ product, offer }: { product: Product; offer: GiftCardOffer }) {
  const addToBag = useCartStore((state) => state.add);
  const schema = useMemo(() => giftCardFormSchema(offer), [offer]);
  const limits = customLimits(offer);
  const {
    register,
    handleSubmit,
    resetField,
    control,
    formState: { errors },
  } = useForm<GiftCardFormValues, unknown, GiftCardLine>({
    resolver: zodResolver(schema),
    defaultValues: {
      choice: offer.amounts.length > 0 ? String(offer.amounts[0]) : limits ? CUSTOM : '',
      amount: '',
      to: '',
      toName: '',
      from: '',
      message: '',
      sendOn: '',
    },
  });
  const choice = useWatch({ control, name: 'choice' });
  const message = useWatch({ control, name: 'message' });
  const sendDays = sendDayLimits();
  const custom = choice === CUSTOM;
  const amountErrorId = `gift-card-${product._id}-amount-error`;
  // A custom amount's problem stands under its input; any other under the choice.
  const choiceError = custom ? undefined : errors.amount?.message;

  const onSubmit = handleSubmit((giftCard) => {
    const color = product.color[0] ?? '';
    const item = {
      _id: product._id,
      name: product.name,
      price: giftCard.amount,
      image: colorPicture(product, color),
      color,
      size: ONE_SIZE,
      ...(product.finalSale ? { finalSale: true } : {}),
      giftCard,
    };
    if (isInCart(useCartStore.getState(), item)) {
      toast.message('This item is already in your bag.');
      return;
    }
    addToBag(item);
    reportEvent({ kind: 'bag', productId: product._id });
    toast.success('Item added to cart');
    // Ready for another card, for someone else.
    resetField('to');
    resetField('toName');
  });

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">A gift card is sent by email with its code. Nothing is shipped.</p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <fieldset aria-describedby={choiceError ? amountErrorId : undefined} className="space-y-3">
          <legend className="mb-3 block text-sm font-medium">Amount</legend>
          <div className="flex flex-wrap gap-2">
            {offer.amounts.map((value) => (
              <ChoiceChip key={value} type="radio" value={String(value)} {...register('choice')}>
                {formatDollars(value)}
              </ChoiceChip>
            ))}
            {limits ? (
              <ChoiceChip type="radio" value={CUSTOM} {...register('choice')}>
                Another amount
              </ChoiceChip>
            ) : null}
          </div>
          {custom && limits ? (
            <DollarField
              label="Amount ($)"
              hint={`From ${formatDollars(limits.min)} to ${formatDollars(limits.max)}.`}
              error={errors.amount?.message}
              {...register('amount')}
            />
          ) : null}
          {choiceError ? (
            <p id={amountErrorId} className="text-sm text-danger">
              {choiceError}
            </p>
          ) : null}
        </fieldset>
        <EmailField
          label="Recipient's email"
          required
          spellCheck={false}
          autoComplete="off"
          error={errors.to?.message}
          {...register('to')}
        />
        <TextField
          label="Recipient's name (optional)"
          autoComplete="off"
          maxLength={80}
          error={errors.toName?.message}
          {...register('toName')}
        />
        <TextField label="Your name (optional)" autoComplete="name" maxLength={80} error={errors.from?.message} {...register('from')} />
        <TextAreaField
          label="Message (optional)"
          maxLength={GIFT_CARD_MESSAGE_MAX}
          hint={`${message.length} of ${GIFT_CARD_MESSAGE_MAX} characters`}
          error={errors.message?.message}
          {...register('message')}
        />
        <TextField
          label="Send on (optional)"
          type="date"
          min={sendDays.min}
          max={sendDays.max}
          hint="Left empty, it is sent as soon as the order is paid."
          error={errors.sendOn?.message}
          {...register('sendOn')}
        />
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          <ShoppingBag aria-hidden="true" className="size-5" />
          Add to Cart
        </Button>
      </form>
    </div>
  );
}
