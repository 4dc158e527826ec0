import { useId } from 'react';
import { PageShell } from '@/components/layouts/page-shell';
import { useSettings } from '@/features/settings/api/get-settings';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { useMessages, useT } from '@/i18n/i18n';
import { ContactDetails, ContactDetailsSkeleton } from '../components/contact-details';
import { ContactForm } from '../components/contact-form';

/** /contact: the message form, and the studio's address, phone, email and social links. */
export function ContactPage() {
  useMessages('pages');
  const t = useT();
  usePageTitle(t('contact.title'));
  const formHeadingId = useId();
  const detailsHeadingId = useId();
  const settings = useSettings();

  return (
    <PageShell title={t('contact.title')} eyebrow={t('contact.eyebrow')} intro={t('contact.intro')}>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-16">
        <section aria-labelledby={formHeadingId} className="rounded-xl border border-line bg-white p-5 sm:p-8">
          <h2 id={formHeadingId} className="mb-6 text-2xl md:text-3xl">
            {t('pages.sendMessage')}
          </h2>
          <ContactForm />
        </section>

        <section aria-labelledby={detailsHeadingId} className="lg:pt-8">
          <h2 id={detailsHeadingId} className="mb-6 text-2xl md:text-3xl">
            {t('contact.findUs')}
          </h2>
          {settings.data ? (
            <ContactDetails settings={settings.data} />
          ) : settings.isPending ? (
            <ContactDetailsSkeleton />
          ) : (
            <p className="text-muted">{t('contact.noAddress')}</p>
          )}
        </section>
      </div>
    </PageShell>
  );
}
