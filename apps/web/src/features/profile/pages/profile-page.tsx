import { KeyRound, Pencil } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { ApiTokensSection } from '@/features/api-tokens/components/api-tokens-section';
import { useUser } from '@/features/auth/auth-store';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { WaitlistSection } from '@/features/waitlist/components/waitlist-section';
import { waitlistKeys } from '@/features/waitlist/api/account-waitlist';
import { EmailPreferencesSection } from '@/features/consents/components/email-preferences-section';
import { DeleteAccountSection } from '@/features/privacy/components/delete-account-section';
import { YourDataSection } from '@/features/privacy/components/your-data-section';
import { useFormatLocale, useMessages, useT } from '@/i18n/i18n';
import { formatDate } from '@/lib/format';
import { ChangePasswordModal } from '../components/change-password-modal';
import { SessionsList } from '../components/sessions-list';
import { EditProfileModal } from '../components/edit-profile-modal';
import { PasskeysSection } from '../components/passkeys-section';
import { TwoFactorSection } from '../components/two-factor-section';

export function ProfilePage() {
  useMessages('account');
  const t = useT();
  const locale = useFormatLocale();
  usePageTitle(t('profile.title'));
  const user = useUser();
  const [editing, setEditing] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const queryClient = useQueryClient();
  // The guard renders this page only for a signed-in user.
  if (!user) return null;
  const joined = formatDate(user.createdAt, 'monthYear', '', locale);

  return (
    <DashboardPage title={t('profile.title')}>
      <section aria-label={t('profile.yours')} className="max-w-2xl rounded-xl border border-line bg-white p-6 sm:p-8">
        <div className="flex flex-col items-center gap-5 text-center sm:flex-row sm:items-start sm:text-left">
          <Avatar src={user.profileImage} name={user.username} size="lg" />
          <div className="min-w-0 flex-1 space-y-1">
            <h2 className="text-3xl break-words">{user.username}</h2>
            <p className="break-words text-muted">{user.email}</p>
            {joined ? <p className="text-sm text-muted">{t('profile.memberSince', { joined })}</p> : null}
          </div>
          <div className="flex shrink-0 flex-col gap-2">
            <Button variant="secondary" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" className="size-4" />
              {t('profile.edit')}
            </Button>
            <Button variant="ghost" onClick={() => setChangingPassword(true)}>
              <KeyRound aria-hidden="true" className="size-4" />
              {t('profile.changePassword')}
            </Button>
          </div>
        </div>
        <dl className="mt-8 grid gap-6 border-t border-line pt-6 sm:grid-cols-2">
          <ProfileDetail term={t('profile.bio')} value={user.bio} />
          <ProfileDetail term={t('profile.profession')} value={user.profession} />
        </dl>
      </section>
      <div className="mt-6 max-w-2xl space-y-6">
        <TwoFactorSection user={user} />
        <PasskeysSection />
        {/* Personal API tokens are staff members' own (docs/decisions/042). */}
        {user.role === 'admin' ? <ApiTokensSection permissions={user.permissions} /> : null}
        <SessionsList />
        <EmailPreferencesSection
          onChanged={(kind, on) => {
            // Restock alerts turned off left every waiting list.
            if (kind === 'restock-alerts' && !on) void queryClient.invalidateQueries({ queryKey: waitlistKeys.all });
          }}
        />
        <WaitlistSection />
        <YourDataSection />
        <DeleteAccountSection />
      </div>
      <EditProfileModal user={user} open={editing} onClose={() => setEditing(false)} />
      <ChangePasswordModal user={user} open={changingPassword} onClose={() => setChangingPassword(false)} />
    </DashboardPage>
  );
}

function ProfileDetail({ term, value }: { term: string; value: string | null }) {
  const t = useT();
  return (
    <div>
      <dt className="text-xs font-semibold tracking-[0.12em] text-muted uppercase">{term}</dt>
      <dd className="mt-1 break-words whitespace-pre-line">{value?.trim() ? value : t('profile.none')}</dd>
    </div>
  );
}
