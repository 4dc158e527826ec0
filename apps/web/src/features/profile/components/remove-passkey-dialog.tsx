import type { Passkey } from '@shop/shared/passkey.schema';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { useRemovePasskey } from '@/features/auth/api/passkeys';
import { useMessages, useT } from '@/i18n/i18n';
import { apiErrorDetail } from '@/lib/api-error-detail';

/** Asks before removing a passkey from the account (it stays on the device, but no longer signs in); toasts the server's answer. */
export function RemovePasskeyDialog({ passkey, onClose }: { passkey: Passkey | null; onClose: () => void }) {
  useMessages('account');
  const t = useT();
  const remove = useRemovePasskey();

  const confirm = async () => {
    if (passkey === null || remove.isPending) return;
    let message: string;
    try {
      ({ message } = await remove.mutateAsync(passkey._id));
    } catch (error) {
      toast.error(apiErrorDetail(error) ?? t('profile.passkeys.removeFailed'));
      return;
    }
    toast.success(message);
    onClose();
  };

  return (
    <ConfirmDialog
      open={passkey !== null}
      onClose={onClose}
      title={t('profile.passkeys.removeTitle')}
      description={
        passkey
          ? t.rich('profile.passkeys.removeDetail', { name: <span className="font-medium break-words text-ink">{passkey.name}</span> })
          : undefined
      }
      pending={remove.isPending}
      confirmLabel={t('profile.passkeys.remove')}
      pendingLabel={t('profile.passkeys.removing')}
      onConfirm={() => void confirm()}
      variant="danger"
    />
  );
}
