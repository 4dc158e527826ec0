import { useRef, type ReactNode } from 'react';
import { FormActions } from './form-actions';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  /** While the answer is on its way: both buttons rest, the main one says `pendingLabel`, and Esc does nothing. */
  pending: boolean;
  confirmLabel: string;
  pendingLabel: string;
  onConfirm: () => void;
  variant?: 'primary' | 'danger';
  /** What to settle before confirming (a switch, a checkbox, the reason it failed), above the buttons. */
  children?: ReactNode;
}

/** Asks before a step that cannot be taken back (a delete, a refund), with Cancel focused first. */
export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  pending,
  confirmLabel,
  pendingLabel,
  onConfirm,
  variant,
  children,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const actions = (
    <FormActions
      pending={pending}
      submitLabel={confirmLabel}
      pendingLabel={pendingLabel}
      onCancel={onClose}
      cancelRef={cancelRef}
      onConfirm={onConfirm}
      variant={variant}
    />
  );
  return (
    <Modal
      open={open}
      onClose={onClose}
      role="alertdialog"
      title={title}
      description={description}
      initialFocusRef={cancelRef}
      dismissible={!pending}
    >
      {children ? (
        <div className="space-y-5">
          {children}
          {actions}
        </div>
      ) : (
        actions
      )}
    </Modal>
  );
}
