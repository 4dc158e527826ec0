import { FILTER_ALL } from '@shop/shared/constants';
import { useSearchParams } from 'react-router';
import { PageShell } from '@/components/layouts/page-shell';
import { ComingSoon } from '@/components/ui/coming-soon';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';

export function ShopPage() {
  usePageTitle('Shop');
  const [params] = useSearchParams();
  const category = params.get('category') || FILTER_ALL;
  return (
    <PageShell title="Shop" eyebrow={category === FILTER_ALL ? 'All tees' : `${category} tees`}>
      <ComingSoon>The catalogue is being unpacked. Check back very soon.</ComingSoon>
    </PageShell>
  );
}
