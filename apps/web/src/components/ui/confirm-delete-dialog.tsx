import { useRef, type ReactNode } from 'react';
import { toast } from './toast';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { apiErrorDetail } from '@/lib/api-error-detail';

export interface ConfirmDeleteDialogProps<T> {
  /** The thing to delete; null keeps the dialog closed. */
  item: T | null;
  title: string;
  describe: (item: T) => ReactNode;
  remove: (item: T) => Promise<unknown>;
  pending: boolean;
  successMessage: string;
  failureMessage: string;
  onClose: () => void;
}

/** Asks before deleting, with Cancel focused first; toasts the outcome (the server's reason when it gives one). */
export function ConfirmDeleteDialog<T>({
  item,
  title,
  describe,
  remove,
  pending,
  successMessage,
  failureMessage,
  onClose,
}: ConfirmDeleteDialogProps<T>) {
  const cancelRef = useRef<HTMLButtonElement>(null);

  const confirm = async () => {
    if (item === null || pending) return;
    try {
      await remove(item);
    } catch (error) {
      toast.error(apiErrorDetail(error) ?? failureMessage);
      return;
    }
    toast.success(successMessage);
    onClose();
  };

  return (
    <Modal
      open={item !== null}
      onClose={onClose}
      role="alertdialog"
      title={title}
      initialFocusRef={cancelRef}
      dismissible={!pending}
      description={item !== null ? describe(item) : undefined}
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button ref={cancelRef} variant="secondary" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button variant="danger" onClick={confirm} disabled={pending}>
          {pending ? 'Deleting…' : 'Delete'}
        </Button>
      </div>
    </Modal>
  );
}
