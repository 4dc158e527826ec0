import type { User } from '@shop/shared/auth.schema';
import { useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { useMessages, useT } from '@/i18n/i18n';
import { useRenewRecoveryCodes } from '../api/two-factor';
import {
  ConfirmPasswordForm,
  forgetRecoveryCodes,
  RecoveryCodesStep,
  showRecoveryCodes,
  type ShownRecoveryCodes,
} from './two-factor-steps';

/**
 * Ten new recovery codes for the password, shown once; the earlier ones stop working.
 * Rendered while open, so that every opening starts afresh.
 */
export function NewRecoveryCodesDialog({ user, onClose }: { user: User; onClose: () => void }) {
  useMessages('account');
  const t = useT();
  const [shown, setShown] = useState<ShownRecoveryCodes | null>(null);
  const renew = useRenewRecoveryCodes();

  const close = () => {
    forgetRecoveryCodes(shown);
    onClose();
  };

  return (
    <Modal
      open
      onClose={close}
      title={shown ? t('profile.twoFactor.codesTitle') : t('profile.twoFactor.newCodes')}
      dismissible={!renew.isPending}
    >
      {shown ? (
        <RecoveryCodesStep shown={shown} onDone={close} />
      ) : (
        <ConfirmPasswordForm
          mutation={renew}
          intro={t('profile.twoFactor.renewIntro')}
          submitLabel={t('profile.twoFactor.renew')}
          pendingLabel={t('profile.twoFactor.renewing')}
          failedTitle={t('profile.twoFactor.renewFailed')}
          onConfirmed={({ message, recoveryCodes }) => {
            toast.success(message);
            setShown(showRecoveryCodes(recoveryCodes, user.email, t));
          }}
          onCancel={close}
        />
      )}
    </Modal>
  );
}
