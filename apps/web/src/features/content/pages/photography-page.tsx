import { useId, useState } from 'react';
import { PageShell } from '@/components/layouts/page-shell';
import { Button } from '@/components/ui/button';
import { ComingSoon } from '@/components/ui/coming-soon';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';

export function PhotographyPage() {
  usePageTitle('Photography');
  const [open, setOpen] = useState(false);
  const galleryId = useId();
  return (
    <PageShell title="Photography" intro="Product and lookbook shoots, lit to show the fabric as it is.">
      <Button aria-expanded={open} aria-controls={galleryId} onClick={() => setOpen((value) => !value)}>
        {open ? 'Close' : 'Open Gallery'}
      </Button>
      <div id={galleryId} hidden={!open} className="mt-6 max-h-96 overflow-auto">
        <ComingSoon>The gallery is being curated.</ComingSoon>
      </div>
    </PageShell>
  );
}
