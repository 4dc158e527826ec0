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

export const CONFIRM_PASSWORD_TITLE = 'Confirm your password';
export const RECOVERY_CODES_TITLE = 'Save your recovery codes';
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
      {mutation.isError ? <FormAlert title={failedTitle} detail={apiErrorDetail(mutation.error) ?? 'Please try again.'} /> : null}
      <PasswordField autoComplete="current-password" error={errors.password?.message} {...register('password')} />
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
export function showRecoveryCodes(codes: string[], owner: string): ShownRecoveryCodes {
  const text = [`Recovery codes for ${owner}`, 'Each code works once, if you lose your phone.', '', ...codes, ''].join('\n');
  return { codes, fileUrl: URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' })) };
}

/** Lets the browser drop the file once the codes are no longer on screen. */
export function forgetRecoveryCodes(shown: ShownRecoveryCodes | null): void {
  if (shown) URL.revokeObjectURL(shown.fileUrl);
}

/** The ten codes in two columns, with Copy and Download, and Done. */
export function RecoveryCodesStep({ shown, onDone }: { shown: ShownRecoveryCodes; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shown.codes.join('\n'));
      toast.success('Recovery codes copied.');
    } catch {
      toast.error('Could not copy the codes. Select them and copy them yourself, or download them.');
    }
  };

  return (
    <div className="space-y-5">
      <p>Each code works once, if you lose your phone. They are shown only now.</p>
      <ul
        aria-label="Recovery codes"
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
          Copy
        </Button>
        <a href={shown.fileUrl} download={RECOVERY_CODES_FILE} className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
          <Download aria-hidden="true" className="size-4" />
          Download
        </a>
      </div>
      <div className="flex justify-end border-t border-line pt-5">
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}
