import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
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
  /**
   * A question to answer before this value is saved (an order moved back a step, say), and the
   * label of the button that answers yes; null saves at once.
   */
  confirm?: (item: Item, value: Value) => { question: string; confirmLabel: string } | null;
  /** Saves the new value; the server's message, if it sends one, is the toast (else `successMessage`). */
  save: (item: Item, value: Value) => Promise<string | undefined>;
  pending: boolean;
  successMessage: string;
  failureTitle: string;
}

/**
 * An admin changes one value of a record (an order's status, a user's role) with a select in
 * a modal. Choosing the same value closes it; a value that needs confirming asks first, in the
 * form; a refusal stays in the form with the server's reason, and a success says so in a toast.
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
  confirm,
  save,
  pending,
  successMessage,
  failureTitle,
}: EditChoiceModalProps<Item, Value> & { item: Item }) {
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(z.object({ value: field })), defaultValues: { value: current(item) } });
  // Kept here, not read from a mutation: the modal's one mutation outlives this record's form.
  const [failure, setFailure] = useState<string | null>(null);
  // The value whose question is on screen: choosing another one asks again (or not at all).
  const [asking, setAsking] = useState<Value | null>(null);
  const chosen = useWatch({ control, name: 'value' });
  const question = asking !== null && asking === chosen ? (confirm?.(item, asking) ?? null) : null;

  const onSubmit = handleSubmit(async ({ value }) => {
    if (pending) return;
    if (value === current(item)) {
      onClose();
      return;
    }
    if (asking !== value && confirm?.(item, value)) {
      setAsking(value);
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
      {question ? (
        <p role="alert" className="rounded-md border border-[#f0d9ae] bg-[#fbefd9] px-4 py-3 font-medium text-[#7a4a06]">
          {question.question}
        </p>
      ) : null}
      <FormActions
        pending={isSubmitting || pending}
        submitLabel={question?.confirmLabel ?? 'Save'}
        pendingLabel="Saving…"
        onCancel={onClose}
      />
    </form>
  );
}
