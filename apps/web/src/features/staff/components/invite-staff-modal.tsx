import { OWNER_ROLE, type BuiltInRoleHandle } from '@shop/shared/permissions';
import { INVITATION_HOURS, InviteStaffSchema, type StaffRole } from '@shop/shared/staff.schema';
import { useState } from 'react';
import type { z } from 'zod';
import { EmailField, SelectField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { useMutationForm } from '@/components/ui/use-mutation-form';
import { apiErrorDetail, apiFieldErrors } from '@/lib/api-error-detail';
import { useInviteStaff, type StaffInvitationChange } from '../api/invitations';

export const INVITE_FAILED = 'Could not send the invitation.';

/** The fields a server's refusal can name, as the form names them. */
const INVITE_FORM_FIELDS = ['email', 'role'] as const;

/** The role a new invitation starts with: Fulfilment when the shop has it, else the first that is not Owner's. */
const PREFERRED_ROLE: BuiltInRoleHandle = 'fulfilment';

export function defaultInvitationRole(roles: readonly StaffRole[]): string {
  const preferred = roles.find((role) => role.handle === PREFERRED_ROLE);
  return (preferred ?? roles.find((role) => role.handle !== OWNER_ROLE) ?? roles[0])?.handle ?? '';
}

/** Invites a person by email with one of the shop's `roles`, in a modal. */
export function InviteStaffModal({ open, roles, onClose }: { open: boolean; roles: readonly StaffRole[]; onClose: () => void }) {
  const [pending, setPending] = useState(false);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Invite to the staff"
      description={`We mail them a link that works once, for ${INVITATION_HOURS} hours.`}
      dismissible={!pending}
    >
      <InviteForm roles={roles} onDone={onClose} onPendingChange={setPending} />
    </Modal>
  );
}

function InviteForm({
  roles,
  onDone,
  onPendingChange,
}: {
  roles: readonly StaffRole[];
  onDone: () => void;
  onPendingChange: (pending: boolean) => void;
}) {
  const invite = useInviteStaff();
  const [failure, setFailure] = useState<{ placed: boolean; detail?: string } | null>(null);
  const mutation = {
    isPending: invite.isPending,
    mutateAsync: async (input: z.output<typeof InviteStaffSchema>): Promise<StaffInvitationChange> => {
      try {
        return await invite.mutateAsync(input);
      } catch (error) {
        // The alert above the fields; the form puts the fields' part of the refusal beside them.
        const placed = Object.keys(apiFieldErrors(error)).some((field) => (INVITE_FORM_FIELDS as readonly string[]).includes(field));
        setFailure({ placed, detail: placed ? undefined : apiErrorDetail(error) });
        throw error;
      }
    },
  };
  const { register, errors, pending, submit, send } = useMutationForm(mutation, {
    schema: InviteStaffSchema,
    defaultValues: { email: '', role: defaultInvitationRole(roles) },
    serverFields: INVITE_FORM_FIELDS,
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
          title={INVITE_FAILED}
          detail={failure.placed ? 'Please check the highlighted fields.' : (failure.detail ?? 'Please try again.')}
        />
      ) : null}

      {/* Someone else's address: the browser should not offer one's own. */}
      <EmailField
        autoComplete="off"
        hint="Where the link goes; they sign in with this address."
        error={errors.email?.message}
        {...register('email')}
      />
      <SelectField
        label="Role"
        hint="What they may do once they join. You can change it later."
        error={errors.role?.message}
        {...register('role')}
      >
        {roles.map((role) => (
          <option key={role.handle} value={role.handle}>
            {role.name}
          </option>
        ))}
      </SelectField>

      <FormActions pending={pending} submitLabel="Send invitation" pendingLabel="Sending…" onCancel={onDone} className="pt-2" />
    </form>
  );
}
