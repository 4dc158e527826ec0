import { PenTool } from 'lucide-react';
import { PageShell } from '@/components/layouts/page-shell';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { BulletList } from '../components/bullet-list';
import { StudioCard } from '../components/studio-card';
import { PRINT_TABLE } from '../illustrations';

const OFFERS = [
  'Print artwork drawn for screen printing, ready for the press',
  'Woven labels, swing tags and packaging that feel like your brand',
  'Small identities: a mark, a palette and a type pairing',
];

export function DesignPage() {
  usePageTitle('Design');
  return (
    <PageShell
      title="Design"
      eyebrow="From the studio"
      intro={<p>The prints on our tees are drawn in the studio. Soon we will draw for your brand too.</p>}
    >
      <StudioCard title="Design for small brands" icon={PenTool} badge="Coming Soon" image={PRINT_TABLE}>
        <p>
          We are putting together a design service for makers and small labels who want artwork that prints well and lasts as long as the
          garment does.
        </p>
        <BulletList items={OFFERS} />
        <div>
          {/* NOTE: the specification's Explore Designs button has no action yet; the portfolio is still being put together. */}
          <Button variant="primary" size="lg" className="mt-2">
            Explore Designs
          </Button>
        </div>
      </StudioCard>
    </PageShell>
  );
}
