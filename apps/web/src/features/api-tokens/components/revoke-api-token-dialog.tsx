import type { ApiToken } from '@shop/shared/api-token.schema';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { useRevokeApiToken } from '../api/revoke-api-token';

/** Asks before revoking a token (every script that sends it is refused from then on); toasts the server's answer. */
export function RevokeApiTokenDialog({ token, onClose }: { token: ApiToken | null; onClose: () => void }) {
  const revoke = useRevokeApiToken();

  const confirm = async () => {
    if (token === null || revoke.isPending) return;
    let message: string;
    try {
      ({ message } = await revoke.mutateAsync(token._id));
    } catch (error) {
      toast.error(apiErrorDetail(error) ?? 'Could not revoke the token.');
      return;
    }
    toast.success(message);
    onClose();
  };

  return (
    <ConfirmDialog
      open={token !== null}
      onClose={onClose}
      title="Revoke this token?"
      description={
        token ? (
          <>
            <span className="font-medium break-words text-ink">{token.name}</span> stops working at once: every script that sends it is
            refused.
          </>
        ) : undefined
      }
      pending={revoke.isPending}
      confirmLabel="Revoke"
      pendingLabel="Revoking…"
      onConfirm={() => void confirm()}
      variant="danger"
    />
  );
}
