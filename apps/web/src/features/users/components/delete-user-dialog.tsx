import type { User } from '@shop/shared/auth.schema';
import { useRef } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { useDeleteUser } from '../api/delete-user';

export function DeleteUserDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const deleteMutation = useDeleteUser();
  const pending = deleteMutation.isPending;

  const confirm = async () => {
    if (!user || pending) return;
    try {
      await deleteMutation.mutateAsync(user._id);
    } catch (error) {
      toast.error(apiErrorDetail(error) ?? 'Failed to delete user.');
      return;
    }
    toast.success('User deleted successfully!');
    onClose();
  };

  return (
    <Modal
      open={user !== null}
      onClose={onClose}
      role="alertdialog"
      title="Delete user?"
      initialFocusRef={cancelRef}
      dismissible={!pending}
      description={
        user ? (
          <>
            <span className="font-medium text-ink">{user.email}</span> will lose their account. This cannot be undone.
          </>
        ) : undefined
      }
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button ref={cancelRef} variant="secondary" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button variant="danger" onClick={confirm} disabled={pending}>
          {pending ? 'Deleting…' : 'Delete'}
        </Button>
      </div>
    </Modal>
  );
}
