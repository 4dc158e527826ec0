import { paths } from '@shop/shared/routes';
import { MonitorSmartphone } from 'lucide-react';
import { PageShell } from '@/components/layouts/page-shell';
import { useSettings } from '@/features/settings/api/get-settings';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { useMessages, useT } from '@/i18n/i18n';
import { EmailLink, PageLink } from '../components/shop-links';
import { BulletList } from '../components/bullet-list';
import { StudioCard } from '../components/studio-card';
import { LAPTOP_SHOP } from '../illustrations';

const INCLUDED = [
  'pages.services.included.shop',
  'pages.services.included.mobile',
  'pages.services.included.products',
  'pages.services.included.handover',
] as const;

export function ServicesPage() {
  useMessages('pages');
  const t = useT();
  usePageTitle(t('pages.services.title'));
  const { data: settings } = useSettings();
  const form = <PageLink to={paths.contact}>{t('pages.services.contactForm')}</PageLink>;
  return (
    <PageShell title={t('pages.services.title')} eyebrow={t('pages.fromTheStudio')} intro={<p>{t('pages.services.intro')}</p>}>
      <StudioCard title={t('pages.services.card')} icon={MonitorSmartphone} badge={t('ui.comingSoon')} image={LAPTOP_SHOP}>
        <p>{t('pages.services.text')}</p>
        <BulletList items={INCLUDED.map((item) => t(item))} />
        <p>
          {settings
            ? t.rich('pages.services.hearWrite', { email: <EmailLink email={settings.email} />, form })
            : t.rich('pages.services.hearUse', { form })}
        </p>
      </StudioCard>
    </PageShell>
  );
}
