import type { User } from '@shop/shared/auth.schema';
import { useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { useRenewRecoveryCodes } from '../api/two-factor';
import {
  ConfirmPasswordForm,
  forgetRecoveryCodes,
  RECOVERY_CODES_TITLE,
  RecoveryCodesStep,
  showRecoveryCodes,
  type ShownRecoveryCodes,
} from './two-factor-steps';

export const NEW_RECOVERY_CODES_TITLE = 'New recovery codes';

/**
 * Ten new recovery codes for the password, shown once; the earlier ones stop working.
 * Rendered while open, so that every opening starts afresh.
 */
export function NewRecoveryCodesDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const [shown, setShown] = useState<ShownRecoveryCodes | null>(null);
  const renew = useRenewRecoveryCodes();

  const close = () => {
    forgetRecoveryCodes(shown);
    onClose();
  };

  return (
    <Modal open onClose={close} title={shown ? RECOVERY_CODES_TITLE : NEW_RECOVERY_CODES_TITLE} dismissible={!renew.isPending}>
      {shown ? (
        <RecoveryCodesStep shown={shown} onDone={close} />
      ) : (
        <ConfirmPasswordForm
          mutation={renew}
          intro="Your password, and you get ten new recovery codes. The ones you have now stop working."
          submitLabel="Make new codes"
          pendingLabel="Making codes…"
          failedTitle="No new recovery codes were made"
          onConfirmed={({ message, recoveryCodes }) => {
            toast.success(message);
            setShown(showRecoveryCodes(recoveryCodes, user.email));
          }}
          onCancel={close}
        />
      )}
    </Modal>
  );
}
