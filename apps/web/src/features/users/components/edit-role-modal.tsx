import { zodResolver } from '@hookform/resolvers/zod';
import { UpdateRoleSchema, type User } from '@shop/shared/auth.schema';
import { ROLES } from '@shop/shared/constants';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { SelectField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { useUpdateUserRole } from '../api/update-user-role';

export const ROLE_UPDATE_FAILED = 'Failed to update role.';

export function EditRoleModal({ user, onClose }: { user: User | null; onClose: () => void }) {
  return (
    <Modal open={user !== null} onClose={onClose} title="Edit role" description={user ? `${user.username} · ${user.email}` : undefined}>
      {user ? <EditRoleForm key={user._id} user={user} onDone={onClose} /> : null}
    </Modal>
  );
}

function EditRoleForm({ user, onDone }: { user: User; onDone: () => void }) {
  const updateRole = useUpdateUserRole();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(UpdateRoleSchema), defaultValues: { role: user.role } });
  const saving = isSubmitting || updateRole.isPending;

  const onSubmit = handleSubmit(async ({ role }) => {
    if (updateRole.isPending) return;
    if (role === user.role) {
      onDone();
      return;
    }
    try {
      await updateRole.mutateAsync({ userId: user._id, role });
    } catch {
      return; // shown in the form from the mutation's error
    }
    toast.success('Updated role successfully!');
    onDone();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {updateRole.isError ? <FormAlert title={ROLE_UPDATE_FAILED} detail={apiErrorDetail(updateRole.error)} /> : null}
      <SelectField label="Role" options={ROLES} error={errors.role?.message} {...register('role')} />
      <FormActions pending={saving} submitLabel="Save" pendingLabel="Saving…" onCancel={onDone} />
    </form>
  );
}
