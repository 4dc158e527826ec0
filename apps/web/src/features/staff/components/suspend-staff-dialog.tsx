import type { StaffMember } from '@shop/shared/staff.schema';
import { useSuspendStaffMember } from '../api/change-staff';
import { RefusableConfirmDialog } from './refusable-confirm-dialog';

export const SUSPEND_FAILED = 'Could not suspend the staff member.';

/** Asks before suspending a staff member: they are signed out everywhere at once, and stay out until restored. */
export function SuspendStaffDialog({ member, onClose }: { member: StaffMember | null; onClose: () => void }) {
  const suspend = useSuspendStaffMember();
  return (
    <RefusableConfirmDialog
      open={member !== null}
      onClose={onClose}
      title={`Suspend ${member?.username ?? ''}?`}
      description="They are signed out everywhere at once and cannot sign in until restored."
      confirmLabel="Suspend"
      pendingLabel="Suspending…"
      pending={suspend.isPending}
      run={() => suspend.mutateAsync(member?._id ?? '')}
      refusedTitle={`${member?.username ?? 'The staff member'} was not suspended.`}
      failureMessage={SUSPEND_FAILED}
    />
  );
}
