import type { ReactNode } from 'react';
import { useMessages, useT } from '@/i18n/i18n';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { ConfirmDialog } from './confirm-dialog';
import { toast } from './toast';

/** A delete mutation by id, as the `useDeleteXxx` hooks answer it. */
export interface DeleteMutation {
  mutateAsync: (id: string) => Promise<unknown>;
  isPending: boolean;
}

export interface ConfirmDeleteDialogProps<T extends { _id: string }> {
  /** The thing to delete; null keeps the dialog closed. */
  item: T | null;
  title: string;
  describe: (item: T) => ReactNode;
  mutation: DeleteMutation;
  successMessage: string;
  failureMessage: string;
  onClose: () => void;
}

/** Asks before deleting, with Cancel focused first; toasts the outcome (the server's reason when it gives one). */
export function ConfirmDeleteDialog<T extends { _id: string }>({
  item,
  title,
  describe,
  mutation,
  successMessage,
  failureMessage,
  onClose,
}: ConfirmDeleteDialogProps<T>) {
  useMessages('account');
  const t = useT();
  const pending = mutation.isPending;

  const confirm = async () => {
    if (item === null || pending) return;
    try {
      await mutation.mutateAsync(item._id);
    } catch (error) {
      toast.error(apiErrorDetail(error) ?? failureMessage);
      return;
    }
    toast.success(successMessage);
    onClose();
  };

  return (
    <ConfirmDialog
      open={item !== null}
      onClose={onClose}
      title={title}
      description={item !== null ? describe(item) : undefined}
      pending={pending}
      confirmLabel={t('account.delete')}
      pendingLabel={t('account.deleting')}
      onConfirm={() => void confirm()}
      variant="danger"
    />
  );
}
