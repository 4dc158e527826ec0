/**
 * Dashboard pages whose content arrives with later work (the user's reviews). They are real, guarded routes already, so the menus and
 * sidebars lead somewhere; each is replaced by its feature's own page.
 */
import { Link } from 'react-router';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { buttonStyles } from '@/components/ui/button';
import { ComingSoon } from '@/components/ui/coming-soon';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';

function Placeholder({ title, text, shopLink = false }: { title: string; text: string; shopLink?: boolean }) {
  usePageTitle(title);
  return (
    <DashboardPage title={title}>
      <ComingSoon>
        <p>{text}</p>
        {shopLink ? (
          <Link to="/shop" className={buttonStyles({ variant: 'secondary', className: 'mt-5' })}>
            Browse the shop
          </Link>
        ) : null}
      </ComingSoon>
    </DashboardPage>
  );
}

export function UserReviewsPage() {
  return (
    <Placeholder title="Your given Reviews" text="The reviews you write on products will be collected here." shopLink />
  );
}
