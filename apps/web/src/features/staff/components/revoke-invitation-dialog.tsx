import type { StaffInvitation } from '@shop/shared/staff.schema';
import { useRevokeStaffInvitation } from '../api/invitations';
import { RefusableConfirmDialog } from './refusable-confirm-dialog';

export const REVOKE_FAILED = 'Could not take back the invitation.';

/** Asks before taking back a pending invitation: its link stops working. One already accepted is refused, and the dialog says why. */
export function RevokeInvitationDialog({ invitation, onClose }: { invitation: StaffInvitation | null; onClose: () => void }) {
  const revoke = useRevokeStaffInvitation();
  return (
    <RefusableConfirmDialog
      open={invitation !== null}
      onClose={onClose}
      title="Take back the invitation?"
      description={
        <>
          Take back the invitation to <span className="font-medium break-words text-ink">{invitation?.email}</span>? Its link stops working.
        </>
      }
      confirmLabel="Take back"
      pendingLabel="Taking back…"
      pending={revoke.isPending}
      run={() => revoke.mutateAsync(invitation?._id ?? '')}
      refusedTitle="The invitation was not taken back."
      failureMessage={REVOKE_FAILED}
    />
  );
}
