import { PASSWORD_MIN } from '@shop/shared/auth.schema';
import { paths } from '@shop/shared/routes';
import { AcceptInvitationSchema, INVITATION_HOURS } from '@shop/shared/staff.schema';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button';
import { PasswordField, TextField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { useMutationForm } from '@/components/ui/use-mutation-form';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { InvalidLink } from '@/features/auth/components/invalid-link';
import { withPasswordConfirmation } from '@/features/auth/password-confirmation';
import type { AuthRedirectState } from '@/features/auth/redirect-state';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { ApiError } from '@/lib/api-client';
import { apiErrorDetail, apiFieldErrors } from '@/lib/api-error-detail';
import { refusedAsWeak } from '@/lib/password-check';
import { useAcceptStaffInvitation, useInvitationPreview, type InvitationPreview } from '../api/invitations';

export const JOIN_STAFF_FAILED = 'We could not add you to the staff';
export const PREVIEW_FAILED = 'We could not open your invitation';

const TITLE = 'Join the staff';
const JOIN_FORM_FIELDS = ['username', 'password'] as const;

const JoinStaffFormSchema = withPasswordConfirmation(AcceptInvitationSchema.pick({ username: true, password: true }), 'password');

type AcceptMutation = ReturnType<typeof useAcceptStaffInvitation>;

/** A 400 without a word about the person's fields is about the link: used, unknown, taken back, expired or cut short. */
function refusesLink(error: unknown, fields: readonly string[] = []): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  const refused = apiFieldErrors(error);
  return !fields.some((field) => field in refused);
}

/**
 * Where a staff invitation's link lands (`?token=`): what the link offers (the address and the
 * role), asked on arrival, then a name and a new password, typed twice. Once joined, the person
 * signs in on /login, their address filled in, and turns on two-factor sign-in in their profile.
 */
export function JoinStaffPage() {
  usePageTitle(TITLE);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const preview = useInvitationPreview(token);
  const accept = useAcceptStaffInvitation();

  // The alert says the shared INVALID_LINK_MESSAGE: the server's own word for a refused link.
  const linkRefused = refusesLink(preview.error) || refusesLink(accept.error, JOIN_FORM_FIELDS);
  if (!token || linkRefused) {
    return (
      <AuthShell title={TITLE}>
        <InvalidLink>
          <p className="text-muted">
            Invitation links work once, for {INVITATION_HOURS} hours. Ask the shop for a new invitation and use the latest mail.
          </p>
          <Link to={paths.login} className={buttonStyles({ size: 'lg', className: 'w-full' })}>
            Sign in
          </Link>
        </InvalidLink>
      </AuthShell>
    );
  }

  if (preview.isError) {
    return (
      <AuthShell title={TITLE}>
        <div className="space-y-6">
          <FormAlert title={PREVIEW_FAILED} detail={apiErrorDetail(preview.error)} />
          <Button size="lg" className="w-full" onClick={() => void preview.refetch()} disabled={preview.isFetching}>
            {preview.isFetching ? 'Trying again…' : 'Try again'}
          </Button>
        </div>
      </AuthShell>
    );
  }

  if (preview.isPending) {
    return (
      <AuthShell title={TITLE}>
        <div className="flex flex-col items-center gap-4 py-6 text-center">
          <Spinner label="Opening your invitation…" />
          <p aria-hidden="true" className="text-muted">
            Opening your invitation…
          </p>
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell
      title={TITLE}
      intro={
        <>
          You are invited to join as <span className="font-medium text-ink">{preview.data.roleName}</span>, with{' '}
          <span className="font-medium break-words text-ink">{preview.data.email}</span>.
          {preview.data.hasAccount ? ' Your account keeps its orders; choose a new password for it.' : null}
        </>
      }
    >
      <JoinForm token={token} invitation={preview.data} accept={accept} />
    </AuthShell>
  );
}

function JoinForm({ token, invitation, accept }: { token: string; invitation: InvitationPreview; accept: AcceptMutation }) {
  const navigate = useNavigate();
  const { register, setError, errors, pending, submit, send } = useMutationForm(accept, {
    schema: JoinStaffFormSchema,
    defaultValues: { username: '', password: '', confirmPassword: '' },
    serverFields: JOIN_FORM_FIELDS,
  });
  const fieldErrors = apiFieldErrors(accept.error);
  const placed = JOIN_FORM_FIELDS.some((field) => field in fieldErrors);

  const onSubmit = submit(async ({ username, password }) => {
    // The server's rule, asked before sending (as on /register): a password easy to guess is refused.
    if (await refusedAsWeak(setError, 'password', password, [invitation.email, username])) return;
    const sent = await send({ token, username, password });
    if (!sent) return;
    toast.success(sent.data);
    const state: AuthRedirectState = { email: invitation.email };
    await navigate(paths.login, { replace: true, state });
  });

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={pending}>
        {accept.isError && !placed ? <FormAlert title={JOIN_STAFF_FAILED} detail={apiErrorDetail(accept.error)} /> : null}
        {/* The address the account signs in with, for the browser's password manager to save with the password. */}
        <input type="email" name="email" autoComplete="username" value={invitation.email} readOnly hidden />
        <TextField label="User name" autoComplete="nickname" maxLength={50} error={errors.username?.message} {...register('username')} />
        {/* A first password rather than a new one (as on /register), typed twice (as on /reset-password). */}
        <PasswordField
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN} characters, and hard to guess: a few words that do not belong together work well.`}
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" size="lg" className="w-full" disabled={pending}>
          {pending ? 'Joining…' : TITLE}
        </Button>
      </form>
      <p className="mt-6 text-sm">
        Already joined?{' '}
        <Link to={paths.login} className="font-medium text-clay underline underline-offset-4">
          Sign in
        </Link>
      </p>
    </>
  );
}
