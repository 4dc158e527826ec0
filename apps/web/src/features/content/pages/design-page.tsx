import { PageShell } from '@/components/layouts/page-shell';
import { Button } from '@/components/ui/button';
import { ComingSoon } from '@/components/ui/coming-soon';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';

export function DesignPage() {
  usePageTitle('Design');
  return (
    <PageShell title="Design">
      <ComingSoon>
        <p>Prints, labels and identities for small brands.</p>
        {/* The specification's Explore Designs button does nothing yet. */}
        <Button variant="secondary" className="mt-4">
          Explore Designs
        </Button>
      </ComingSoon>
    </PageShell>
  );
}
