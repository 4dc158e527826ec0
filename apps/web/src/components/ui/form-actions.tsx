import type { ReactNode, Ref } from 'react';
import { useMessages, useT } from '@/i18n/i18n';
import { cn } from '@/lib/class-names';
import { Button, type ButtonSize } from './button';

export interface FormActionsProps {
  /** While the request is on its way: both buttons rest and the main one says `pendingLabel`. */
  pending: boolean;
  submitLabel: ReactNode;
  pendingLabel: ReactNode;
  /** A Cancel button calling this... */
  onCancel?: () => void;
  cancelRef?: Ref<HTMLButtonElement>;
  /** ...or another way back (a link) in its place. */
  cancel?: ReactNode;
  /** The main button rests for another reason too (an image still uploading). */
  disabled?: boolean;
  /** For a dialog without a form: the main button is clicked, not submitted. */
  onConfirm?: () => void;
  variant?: 'primary' | 'danger';
  size?: ButtonSize;
  className?: string;
}

/** The foot of a form or a dialog: Cancel, then the main button, side by side from the small screens up. */
export function FormActions({
  pending,
  submitLabel,
  pendingLabel,
  onCancel,
  cancelRef,
  cancel,
  disabled = false,
  onConfirm,
  variant = 'primary',
  size,
  className,
}: FormActionsProps) {
  useMessages('account');
  const t = useT();
  return (
    <div className={cn('flex flex-col-reverse gap-3 sm:flex-row sm:justify-end', className)}>
      {cancel ??
        (onCancel ? (
          <Button ref={cancelRef} variant="secondary" size={size} onClick={onCancel} disabled={pending}>
            {t('account.cancel')}
          </Button>
        ) : null)}
      <Button type={onConfirm ? 'button' : 'submit'} variant={variant} size={size} onClick={onConfirm} disabled={pending || disabled}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}
