import { PageShell } from '@/components/layouts/page-shell';
import { useSettings } from '@/features/settings/api/get-settings';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';

export function ContactPage() {
  usePageTitle('Contact');
  const { data: settings } = useSettings();
  return (
    <PageShell title="Contact" intro="Questions about a size, an order or a collaboration? We answer every message.">
      {settings ? (
        <address className="space-y-1 not-italic">
          <p>
            {settings.city}, {settings.state}
          </p>
          <p>
            <a href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`} className="text-clay underline underline-offset-4">
              {settings.phone}
            </a>
          </p>
          <p>
            <a href={`mailto:${settings.email}`} className="text-clay underline underline-offset-4">
              {settings.email}
            </a>
          </p>
        </address>
      ) : null}
    </PageShell>
  );
}
