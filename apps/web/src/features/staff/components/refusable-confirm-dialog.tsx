import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { toast } from '@/components/ui/toast';
import { apiErrorDetail } from '@/lib/api-error-detail';

/**
 * Asks before a step on one staff member or role (a suspension, a delete). A refusal the owner
 * can act on (the last owner, a role still held) stays in the dialog, in the server's words;
 * anything else is toasted. Give it a `key` of the item, so that a refusal is not carried to the next.
 */
export function RefusableConfirmDialog({
  open,
  onClose,
  title,
  description,
  confirmLabel,
  pendingLabel,
  pending,
  run,
  refusedTitle,
  failureMessage,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The step itself: the server's message on success. */
  run: () => Promise<{ message: string }>;
  /** The alert's title over the server's refusal: 'The role was not deleted.' */
  refusedTitle: string;
  /** What the toast says when the server gives no reason. */
  failureMessage: string;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);

  const confirm = async () => {
    if (pending) return;
    try {
      const { message } = await run();
      toast.success(message);
      onClose();
    } catch (error) {
      const detail = apiErrorDetail(error);
      if (detail) setRefusal(detail);
      else toast.error(failureMessage);
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={title}
      description={open ? description : undefined}
      pending={pending}
      confirmLabel={confirmLabel}
      pendingLabel={pendingLabel}
      onConfirm={() => void confirm()}
      variant="danger"
    >
      {refusal ? <FormAlert title={refusedTitle} detail={refusal} /> : null}
    </ConfirmDialog>
  );
}
