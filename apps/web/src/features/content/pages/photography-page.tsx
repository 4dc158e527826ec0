import { paths } from '@shop/shared/routes';
import { Camera } from 'lucide-react';
import { useId, useState } from 'react';
import { PageShell } from '@/components/layouts/page-shell';
import { Button } from '@/components/ui/button';
import { ComingSoon } from '@/components/ui/coming-soon';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { useMessages, useT } from '@/i18n/i18n';
import { PageLink } from '../components/shop-links';
import { StudioCard } from '../components/studio-card';
import { PHOTO_SET } from '../illustrations';

export function PhotographyPage() {
  useMessages('pages');
  const t = useT();
  usePageTitle(t('pages.photography.title'));
  const [open, setOpen] = useState(false);
  const galleryId = useId();

  return (
    <PageShell title={t('pages.photography.title')} eyebrow={t('pages.fromTheStudio')} intro={<p>{t('pages.photography.intro')}</p>}>
      <StudioCard
        title={t('pages.photography.card')}
        icon={Camera}
        image={PHOTO_SET}
        below={
          <div id={galleryId} hidden={!open} className="max-h-96 overflow-y-auto border-t border-line p-4 sm:p-6">
            <ComingSoon>
              <p>
                {t.rich('pages.photography.gallery', {
                  story: <PageLink to={paths.visualStory}>{t('pages.story.title')}</PageLink>,
                })}
              </p>
            </ComingSoon>
          </div>
        }
      >
        <p>{t('pages.photography.text')}</p>
        <div>
          <Button
            variant={open ? 'secondary' : 'primary'}
            size="lg"
            aria-expanded={open}
            aria-controls={galleryId}
            onClick={() => setOpen((value) => !value)}
            className="mt-2 min-w-44"
          >
            {open ? t('ui.close') : t('pages.photography.open')}
          </Button>
        </div>
      </StudioCard>
    </PageShell>
  );
}
