import type { User } from '@shop/shared/auth.schema';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { useDeleteUser } from '../api/delete-user';

export function DeleteUserDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const deleteUser = useDeleteUser();
  return (
    <ConfirmDeleteDialog
      item={user}
      title="Delete user?"
      describe={(target) => (
        <>
          <span className="font-medium text-ink">{target.email}</span> will lose their account. This cannot be undone.
        </>
      )}
      remove={(target) => deleteUser.mutateAsync(target._id)}
      pending={deleteUser.isPending}
      successMessage="User deleted successfully!"
      failureMessage="Failed to delete user."
      onClose={onClose}
    />
  );
}
