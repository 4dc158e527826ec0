import type { ManagedCategory } from '@shop/shared/category.schema';
import { SALE_KINDS, type Sale, type SaleInputParsed, type SaleMutationResponse } from '@shop/shared/sale.schema';
import { useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { DollarField, SelectField, TextField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { useMutationForm } from '@/components/ui/use-mutation-form';
import { apiErrorDetail, apiFieldErrors } from '@/lib/api-error-detail';
import { useCreateSale, useUpdateSale } from '../api/change-sales';
import { EMPTY_SALE_FORM, SALE_FORM_FIELDS, SaleFormSchema, saleFormValues, type SaleFormValues } from '../sale-form-values';
import { SALE_KIND_LABELS } from '../sale-labels';
import { ScopeFields } from './scope-fields';

export const SALE_ADD_FAILED = 'Could not add the sale.';
export const SALE_SAVE_FAILED = 'Could not save the sale.';

/** Adds a sale (`sale` null) or changes one, in a modal. */
export function SaleFormModal({
  open,
  sale,
  categories,
  onClose,
}: {
  open: boolean;
  sale: Sale | null;
  categories: ManagedCategory[];
  onClose: () => void;
}) {
  const [pending, setPending] = useState(false);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={sale ? 'Edit sale' : 'New sale'}
      description="While it runs, the shop shows its price with the regular one struck through, and the bag and the checkout charge it."
      dismissible={!pending}
    >
      <SaleForm key={sale?._id ?? 'new'} sale={sale} categories={categories} onDone={onClose} onPendingChange={setPending} />
    </Modal>
  );
}

function SaleForm({
  sale,
  categories,
  onDone,
  onPendingChange,
}: {
  sale: Sale | null;
  categories: ManagedCategory[];
  onDone: () => void;
  onPendingChange: (pending: boolean) => void;
}) {
  const create = useCreateSale();
  const update = useUpdateSale();
  const [failure, setFailure] = useState<{ placed: boolean; detail?: string } | null>(null);
  const mutation = {
    isPending: create.isPending || update.isPending,
    mutateAsync: async (values: SaleInputParsed): Promise<SaleMutationResponse> => {
      try {
        return sale ? await update.mutateAsync({ id: sale._id, input: values }) : await create.mutateAsync(values);
      } catch (error) {
        // The alert above the fields; the form puts the fields' part of the refusal beside them.
        const placed = Object.keys(apiFieldErrors(error)).some((field) => (SALE_FORM_FIELDS as readonly string[]).includes(field));
        setFailure({ placed, detail: placed ? undefined : apiErrorDetail(error) });
        throw error;
      }
    },
  };
  const { register, control, errors, pending, submit, send } = useMutationForm(mutation, {
    schema: SaleFormSchema,
    defaultValues: sale ? saleFormValues(sale) : EMPTY_SALE_FORM,
    serverFields: SALE_FORM_FIELDS,
  });
  const kind = useWatch({ control, name: 'kind' }) as SaleFormValues['kind'];
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
          title={sale ? SALE_SAVE_FAILED : SALE_ADD_FAILED}
          detail={failure.placed ? 'Please check the highlighted fields.' : (failure.detail ?? 'Please try again.')}
        />
      ) : null}

      <TextField
        label="Name"
        autoComplete="off"
        hint="For you: shoppers see the price, not the name."
        error={errors.name?.message}
        {...register('name')}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Kind"
          options={SALE_KINDS}
          labelOf={(value) => SALE_KIND_LABELS[value]}
          error={errors.kind?.message}
          {...register('kind')}
        />
        <DollarField
          label={kind === 'percent' ? 'Percentage off' : 'Amount off ($)'}
          hint={kind === 'percent' ? 'Of each item’s price, like 20 or 12.5.' : 'In dollars, off each item; never below nothing.'}
          error={errors.value?.message}
          {...register('value')}
        />
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Starts (optional)"
          type="datetime-local"
          hint="Empty: at once."
          error={errors.startsAt?.message}
          {...register('startsAt')}
        />
        <TextField
          label="Ends (optional)"
          type="datetime-local"
          hint="Empty: until you pause or delete it."
          error={errors.endsAt?.message}
          {...register('endsAt')}
        />
      </div>

      <ScopeFields
        value={scope.field.value}
        onChange={scope.field.onChange}
        categories={categories}
        allLabel="Everything"
        error={errors.appliesTo?.handles?.message ?? errors.appliesTo?.ids?.message}
      />

      <FormActions
        pending={pending}
        submitLabel={sale ? 'Save sale' : 'Add sale'}
        pendingLabel={sale ? 'Saving…' : 'Adding…'}
        onCancel={onDone}
        className="pt-2"
      />
    </form>
  );
}
