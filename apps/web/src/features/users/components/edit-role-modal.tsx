import { zodResolver } from '@hookform/resolvers/zod';
import { UpdateRoleSchema, type User } from '@shop/shared/auth.schema';
import { ROLES } from '@shop/shared/constants';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { useUpdateUserRole } from '../api/update-user-role';

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
    } catch (error) {
      toast.error(apiErrorDetail(error) ?? 'Failed to update role.');
      return;
    }
    toast.success('Updated role successfully!');
    onDone();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <SelectField label="Role" error={errors.role?.message} {...register('role')}>
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {role}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
