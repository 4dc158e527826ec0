import { PageShell } from '@/components/layouts/page-shell';
import { ComingSoon } from '@/components/ui/coming-soon';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';

export function SuccessPage() {
  usePageTitle('Order Confirmation');
  return (
    <PageShell title="Order confirmation">
      <ComingSoon title="Thank you">Your payment confirmation will show here.</ComingSoon>
    </PageShell>
  );
}
