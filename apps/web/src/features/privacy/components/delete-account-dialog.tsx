import { DeleteAccountSchema, type DeleteAccountInput } from '@shop/shared/privacy.schema';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { useMutationForm } from '@/components/ui/use-mutation-form';
import { passkeyFailure, usePasskeys } from '@/features/auth/api/passkeys';
import { useReauthenticate } from '@/features/auth/api/reauthenticate';
import { useUser } from '@/features/auth/auth-store';
import { SecondFactorCodeField } from '@/features/auth/components/second-factor-code-field';
import { usePasskeySupport } from '@/features/auth/passkey-support';
import { useMessages, useT, type MessageKey } from '@/i18n/i18n';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { useDeleteOwnAccount } from '../api/delete-account';
import { ReviewsChoice } from './reviews-choice';
import { ScrubbedFieldsNote } from './scrubbed-fields-note';

/** How the person proves who they are before the account goes. */
type Way = 'password' | 'code' | 'passkey';

/** The button that switches to each way, in the words 'Confirm it’s you' uses. */
const SWITCH_TO: Record<Way, MessageKey> = {
  password: 'auth.reauth.usePassword',
  code: 'auth.reauth.useCode',
  passkey: 'auth.passkey.instead',
};

/**
 * Deleting one's own account: what goes and what stays, the choice for the reviews, and a proof
 * of who one is: the password, or a code of the two-step sign-in or a passkey for an account that
 * has one (the API takes what re-authentication takes). Once done, every session ends and the
 * page goes home with a toast. Rendered while open, so every opening starts empty.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  useMessages('account');
  const t = useT();
  const me = useUser();
  const remove = useDeleteOwnAccount();
  const reauth = useReauthenticate();
  const passkeySupported = usePasskeySupport();
  const passkeys = usePasskeys();
  const [way, setWay] = useState<Way>('password');
  const ways: Way[] = [
    'password',
    ...(me?.twoFactorEnabled ? (['code'] as const) : []),
    ...(passkeySupported && (passkeys.data?.length ?? 0) > 0 ? (['passkey'] as const) : []),
  ];
  const { register, unregister, setValue, errors, pending, submit, send } = useMutationForm(remove, {
    schema: DeleteAccountSchema,
    defaultValues: { password: '' } as Partial<DeleteAccountInput>,
    serverFields: ['password', 'code'],
  });

  // The request carries one proof: the field of the way left goes, with its error.
  const choose = (next: Way) => {
    unregister(['password', 'code', 'recentProof']);
    if (next === 'passkey') setValue('recentProof', true);
    remove.reset();
    reauth.reset();
    setWay(next);
  };

  const onSubmit = submit(async (values) => {
    remove.reset();
    // A passkey proves it through re-authentication first: the deletion then rests on that fresh proof.
    if (way === 'passkey' && !(await reauth.mutateAsync('passkey').catch(() => null))) return;
    await send(values);
  });

  const busy = pending || reauth.isPending;
  return (
    <Modal open onClose={onClose} title={t('privacy.delete.dialogTitle')} role="alertdialog" dismissible={!busy}>
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={busy}>
        <div className="space-y-2 text-sm">
          <p>{t('privacy.delete.detail')}</p>
          <p className="text-muted">{t('privacy.delete.credit')}</p>
        </div>
        <ScrubbedFieldsNote whose="your" />
        <ReviewsChoice legend={t('privacy.delete.reviews')} error={errors.reviews?.message} field={register('reviews')} />
        {remove.isError ? (
          <FormAlert title={t('privacy.delete.failed')} detail={apiErrorDetail(remove.error) ?? t('auth.tryAgain')} />
        ) : reauth.isError ? (
          <FormAlert title={t('privacy.delete.failed')} detail={passkeyFailure(reauth.error, t)} />
        ) : null}
        {way === 'password' ? (
          <PasswordField
            label={t('privacy.delete.password')}
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
        ) : way === 'code' ? (
          <SecondFactorCodeField withHint error={errors.code?.message} {...register('code')} />
        ) : (
          <p className="text-sm">{t('privacy.delete.passkey')}</p>
        )}
        {ways.length > 1 ? (
          <div className="flex flex-wrap gap-2">
            {ways
              .filter((other) => other !== way)
              .map((other) => (
                <Button key={other} variant="ghost" size="sm" disabled={busy} onClick={() => choose(other)}>
                  {t(SWITCH_TO[other])}
                </Button>
              ))}
          </div>
        ) : null}
        <FormActions
          pending={busy}
          submitLabel={t('privacy.delete.submit')}
          pendingLabel={reauth.isPending ? t('auth.passkey.waiting') : t('account.deleting')}
          variant="danger"
          onCancel={onClose}
          className="pt-2"
        />
      </form>
    </Modal>
  );
}
