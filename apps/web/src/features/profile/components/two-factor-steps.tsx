/**
 * The pieces the two-factor dialogs share: the password asked again before any change, and ten
 * recovery codes shown once, to copy or download.
 */
import { TwoFactorSetupSchema } from '@shop/shared/auth.schema';
import { Copy, Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, buttonStyles } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { toast } from '@/components/ui/toast';
import { useMutationForm } from '@/components/ui/use-mutation-form';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { useMessages, useT, type Translate } from '@/i18n/i18n';

export const RECOVERY_CODES_FILE = 'recovery-codes.txt';

/** What a two-factor form needs of its mutation (a TanStack Query one). */
export interface TwoFactorMutation<Data, Variables> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  mutateAsync: (variables: Variables) => Promise<Data>;
}

/** The password again; `onConfirmed` gets the server's answer to it. */
export function ConfirmPasswordForm<Data>({
  mutation,
  intro,
  submitLabel,
  pendingLabel,
  failedTitle,
  onConfirmed,
  onCancel,
}: {
  mutation: TwoFactorMutation<Data, { password: string }>;
  intro: ReactNode;
  submitLabel: string;
  pendingLabel: string;
  failedTitle: string;
  onConfirmed: (data: Data) => void;
  onCancel: () => void;
}) {
  useMessages('account');
  const t = useT();
  const { register, errors, pending, submit, send } = useMutationForm(mutation, {
    schema: TwoFactorSetupSchema,
    defaultValues: { password: '' },
  });

  const onSubmit = submit(async (values) => {
    const sent = await send(values);
    if (sent) onConfirmed(sent.data);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={pending}>
      <p className="text-sm text-muted">{intro}</p>
      {mutation.isError ? <FormAlert title={failedTitle} detail={apiErrorDetail(mutation.error) ?? t('auth.tryAgain')} /> : null}
      <PasswordField
        label={t('auth.field.password')}
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <FormActions pending={pending} submitLabel={submitLabel} pendingLabel={pendingLabel} onCancel={onCancel} className="pt-2" />
    </form>
  );
}

/** Recovery codes as shown once: the codes, and the text file 'Download' saves (a Blob URL, revoked by `forgetRecoveryCodes`). */
export interface ShownRecoveryCodes {
  codes: string[];
  fileUrl: string;
}

/** Makes the downloadable file of `codes`, headed with whose they are. Called when the codes arrive, not while rendering. */
export function showRecoveryCodes(codes: string[], owner: string, t: Translate): ShownRecoveryCodes {
  const text = [t('profile.twoFactor.codesFor', { owner }), t('profile.twoFactor.eachCode'), '', ...codes, ''].join('\n');
  return { codes, fileUrl: URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' })) };
}

/** Lets the browser drop the file once the codes are no longer on screen. */
export function forgetRecoveryCodes(shown: ShownRecoveryCodes | null): void {
  if (shown) URL.revokeObjectURL(shown.fileUrl);
}

/** The ten codes in two columns, with Copy and Download, and Done. */
export function RecoveryCodesStep({ shown, onDone }: { shown: ShownRecoveryCodes; onDone: () => void }) {
  useMessages('account');
  const t = useT();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shown.codes.join('\n'));
      toast.success(t('profile.twoFactor.copied'));
    } catch {
      toast.error(t('profile.twoFactor.copyFailed'));
    }
  };

  return (
    <div className="space-y-5">
      <p>{t('profile.twoFactor.shownOnce')}</p>
      <ul
        aria-label={t('profile.twoFactor.codes')}
        className="grid grid-cols-2 gap-x-6 gap-y-2 rounded-lg border border-line bg-white px-4 py-3 font-mono text-base tracking-wide"
      >
        {shown.codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        {/* Focused as the step opens: the codes are shown only now. */}
        <Button variant="secondary" size="sm" autoFocus onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          {t('profile.twoFactor.copy')}
        </Button>
        <a href={shown.fileUrl} download={RECOVERY_CODES_FILE} className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
          <Download aria-hidden="true" className="size-4" />
          {t('profile.twoFactor.download')}
        </a>
      </div>
      <div className="flex justify-end border-t border-line pt-5">
        <Button onClick={onDone}>{t('account.done')}</Button>
      </div>
    </div>
  );
}
