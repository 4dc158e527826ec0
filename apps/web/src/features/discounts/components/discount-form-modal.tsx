import type { ManagedCategory } from '@shop/shared/category.schema';
import { DISCOUNT_KINDS, type DiscountInputParsed, type DiscountMutationResponse } from '@shop/shared/discount.schema';
import { useState } from 'react';
import { useWatch, type UseFormRegister } from 'react-hook-form';
import { ChoiceChip } from '@/components/ui/choice-chip';
import { DollarField, SelectField, TextField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { useMutationForm } from '@/components/ui/use-mutation-form';
import { apiErrorDetail, apiFieldErrors } from '@/lib/api-error-detail';
import { useCreateDiscount } from '../api/change-discounts';
import { DISCOUNT_FORM_FIELDS, DiscountFormSchema, EMPTY_DISCOUNT_FORM, type DiscountFormValues } from '../discount-form-values';
import { KIND_LABELS } from '../discount-labels';

export const DISCOUNT_ADD_FAILED = 'Could not add the code.';

/** Adds a discount code, in a modal. */
export function DiscountFormModal({ open, categories, onClose }: { open: boolean; categories: ManagedCategory[]; onClose: () => void }) {
  const [pending, setPending] = useState(false);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="New discount code"
      description="Shoppers type it in their bag; it applies at the checkout while its conditions hold."
      dismissible={!pending}
    >
      <DiscountForm categories={categories} onDone={onClose} onPendingChange={setPending} />
    </Modal>
  );
}

function DiscountForm({
  categories,
  onDone,
  onPendingChange,
}: {
  categories: ManagedCategory[];
  onDone: () => void;
  onPendingChange: (pending: boolean) => void;
}) {
  const create = useCreateDiscount();
  const [failure, setFailure] = useState<{ placed: boolean; detail?: string } | null>(null);
  const mutation = {
    isPending: create.isPending,
    mutateAsync: async (values: DiscountInputParsed): Promise<DiscountMutationResponse> => {
      try {
        return await create.mutateAsync(values);
      } catch (error) {
        // The alert above the fields; the form puts the fields' part of the refusal beside them.
        const placed = Object.keys(apiFieldErrors(error)).some((field) => (DISCOUNT_FORM_FIELDS as readonly string[]).includes(field));
        setFailure({ placed, detail: placed ? undefined : apiErrorDetail(error) });
        throw error;
      }
    },
  };
  const { register, control, errors, pending, submit, send } = useMutationForm(mutation, {
    schema: DiscountFormSchema,
    defaultValues: EMPTY_DISCOUNT_FORM,
    serverFields: DISCOUNT_FORM_FIELDS,
  });
  const [kind, scope] = useWatch({ control, name: ['kind', 'appliesTo.kind'] }) as [DiscountFormValues['kind'], 'all' | 'categories'];

  const onSubmit = submit(async (values) => {
    setFailure(null);
    onPendingChange(true);
    const sent = await send(values);
    onPendingChange(false);
    if (!sent) return;
    toast.success(sent.data.message);
    onDone();
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5" aria-busy={pending}>
      {failure ? (
        <FormAlert
          title={DISCOUNT_ADD_FAILED}
          detail={failure.placed ? 'Please check the highlighted fields.' : (failure.detail ?? 'Please try again.')}
        />
      ) : null}

      <TextField
        label="Code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        hint="Letters, digits, dashes and underscores. Shoppers may type it in any case."
        error={errors.code?.message}
        {...register('code')}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Kind"
          options={DISCOUNT_KINDS}
          labelOf={(value) => KIND_LABELS[value]}
          error={errors.kind?.message}
          {...register('kind')}
        />
        {/* Free shipping takes nothing off the goods: there is no value to type. */}
        {kind === 'free-shipping' ? null : (
          <DollarField
            label={kind === 'percent' ? 'Percentage off' : 'Amount off ($)'}
            hint={kind === 'percent' ? 'Of the items it applies to, like 10 or 12.5.' : 'In dollars, at most the items it applies to.'}
            error={errors.value?.message}
            {...register('value')}
          />
        )}
      </div>

      <DollarField
        label="Minimum subtotal ($, optional)"
        hint="The code applies only to bags of at least this much."
        error={errors.minSubtotal?.message}
        {...register('minSubtotal')}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Starts (optional)" type="datetime-local" error={errors.startsAt?.message} {...register('startsAt')} />
        <TextField label="Ends (optional)" type="datetime-local" error={errors.endsAt?.message} {...register('endsAt')} />
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Usage limit (optional)"
          inputMode="numeric"
          autoComplete="off"
          hint="Uses in all, by every shopper."
          error={errors.usageLimit?.message}
          {...register('usageLimit')}
        />
        <TextField
          label="Per-customer limit (optional)"
          inputMode="numeric"
          autoComplete="off"
          hint="Uses by one account or email."
          error={errors.perCustomerLimit?.message}
          {...register('perCustomerLimit')}
        />
      </div>

      <ScopeFields categories={categories} scope={scope} register={register} error={errors.appliesTo?.handles?.message} />

      <FormActions pending={pending} submitLabel="Add code" pendingLabel="Adding…" onCancel={onDone} className="pt-2" />
    </form>
  );
}

/** What the code applies to: every product, or the products of the categories ticked. */
function ScopeFields({
  categories,
  scope,
  register,
  error,
}: {
  categories: ManagedCategory[];
  scope: 'all' | 'categories';
  register: UseFormRegister<DiscountFormValues>;
  error: string | undefined;
}) {
  const errorId = 'discount-scope-error';
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-3 block text-sm font-medium">Applies to</legend>
      <div className="flex flex-wrap gap-2">
        <ChoiceChip type="radio" value="all" {...register('appliesTo.kind')}>
          All products
        </ChoiceChip>
        <ChoiceChip type="radio" value="categories" {...register('appliesTo.kind')}>
          Some categories
        </ChoiceChip>
      </div>
      {scope === 'categories' ? (
        <fieldset className="mt-4">
          <legend className="mb-2 block text-sm font-medium">Categories</legend>
          <div className="flex flex-wrap gap-2">
            {categories.map((category) => (
              <ChoiceChip key={category.handle} value={category.handle} {...register('appliesTo.handles')}>
                {category.name}
              </ChoiceChip>
            ))}
          </div>
        </fieldset>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
