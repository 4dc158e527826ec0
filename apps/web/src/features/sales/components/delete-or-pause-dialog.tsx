import type { ReactNode } from 'react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { apiErrorDetail } from '@/lib/api-error-detail';

interface Mutation<T> {
  isPending: boolean;
  mutateAsync: (input: T) => Promise<{ message: string }>;
}

/**
 * Asks before deleting a promotion (a sale or a discount code). One that paid orders name is
 * refused with a 409: the dialog then says why, and offers to pause it instead, which stops it
 * all the same.
 */
export function DeleteOrPauseDialog({
  item,
  noun,
  title,
  description,
  remove,
  pause,
  onClose,
}: {
  /** What is being deleted; null while the dialog is closed. */
  item: { _id: string; paused: boolean } | null;
  /** How the messages name it: 'sale', 'code'. */
  noun: string;
  title: string;
  description: ReactNode;
  remove: Mutation<string>;
  pause: Mutation<{ id: string; paused: boolean }>;
  onClose: () => void;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const pending = remove.isPending || pause.isPending;
  const canPause = refusal !== null && item !== null && !item.paused;

  const confirm = async () => {
    if (item === null || pending) return;
    try {
      const { message } = canPause ? await pause.mutateAsync({ id: item._id, paused: true }) : await remove.mutateAsync(item._id);
      toast.success(message);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setRefusal(error.message);
      else toast.error(apiErrorDetail(error) ?? (canPause ? `Could not pause the ${noun}.` : `Could not delete the ${noun}.`));
    }
  };

  return (
    <ConfirmDialog
      open={item !== null}
      onClose={onClose}
      title={title}
      description={item ? description : undefined}
      pending={pending}
      confirmLabel={canPause ? 'Pause instead' : 'Delete'}
      pendingLabel={canPause ? 'Pausing…' : 'Deleting…'}
      onConfirm={() => void confirm()}
      variant={canPause ? 'primary' : 'danger'}
    >
      {refusal ? <FormAlert title={`The ${noun} was not deleted.`} detail={refusal} /> : null}
    </ConfirmDialog>
  );
}
