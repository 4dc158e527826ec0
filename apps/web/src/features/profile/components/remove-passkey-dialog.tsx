import type { Passkey } from '@shop/shared/passkey.schema';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { useRemovePasskey } from '@/features/auth/api/passkeys';
import { apiErrorDetail } from '@/lib/api-error-detail';

/** Asks before removing a passkey from the account (it stays on the device, but no longer signs in); toasts the server's answer. */
export function RemovePasskeyDialog({ passkey, onClose }: { passkey: Passkey | null; onClose: () => void }) {
  const remove = useRemovePasskey();

  const confirm = async () => {
    if (passkey === null || remove.isPending) return;
    let message: string;
    try {
      ({ message } = await remove.mutateAsync(passkey._id));
    } catch (error) {
      toast.error(apiErrorDetail(error) ?? 'Could not remove the passkey.');
      return;
    }
    toast.success(message);
    onClose();
  };

  return (
    <ConfirmDialog
      open={passkey !== null}
      onClose={onClose}
      title="Remove this passkey?"
      description={
        passkey ? (
          <>
            <span className="font-medium break-words text-ink">{passkey.name}</span> will no longer sign in to your account.
          </>
        ) : undefined
      }
      pending={remove.isPending}
      confirmLabel="Remove"
      pendingLabel="Removing…"
      onConfirm={() => void confirm()}
      variant="danger"
    />
  );
}
