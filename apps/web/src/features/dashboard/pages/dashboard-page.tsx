import { PageShell } from '@/components/layouts/page-shell';
import { ComingSoon } from '@/components/ui/coming-soon';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';

export function DashboardPage() {
  usePageTitle('Dashboard');
  return (
    <PageShell title="Dashboard">
      <ComingSoon>Your orders, payments and reviews will live here.</ComingSoon>
    </PageShell>
  );
}
