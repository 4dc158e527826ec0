import { AddPasskeySchema } from '@shop/shared/passkey.schema';
import { TextField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { useMutationForm } from '@/components/ui/use-mutation-form';
import { passkeyFailure, useAddPasskey } from '@/features/auth/api/passkeys';
import { useMessages, useT } from '@/i18n/i18n';

const NameFormSchema = AddPasskeySchema.pick({ name: true });

/**
 * Names a new passkey, then lets the browser make it (on this device, a phone nearby or a
 * password manager) and adds it to the account. Rendered while open, so every opening starts
 * empty; a failure keeps the name typed, for another try.
 */
export function AddPasskeyDialog({ onClose }: { onClose: () => void }) {
  useMessages('account');
  const t = useT();
  const add = useAddPasskey();
  const { register, errors, pending, submit, send } = useMutationForm(add, { schema: NameFormSchema, defaultValues: { name: '' } });

  const onSubmit = submit(async ({ name }) => {
    // Left empty, the server names it after the day it was added.
    const sent = await send(name || undefined);
    if (!sent) return;
    toast.success(sent.data.message);
    onClose();
  });

  return (
    <Modal open onClose={onClose} title={t('profile.passkeys.add')} dismissible={!pending}>
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={pending}>
        {add.isError ? <FormAlert title={t('profile.passkeys.addFailed')} detail={passkeyFailure(add.error, t, 'registration')} /> : null}
        <TextField
          label={t('profile.passkeys.name')}
          hint={t('profile.passkeys.nameHint')}
          maxLength={60}
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <FormActions
          pending={pending}
          submitLabel={t('profile.continue')}
          pendingLabel={t('auth.passkey.waiting')}
          onCancel={onClose}
          className="pt-2"
        />
      </form>
    </Modal>
  );
}
