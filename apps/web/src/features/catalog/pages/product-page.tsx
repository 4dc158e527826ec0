import { Link } from 'react-router';
import { PageShell } from '@/components/layouts/page-shell';
import { buttonStyles } from '@/components/ui/button';
import { ComingSoon } from '@/components/ui/coming-soon';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';

export function ProductPage() {
  usePageTitle('Product');
  return (
    <PageShell title="Product">
      <ComingSoon>
        <p>Product details are on their way.</p>
        <Link to="/shop" className={buttonStyles({ variant: 'secondary', className: 'mt-4' })}>
          Back to the shop
        </Link>
      </ComingSoon>
    </PageShell>
  );
}
