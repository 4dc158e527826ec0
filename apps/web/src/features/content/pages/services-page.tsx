import { PageShell } from '@/components/layouts/page-shell';
import { ComingSoon } from '@/components/ui/coming-soon';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';

export function ServicesPage() {
  usePageTitle('Web Services');
  return (
    <PageShell title="Web Services">
      <ComingSoon title="Web Development">Coming Soon: shops and sites for small brands.</ComingSoon>
    </PageShell>
  );
}
