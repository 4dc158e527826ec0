import { PERMISSION_GROUPS, PERMISSIONS } from '@shop/shared/permissions';
import { StaffRoleInputSchema, type StaffRole } from '@shop/shared/staff.schema';
import { useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { z } from 'zod';
import { TextAreaField, TextField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { useMutationForm } from '@/components/ui/use-mutation-form';
import { apiErrorDetail, apiFieldErrors } from '@/lib/api-error-detail';
import { useCreateStaffRole, useUpdateStaffRole, type StaffRoleChange } from '../api/change-roles';
import { EMPTY_ROLE_FORM, ROLE_FORM_FIELDS, roleFormValues } from '../role-form-values';

export const ROLE_ADD_FAILED = 'Could not add the role.';
export const ROLE_SAVE_FAILED = 'Could not save the role.';

/** Makes a role (`role` null) or changes one the owner made, in a modal. */
export function RoleFormModal({ open, role, onClose }: { open: boolean; role: StaffRole | null; onClose: () => void }) {
  const [pending, setPending] = useState(false);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={role ? 'Edit role' : 'New role'}
      description="Staff who hold the role may do what its permissions allow, and nothing else."
      dismissible={!pending}
      className="sm:max-w-2xl"
    >
      <RoleForm key={role?.handle ?? 'new'} role={role} onDone={onClose} onPendingChange={setPending} />
    </Modal>
  );
}

function RoleForm({
  role,
  onDone,
  onPendingChange,
}: {
  role: StaffRole | null;
  onDone: () => void;
  onPendingChange: (pending: boolean) => void;
}) {
  const create = useCreateStaffRole();
  const update = useUpdateStaffRole();
  const [failure, setFailure] = useState<{ placed: boolean; detail?: string } | null>(null);
  const mutation = {
    isPending: create.isPending || update.isPending,
    mutateAsync: async (input: z.output<typeof StaffRoleInputSchema>): Promise<StaffRoleChange> => {
      try {
        return role ? await update.mutateAsync({ handle: role.handle, input }) : await create.mutateAsync(input);
      } catch (error) {
        // The alert above the fields; the form puts the fields' part of the refusal beside them.
        const placed = Object.keys(apiFieldErrors(error)).some((field) => (ROLE_FORM_FIELDS as readonly string[]).includes(field));
        setFailure({ placed, detail: placed ? undefined : apiErrorDetail(error) });
        throw error;
      }
    },
  };
  const { register, errors, pending, submit, send } = useMutationForm(mutation, {
    schema: StaffRoleInputSchema,
    defaultValues: role ? roleFormValues(role) : EMPTY_ROLE_FORM,
    serverFields: ROLE_FORM_FIELDS,
  });

  const onSubmit = submit(async (values) => {
    setFailure(null);
    onPendingChange(true);
    const sent = await send(values);
    onPendingChange(false);
    if (!sent) return;
    toast.success(sent.data.message);
    onDone();
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5" aria-busy={pending}>
      {failure ? (
        <FormAlert
          title={role ? ROLE_SAVE_FAILED : ROLE_ADD_FAILED}
          detail={failure.placed ? 'Please check the highlighted fields.' : (failure.detail ?? 'Please try again.')}
        />
      ) : null}

      <TextField label="Name" autoComplete="off" maxLength={50} error={errors.name?.message} {...register('name')} />
      <TextAreaField
        label="Description (optional)"
        hint="What the role is for, as the Staff page shows it."
        rows={2}
        maxLength={200}
        error={errors.description?.message}
        {...register('description')}
      />
      <PermissionFields input={register('permissions')} error={errors.permissions?.message} />

      <FormActions
        pending={pending}
        submitLabel={role ? 'Save role' : 'Add role'}
        pendingLabel={role ? 'Saving…' : 'Adding…'}
        onCancel={onDone}
        className="pt-2"
      />
    </form>
  );
}

/** The permissions as checkboxes, grouped as the roles list shows them: each by what it allows, its key beside it. */
function PermissionFields({ input, error }: { input: UseFormRegisterReturn<'permissions'>; error: string | undefined }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 block text-sm font-medium">Permissions</legend>
      <p className="mb-3 text-xs text-muted">Tick what staff with this role may do.</p>
      <div className="space-y-4">
        {PERMISSION_GROUPS.map((group) => (
          <fieldset key={group.name} className="rounded-lg border border-line bg-white px-4 py-3">
            <legend className="px-1 text-xs font-semibold tracking-[0.12em] text-muted uppercase">{group.name}</legend>
            <ul className="divide-y divide-line">
              {group.permissions.map((permission) => {
                const boxId = `${id}-${permission}`;
                return (
                  <li key={permission} className="flex items-start gap-3">
                    <input
                      id={boxId}
                      type="checkbox"
                      value={permission}
                      aria-describedby={`${boxId}-key`}
                      className="mt-3 size-5 shrink-0 cursor-pointer accent-ink"
                      {...input}
                    />
                    <div className="min-w-0 pb-2">
                      {/* The label's padding makes the whole line a fingertip-sized target. */}
                      <label htmlFor={boxId} className="block cursor-pointer pt-2.5 pb-0.5 text-sm">
                        {PERMISSIONS[permission]}
                      </label>
                      <code id={`${boxId}-key`} className="font-mono text-xs text-muted">
                        {permission}
                      </code>
                    </div>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
