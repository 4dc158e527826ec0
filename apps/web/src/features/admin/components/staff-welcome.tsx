import type { User } from '@shop/shared/auth.schema';
import { can } from '@shop/shared/can';
import { Link } from 'react-router';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { EmptyState } from '@/components/ui/empty-state';
import { IconBadge } from '@/components/ui/icon-badge';
import { staffRoleName } from '@/features/auth/staff-role';
import { MailNotDelivered } from '@/features/mail/components/mail-not-delivered';
import { useSettings } from '@/features/settings/api/get-settings';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { adminLinksOf, type AdminLink } from '../admin-links';
import { STAFF_HOME } from '../admin-pages';
import { StatsCard } from './admin-stats-card';
import { StaffTwoFactorOptional } from './staff-two-factor-optional';

/**
 * The dashboard's home for a staff member who may not see the shop's figures ('reports'): who
 * they are, their role, and the sections their permissions open, from the sidebar's own table.
 */
export function StaffWelcome({ user }: { user: User }) {
  usePageTitle('Dashboard');
  const { data: settings } = useSettings();
  const sections = adminLinksOf(user).filter((link) => link.page !== STAFF_HOME);

  return (
    <DashboardPage
      title={`Welcome, ${user.username}`}
      intro={
        <>
          Your role: <span className="font-medium text-ink">{staffRoleName(user.staffRole) ?? 'Staff'}</span>
        </>
      }
    >
      <StaffTwoFactorOptional user={user} />
      {/* Only those who run the outbox can do something about mail that is not sent. */}
      {settings && !settings.mailDelivers && can(user, 'settings') ? <MailNotDelivered linkToOutbox /> : null}
      {sections.length === 0 ? (
        <EmptyState title="No sections yet">
          Your role does not open any part of the dashboard yet. An owner can give it more on the Staff page.
        </EmptyState>
      ) : (
        <StatsCard title="Your sections" description="The parts of the shop your role lets you look after.">
          <SectionLinks sections={sections} />
        </StatsCard>
      )}
    </DashboardPage>
  );
}

function SectionLinks({ sections }: { sections: AdminLink[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {sections.map(({ to, label, icon }) => (
        <li key={to}>
          <Link
            to={to}
            className="flex min-h-touch items-center gap-3 rounded-lg border border-line bg-paper px-4 py-3 font-medium transition-colors hover:border-ink"
          >
            <IconBadge icon={icon} className="size-10" />
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
