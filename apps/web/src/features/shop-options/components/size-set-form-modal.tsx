import { sizeLabel } from '@shop/shared/constants';
import {
  SizeSetInputSchema,
  sizesFromText,
  type ManagedSizeSet,
  type SizeSetInputParsed,
  type SizeSetMutationResponse,
  type SizeSetUpdate,
} from '@shop/shared/size-set.schema';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { useMutationForm } from '@/components/ui/use-mutation-form';
import { handleFromName } from '@/features/categories/category-handle';
import { apiErrorDetail, apiFieldErrors } from '@/lib/api-error-detail';
import { plural } from '@/lib/format';
import { useCreateSizeSet, useUpdateSizeSet } from '../api/change-size-sets';

export const SIZE_SET_ADD_FAILED = 'Could not add the size set.';
export const SIZE_SET_SAVE_FAILED = 'Could not save the size set.';

const FIELDS = ['name', 'handle', 'sizes'] as const;

/** The API's schema, with the sizes typed as one line in order. */
const SizeSetFormSchema = SizeSetInputSchema.extend({
  sizes: z.preprocess((value) => (typeof value === 'string' ? sizesFromText(value) : value), SizeSetInputSchema.shape.sizes),
});

export interface SizeSetFormModalProps {
  open: boolean;
  /** The set to change; null adds a new one. */
  sizeSet: ManagedSizeSet | null;
  onClose: () => void;
}

/** Adds a size set, or changes one (the same form, filled in), in a modal. */
export function SizeSetFormModal({ open, sizeSet, onClose }: SizeSetFormModalProps) {
  const [pending, setPending] = useState(false);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={sizeSet ? 'Edit size set' : 'Add size set'}
      description={sizeSet ? sizeSet.name : 'A new set is listed last; move it up the list afterwards.'}
      dismissible={!pending}
    >
      <SizeSetForm key={sizeSet?._id ?? 'new'} sizeSet={sizeSet} onDone={onClose} onPendingChange={setPending} />
    </Modal>
  );
}

function changesOf(sizeSet: ManagedSizeSet, values: SizeSetInputParsed): SizeSetUpdate {
  const changes: SizeSetUpdate = {};
  if (values.name !== sizeSet.name) changes.name = values.name;
  if (values.handle !== sizeSet.handle) changes.handle = values.handle;
  if (values.sizes.join(',') !== sizeSet.sizes.join(',')) changes.sizes = values.sizes;
  return changes;
}

function SizeSetForm({
  sizeSet,
  onDone,
  onPendingChange,
}: {
  sizeSet: ManagedSizeSet | null;
  onDone: () => void;
  onPendingChange: (pending: boolean) => void;
}) {
  const create = useCreateSizeSet();
  const update = useUpdateSizeSet();
  const [failure, setFailure] = useState<{ placed: boolean; detail?: string } | null>(null);
  const mutation = {
    isPending: create.isPending || update.isPending,
    mutateAsync: async (values: SizeSetInputParsed): Promise<SizeSetMutationResponse | null> => {
      try {
        if (!sizeSet) return await create.mutateAsync(values);
        const changes = changesOf(sizeSet, values);
        return Object.keys(changes).length > 0 ? await update.mutateAsync({ id: sizeSet._id, changes }) : null;
      } catch (error) {
        const placed = Object.keys(apiFieldErrors(error)).some((field) => (FIELDS as readonly string[]).includes(field));
        setFailure({ placed, detail: placed ? undefined : apiErrorDetail(error) });
        throw error;
      }
    },
  };
  const { register, setValue, control, errors, pending, submit, send } = useMutationForm(mutation, {
    schema: SizeSetFormSchema,
    defaultValues: { name: sizeSet?.name ?? '', handle: sizeSet?.handle ?? '', sizes: sizeSet?.sizes.join(', ') ?? '' },
    serverFields: FIELDS,
  });
  const [handleTyped, setHandleTyped] = useState(sizeSet !== null);
  const sizesText = useWatch({ control, name: 'sizes' });
  const sizes = typeof sizesText === 'string' ? sizesFromText(sizesText) : [];

  const onSubmit = submit(async (values) => {
    setFailure(null);
    onPendingChange(true);
    const sent = await send(values);
    onPendingChange(false);
    if (!sent) return;
    if (sent.data) toast.success(sent.data.message);
    onDone();
  });

  const nameField = register('name', {
    onChange: (event: { target: { value: string } }) => {
      if (!handleTyped) setValue('handle', handleFromName(event.target.value), { shouldValidate: Boolean(errors.handle) });
    },
  });
  const handleField = register('handle', { onChange: (event: { target: { value: string } }) => setHandleTyped(event.target.value !== '') });
  const products = sizeSet?.products ?? 0;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5" aria-busy={pending}>
      {failure ? (
        <FormAlert
          title={sizeSet ? SIZE_SET_SAVE_FAILED : SIZE_SET_ADD_FAILED}
          detail={failure.placed ? 'Please check the highlighted fields.' : (failure.detail ?? 'Please try again.')}
        />
      ) : null}
      <TextField label="Name" autoComplete="off" error={errors.name?.message} {...nameField} />
      <TextField
        label="Handle"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        hint={
          <>
            How products name the set.
            {sizeSet ? null : ' Filled in from the name until you change it.'}
            {products > 0 ? ` A new handle takes its ${plural(products, 'product')} with it.` : null}
          </>
        }
        error={errors.handle?.message}
        {...handleField}
      />
      <TextField
        label="Sizes"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        hint={
          <>
            In the order the shop shows them, separated by commas: 28, 29, 30 or xs, s, m.
            {sizes.length > 0 ? ` Shown as ${sizes.map(sizeLabel).join(' · ')}.` : null}
            {products > 0 ? ' Sizes its products come in stay.' : null}
          </>
        }
        error={errors.sizes?.message}
        {...register('sizes')}
      />
      <FormActions
        pending={pending}
        submitLabel={sizeSet ? 'Save changes' : 'Add size set'}
        pendingLabel={sizeSet ? 'Saving…' : 'Adding…'}
        onCancel={onDone}
        className="pt-2"
      />
    </form>
  );
}
