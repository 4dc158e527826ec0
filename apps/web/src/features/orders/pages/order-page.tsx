import { useParams } from 'react-router';
import { PageShell } from '@/components/layouts/page-shell';
import { ComingSoon } from '@/components/ui/coming-soon';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';

export function OrderPage() {
  const { orderId = '' } = useParams();
  usePageTitle(`Order ${orderId}`);
  return (
    <PageShell title="Order" eyebrow={orderId}>
      <ComingSoon>Order tracking is on its way.</ComingSoon>
    </PageShell>
  );
}
