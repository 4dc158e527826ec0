import type { ManagedCategory } from '@shop/shared/category.schema';
import { DISCOUNT_KINDS, type DiscountInputParsed, type DiscountMutationResponse } from '@shop/shared/discount.schema';
import { useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { DollarField, SelectField, TextField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { useMutationForm } from '@/components/ui/use-mutation-form';
import { apiErrorDetail, apiFieldErrors } from '@/lib/api-error-detail';
import { ScopeFields } from '@/features/sales/components/scope-fields';
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
  const kind = useWatch({ control, name: 'kind' }) as DiscountFormValues['kind'];
  const scope = useController({ control, name: 'appliesTo' });

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

      <ScopeFields
        value={scope.field.value}
        onChange={scope.field.onChange}
        categories={categories}
        allLabel="All products"
        error={errors.appliesTo?.handles?.message ?? errors.appliesTo?.ids?.message}
      />

      <FormActions pending={pending} submitLabel="Add code" pendingLabel="Adding…" onCancel={onDone} className="pt-2" />
    </form>
  );
}
