import { API_TOKEN_EXPIRY_CHOICES, type CreatedApiToken } from '@shop/shared/api-token.schema';
import { PERMISSION_GROUPS, PERMISSIONS, type Permission } from '@shop/shared/permissions';
import { useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField, TextField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { useMutationForm } from '@/components/ui/use-mutation-form';
import { apiErrorDetail, apiFieldErrors } from '@/lib/api-error-detail';
import { useCreateApiToken } from '../api/create-api-token';
import { ApiTokenFormSchema, dayAfter, EMPTY_API_TOKEN_FORM, OTHER_DAY, type ApiTokenFormValues } from '../api-token-form';
import { NewApiTokenSecret } from './new-api-token-secret';

export const CREATE_TOKEN_FAILED = 'Could not make the token.';

/** The fields a server's refusal can name, as the form names them. */
const TOKEN_FORM_FIELDS = ['name', 'scopes'] as const;

/**
 * Makes an API token with some of `permissions` (the maker's own), in a modal; once made, the
 * modal shows its secret, this once, to copy.
 */
export function CreateApiTokenModal({
  open,
  permissions,
  onClose,
}: {
  open: boolean;
  permissions: readonly Permission[];
  onClose: () => void;
}) {
  const [pending, setPending] = useState(false);
  const [made, setMade] = useState<CreatedApiToken | null>(null);
  const close = () => {
    setMade(null);
    onClose();
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title={made ? 'Copy your new token' : 'New API token'}
      description={made ? undefined : 'A script sends it to act as you, with only the permissions you give it, until it expires.'}
      dismissible={!pending}
      className="sm:max-w-2xl"
    >
      {made ? (
        <NewApiTokenSecret made={made} onDone={close} />
      ) : (
        <ApiTokenForm permissions={permissions} onMade={setMade} onCancel={close} onPendingChange={setPending} />
      )}
    </Modal>
  );
}

function ApiTokenForm({
  permissions,
  onMade,
  onCancel,
  onPendingChange,
}: {
  permissions: readonly Permission[];
  onMade: (made: CreatedApiToken) => void;
  onCancel: () => void;
  onPendingChange: (pending: boolean) => void;
}) {
  const create = useCreateApiToken();
  const [failure, setFailure] = useState<{ placed: boolean; detail?: string } | null>(null);
  const mutation = {
    isPending: create.isPending,
    mutateAsync: async (input: Parameters<typeof create.mutateAsync>[0]): Promise<CreatedApiToken> => {
      try {
        return await create.mutateAsync(input);
      } catch (error) {
        // The alert above the fields; the form puts the fields' part of the refusal beside them.
        const placed = Object.keys(apiFieldErrors(error)).some((field) => (TOKEN_FORM_FIELDS as readonly string[]).includes(field));
        setFailure({ placed, detail: placed ? undefined : apiErrorDetail(error) });
        throw error;
      }
    },
  };
  const { register, errors, pending, submit, send, watch } = useMutationForm(mutation, {
    schema: ApiTokenFormSchema,
    defaultValues: EMPTY_API_TOKEN_FORM,
    serverFields: TOKEN_FORM_FIELDS,
  });
  const otherDay = watch('expiry') === OTHER_DAY;

  const onSubmit = submit(async (values) => {
    setFailure(null);
    onPendingChange(true);
    const sent = await send(values);
    onPendingChange(false);
    if (sent) onMade(sent.data);
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5" aria-busy={pending}>
      {failure ? (
        <FormAlert
          title={CREATE_TOKEN_FAILED}
          detail={failure.placed ? 'Please check the highlighted fields.' : (failure.detail ?? 'Please try again.')}
        />
      ) : null}
      <TextField
        label="Name"
        hint="What it is for, to recognise it in the list: Warehouse sync."
        autoComplete="off"
        maxLength={60}
        error={errors.name?.message}
        {...register('name')}
      />
      <ScopeFields permissions={permissions} input={register('scopes')} error={errors.scopes?.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Expires" error={errors.expiry?.message} {...register('expiry')}>
          {API_TOKEN_EXPIRY_CHOICES.map((days) => (
            <option key={days} value={String(days)}>
              In {days} days
            </option>
          ))}
          <option value={OTHER_DAY}>On a day you choose</option>
        </SelectField>
        {otherDay ? (
          <TextField
            label="Expiry day"
            type="date"
            min={dayAfter(1)}
            max={dayAfter(365)}
            hint="At most a year from now."
            error={errors.day?.message}
            {...register('day')}
          />
        ) : null}
      </div>
      <FormActions pending={pending} submitLabel="Make token" pendingLabel="Making…" onCancel={onCancel} className="pt-2" />
    </form>
  );
}

/** The maker's own permissions as checkboxes, grouped as the roles page shows them. */
function ScopeFields({
  permissions,
  input,
  error,
}: {
  permissions: readonly Permission[];
  input: UseFormRegisterReturn<keyof ApiTokenFormValues>;
  error: string | undefined;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 block text-sm font-medium">Permissions</legend>
      <p className="mb-3 text-xs text-muted">
        Only what the script needs. It loses any your role loses, and never does what asks you to confirm it is you.
      </p>
      <div className="space-y-3">
        {PERMISSION_GROUPS.map((group) => ({ ...group, permissions: group.permissions.filter((each) => permissions.includes(each)) }))
          .filter((group) => group.permissions.length > 0)
          .map((group) => (
            <fieldset key={group.name} className="rounded-lg border border-line bg-white px-4 py-2">
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
