import { PenTool } from 'lucide-react';
import { PageShell } from '@/components/layouts/page-shell';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { useMessages, useT } from '@/i18n/i18n';
import { BulletList } from '../components/bullet-list';
import { StudioCard } from '../components/studio-card';
import { PRINT_TABLE } from '../illustrations';

const OFFERS = ['pages.design.offer.prints', 'pages.design.offer.labels', 'pages.design.offer.identities'] as const;

export function DesignPage() {
  useMessages('pages');
  const t = useT();
  usePageTitle(t('pages.design.title'));
  return (
    <PageShell title={t('pages.design.title')} eyebrow={t('pages.fromTheStudio')} intro={<p>{t('pages.design.intro')}</p>}>
      <StudioCard title={t('pages.design.card')} icon={PenTool} badge={t('ui.comingSoon')} image={PRINT_TABLE}>
        <p>{t('pages.design.text')}</p>
        <BulletList items={OFFERS.map((offer) => t(offer))} />
        <div>
          {/* NOTE: the specification's Explore Designs button has no action yet; the portfolio is still being put together. */}
          <Button variant="primary" size="lg" className="mt-2">
            {t('pages.design.explore')}
          </Button>
        </div>
      </StudioCard>
    </PageShell>
  );
}
