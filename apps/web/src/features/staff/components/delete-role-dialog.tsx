import type { StaffRole } from '@shop/shared/staff.schema';
import { useDeleteStaffRole } from '../api/change-roles';
import { RefusableConfirmDialog } from './refusable-confirm-dialog';

export const ROLE_DELETE_FAILED = 'Could not delete the role.';

/** Asks before deleting a role the owner made; one that staff members still hold is refused, and the dialog says why. */
export function DeleteRoleDialog({ role, onClose }: { role: StaffRole | null; onClose: () => void }) {
  const remove = useDeleteStaffRole();
  return (
    <RefusableConfirmDialog
      open={role !== null}
      onClose={onClose}
      title="Delete role?"
      description={
        <>
          <span className="font-medium text-ink">{role?.name}</span> will be deleted. This cannot be undone.
        </>
      }
      confirmLabel="Delete"
      pendingLabel="Deleting…"
      pending={remove.isPending}
      run={() => remove.mutateAsync(role?.handle ?? '')}
      refusedTitle="The role was not deleted."
      failureMessage={ROLE_DELETE_FAILED}
    />
  );
}
