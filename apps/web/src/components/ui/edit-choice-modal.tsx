import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { SelectField } from './field';
import { FormActions } from './form-actions';
import { FormAlert } from './form-alert';
import { Modal } from './modal';
import { toast } from './toast';

export interface EditChoiceModalProps<Item extends { _id: string }, Value extends string> {
  /** The record being edited; null closes the modal. */
  item: Item | null;
  onClose: () => void;
  title: string;
  describe: (item: Item) => string;
  /** The select's label, its values and the rule for them (a field of a shared schema). */
  label: string;
  options: readonly Value[];
  field: z.ZodType<Value>;
  current: (item: Item) => Value;
  /** Saves the new value; the server's message, if it sends one, is the toast (else `successMessage`). */
  save: (item: Item, value: Value) => Promise<string | undefined>;
  pending: boolean;
  successMessage: string;
  failureTitle: string;
}

/**
 * An admin changes one value of a record (an order's status, a user's role) with a select in
 * a modal. Choosing the same value closes it; a refusal stays in the form with the server's
 * reason, and a success says so in a toast.
 */
export function EditChoiceModal<Item extends { _id: string }, Value extends string>(props: EditChoiceModalProps<Item, Value>) {
  const { item, onClose, title, describe, pending } = props;
  return (
    <Modal open={item !== null} onClose={onClose} dismissible={!pending} title={title} description={item ? describe(item) : undefined}>
      {item ? <ChoiceForm key={item._id} {...props} item={item} /> : null}
    </Modal>
  );
}

function ChoiceForm<Item extends { _id: string }, Value extends string>({
  item,
  onClose,
  label,
  options,
  field,
  current,
  save,
  pending,
  successMessage,
  failureTitle,
}: EditChoiceModalProps<Item, Value> & { item: Item }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(z.object({ value: field })), defaultValues: { value: current(item) } });
  // Kept here, not read from a mutation: the modal's one mutation outlives this record's form.
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = handleSubmit(async ({ value }) => {
    if (pending) return;
    if (value === current(item)) {
      onClose();
      return;
    }
    setFailure(null);
    let message: string | undefined;
    try {
      message = await save(item, value);
    } catch (error) {
      setFailure(apiErrorDetail(error) ?? '');
      return;
    }
    toast.success(message || successMessage);
    onClose();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {failure !== null ? <FormAlert title={failureTitle} detail={failure || undefined} /> : null}
      <SelectField label={label} options={options} error={errors.value?.message} {...register('value')} />
      <FormActions pending={isSubmitting || pending} submitLabel="Save" pendingLabel="Saving…" onCancel={onClose} />
    </form>
  );
}
