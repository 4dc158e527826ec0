import { paths } from '@shop/shared/routes';
import { MonitorSmartphone } from 'lucide-react';
import { PageShell } from '@/components/layouts/page-shell';
import { useSettings } from '@/features/settings/api/get-settings';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { EmailLink, PageLink } from '../components/shop-links';
import { BulletList } from '../components/bullet-list';
import { StudioCard } from '../components/studio-card';
import { LAPTOP_SHOP } from '../illustrations';

const INCLUDED = [
  'An online shop with a secure hosted checkout',
  'Mobile-first pages that load quickly and work for everyone',
  'Product pages built around your photographs',
  'A handover you can run yourself, with help when you need it',
];

export function ServicesPage() {
  usePageTitle('Web Services');
  const { data: settings } = useSettings();
  return (
    <PageShell
      title="Web Services"
      eyebrow="From the studio"
      intro={<p>We built the shop you are using. Soon we will build one for you.</p>}
    >
      <StudioCard title="Web Development" icon={MonitorSmartphone} badge="Coming Soon" image={LAPTOP_SHOP}>
        <p>
          We are preparing a service for small brands: online shops and sites, designed and built by people who sell their own clothes
          online every day.
        </p>
        <BulletList items={INCLUDED} />
        <p>
          Want to hear when it opens?{' '}
          {settings ? (
            <>
              Write to <EmailLink email={settings.email} /> or use our{' '}
            </>
          ) : (
            'Use our '
          )}
          <PageLink to={paths.contact}>contact form</PageLink>.
        </p>
      </StudioCard>
    </PageShell>
  );
}
