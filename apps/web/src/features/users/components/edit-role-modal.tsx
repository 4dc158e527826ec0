import { UpdateRoleSchema, type User } from '@shop/shared/auth.schema';
import { ROLES } from '@shop/shared/constants';
import { EditChoiceModal } from '@/components/ui/edit-choice-modal';
import { useUpdateUserRole } from '../api/update-user-role';

export const ROLE_UPDATE_FAILED = 'Failed to update role.';

export function EditRoleModal({ user, onClose }: { user: User | null; onClose: () => void }) {
  const update = useUpdateUserRole();
  return (
    <EditChoiceModal
      item={user}
      onClose={onClose}
      title="Edit role"
      describe={(target) => `${target.username} · ${target.email}`}
      label="Role"
      options={ROLES}
      field={UpdateRoleSchema.shape.role}
      current={(target) => target.role}
      save={async (target, role) => {
        await update.mutateAsync({ userId: target._id, role });
        return undefined;
      }}
      pending={update.isPending}
      successMessage="Updated role successfully!"
      failureTitle={ROLE_UPDATE_FAILED}
    />
  );
}
