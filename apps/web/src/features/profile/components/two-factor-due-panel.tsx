import { paths } from '@shop/shared/routes';
import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { buttonStyles } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { IconBadge } from '@/components/ui/icon-badge';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';

export const TWO_FACTOR_DUE_TITLE = 'Turn on two-factor sign-in';

/**
 * In place of every staff page for a staff member whose two-factor sign-in is due (the API
 * refuses them every staff task until then): what is asked, and the way to the profile, where
 * it is turned on.
 */
export function TwoFactorDuePanel() {
  usePageTitle(TWO_FACTOR_DUE_TITLE);
  return (
    <DashboardPage title={TWO_FACTOR_DUE_TITLE}>
      <EmptyState
        icon={<IconBadge icon={ShieldCheck} className="size-12" />}
        actions={
          <Link to={paths.profile} className={buttonStyles()}>
            Go to your profile
          </Link>
        }
      >
        Your shop asks every staff member to sign in with a code from an authenticator app as well as a password. It takes a minute.
      </EmptyState>
    </DashboardPage>
  );
}
