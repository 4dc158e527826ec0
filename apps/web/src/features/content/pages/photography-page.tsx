import { paths } from '@shop/shared/routes';
import { Camera } from 'lucide-react';
import { useId, useState } from 'react';
import { PageShell } from '@/components/layouts/page-shell';
import { Button } from '@/components/ui/button';
import { ComingSoon } from '@/components/ui/coming-soon';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { PageLink } from '../components/shop-links';
import { StudioCard } from '../components/studio-card';
import { PHOTO_SET } from '../illustrations';

export function PhotographyPage() {
  usePageTitle('Photography');
  const [open, setOpen] = useState(false);
  const galleryId = useId();

  return (
    <PageShell
      title="Photography"
      eyebrow="From the studio"
      intro={<p>Every picture in our shop is shot in the studio, lit to show the fabric as it really is.</p>}
    >
      <StudioCard
        title="Product and lookbook photography"
        icon={Camera}
        image={PHOTO_SET}
        below={
          <div id={galleryId} hidden={!open} className="max-h-96 overflow-y-auto border-t border-line p-4 sm:p-6">
            <ComingSoon>
              <p>
                The gallery is being curated: flat lays, on-model lookbooks and details of the knit. Check back soon, or see a few pictures
                from the studio in <PageLink to={paths.visualStory}>Our Visual Story</PageLink>.
              </p>
            </ComingSoon>
          </div>
        }
      >
        <p>
          Clean product shots on a paper backdrop, flat lays that show the true colour, and lookbooks on real people. We shoot our own
          collections and, soon, small brands like ours.
        </p>
        <div>
          <Button
            variant={open ? 'secondary' : 'primary'}
            size="lg"
            aria-expanded={open}
            aria-controls={galleryId}
            onClick={() => setOpen((value) => !value)}
            className="mt-2 min-w-44"
          >
            {open ? 'Close' : 'Open Gallery'}
          </Button>
        </div>
      </StudioCard>
    </PageShell>
  );
}
