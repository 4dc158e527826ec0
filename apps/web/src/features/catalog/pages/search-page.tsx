import { PageShell } from '@/components/layouts/page-shell';
import { ComingSoon } from '@/components/ui/coming-soon';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';

export function SearchPage() {
  usePageTitle('Search');
  return (
    <PageShell title="Browse The Drip">
      <ComingSoon>Search opens together with the catalogue.</ComingSoon>
    </PageShell>
  );
}
