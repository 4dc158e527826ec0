import {
  CurrencyCodeSchema,
  CurrencyRoundingSchema,
  ExchangeRateSchema,
  type CurrencyCode,
  type CurrencyMutationResponse,
  type CurrencyRounding,
  type ManagedCurrency,
} from '@shop/shared/currency.schema';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { SelectField, TextField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { useMutationForm } from '@/components/ui/use-mutation-form';
import { apiErrorDetail, apiFieldErrors } from '@/lib/api-error-detail';
import { useSaveCurrency } from '../api/change-currencies';
import { currencyLabel, exampleBasePrice, examplePrice, rateText, ROUNDINGS, roundingLabel } from '../currency-labels';

export const CURRENCY_ADD_FAILED = 'Could not add the currency.';
export const CURRENCY_SAVE_FAILED = 'Could not save the currency.';

/** The choices read as written ('US dollar', 'Exact, to the cent'): selects capitalise every word by default. */
const KEEP_CASE = '[&_select]:normal-case';

/** The fields a server's refusal can name, as the form names them. */
const FIELDS = ['code', 'rate', 'rounding'] as const;

interface CurrencyFormValues {
  code: string;
  rate: string;
  rounding: string;
}

/** The form's check: the rate typed as text made a number, then the server's own rules. */
const CurrencyFormSchema = z.object({
  code: z.string().pipe(CurrencyCodeSchema),
  rate: z
    .string()
    .trim()
    .min(1, { message: 'Rate is required', abort: true })
    .transform((value) => Number(value))
    .pipe(ExchangeRateSchema),
  rounding: z.string().pipe(CurrencyRoundingSchema),
});

export interface CurrencyFormModalProps {
  open: boolean;
  /** The currency to change; null adds one of `choices`. */
  currency: ManagedCurrency | null;
  /** The currencies that can be added: those not presented yet. */
  choices: readonly CurrencyCode[];
  onClose: () => void;
}

/** Adds a currency, or changes one's rate and rounding (the same form, filled in), in a modal. */
export function CurrencyFormModal({ open, currency, choices, onClose }: CurrencyFormModalProps) {
  const [pending, setPending] = useState(false);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={currency ? 'Edit currency' : 'Add a currency'}
      description={
        currency
          ? currencyLabel(currency.code)
          : 'Prices stay in US dollars; shoppers also see them in this currency, at your rate and rounded by its rule.'
      }
      dismissible={!pending}
    >
      <CurrencyForm key={currency?.code ?? 'new'} currency={currency} choices={choices} onDone={onClose} onPendingChange={setPending} />
    </Modal>
  );
}

function CurrencyForm({
  currency,
  choices,
  onDone,
  onPendingChange,
}: {
  currency: ManagedCurrency | null;
  choices: readonly CurrencyCode[];
  onDone: () => void;
  onPendingChange: (pending: boolean) => void;
}) {
  const save = useSaveCurrency();
  const [failure, setFailure] = useState<{ placed: boolean; detail?: string } | null>(null);
  const mutation = {
    isPending: save.isPending,
    mutateAsync: async (values: z.output<typeof CurrencyFormSchema>): Promise<CurrencyMutationResponse> => {
      try {
        return await save.mutateAsync({ code: values.code, input: { rate: values.rate, rounding: values.rounding } });
      } catch (error) {
        // The alert above the fields; the form puts the fields' part of the refusal beside them.
        const placed = Object.keys(apiFieldErrors(error)).some((field) => (FIELDS as readonly string[]).includes(field));
        setFailure({ placed, detail: placed ? undefined : apiErrorDetail(error) });
        throw error;
      }
    },
  };
  const { register, control, errors, pending, submit, send } = useMutationForm(mutation, {
    schema: CurrencyFormSchema,
    defaultValues: {
      code: currency?.code ?? '',
      rate: currency ? rateText(currency.rate) : '',
      rounding: currency?.rounding ?? 'minor',
    } satisfies CurrencyFormValues,
    serverFields: FIELDS,
  });
  const typed = useWatch({ control });

  const onSubmit = submit(async (values) => {
    setFailure(null);
    onPendingChange(true);
    const sent = await send(values);
    onPendingChange(false);
    if (!sent) return;
    toast.success(sent.data.message);
    onDone();
  });

  const code = CurrencyCodeSchema.safeParse(typed.code);
  const rounding = CurrencyRoundingSchema.safeParse(typed.rounding);
  const rate = ExchangeRateSchema.safeParse(typed.rate?.trim() ? Number(typed.rate) : Number.NaN);
  const preview =
    code.success && rounding.success && rate.success ? examplePrice({ code: code.data, rate: rate.data, rounding: rounding.data }) : null;
  const roundingCode: CurrencyCode = code.success ? code.data : 'EUR';

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5" aria-busy={pending}>
      {failure ? (
        <FormAlert
          title={currency ? CURRENCY_SAVE_FAILED : CURRENCY_ADD_FAILED}
          detail={failure.placed ? 'Please check the highlighted fields.' : (failure.detail ?? 'Please try again.')}
        />
      ) : null}
      {currency ? null : (
        <SelectField label="Currency" error={errors.code?.message} className={KEEP_CASE} {...register('code')}>
          <option value="">Choose a currency</option>
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {currencyLabel(choice)}
            </option>
          ))}
        </SelectField>
      )}
      <TextField
        label={`Rate: ${code.success ? code.data : 'units'} per 1 USD`}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.92"
        hint="How much of this currency one US dollar buys: 0.92 for 1 USD = 0.92 EUR. Up to eight decimals."
        error={errors.rate?.message}
        {...register('rate')}
      />
      <SelectField label="Rounding" error={errors.rounding?.message} className={KEEP_CASE} {...register('rounding')}>
        {ROUNDINGS.map((choice: CurrencyRounding) => (
          <option key={choice} value={choice}>
            {roundingLabel(choice, roundingCode)}
          </option>
        ))}
      </SelectField>
      <p className="rounded-lg bg-sand px-4 py-3 text-sm" aria-live="polite">
        {preview ? (
          <>
            A {exampleBasePrice()} tee shows as <span className="font-semibold tabular-nums">{preview}</span>.
          </>
        ) : (
          <span className="text-muted">Choose a currency and a rate to see what a {exampleBasePrice()} tee shows as.</span>
        )}
      </p>
      <FormActions
        pending={pending}
        submitLabel={currency ? 'Save changes' : 'Add currency'}
        pendingLabel={currency ? 'Saving…' : 'Adding…'}
        onCancel={onDone}
        className="pt-2"
      />
    </form>
  );
}
