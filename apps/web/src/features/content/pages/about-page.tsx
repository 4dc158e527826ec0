import { ESTABLISHED_YEAR, SIZES } from '@shop/shared/constants';
import { paths } from '@shop/shared/routes';
import { Link } from 'react-router';
import { PageShell } from '@/components/layouts/page-shell';
import { buttonStyles } from '@/components/ui/button';
import { useSettings, useShopName } from '@/features/settings/api/get-settings';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { useMessages, useT } from '@/i18n/i18n';
import { useContentPage } from '../api/get-content-page';
import { ContentPageStates } from '../components/content-page-states';
import { PageContent } from '../components/page-content';
import { EmailLink, PhoneLink } from '../components/shop-links';
import { STUDIO_RAIL } from '../illustrations';

/**
 * `/about`: the studio's story in the owner's words (the About page they edit in Markdown), beside
 * the studio at a glance and how to reach it, from the shop's settings.
 */
export function AboutPage() {
  useMessages('pages');
  const t = useT();
  usePageTitle(t('pages.about.title'));
  const shopName = useShopName();
  const { data: settings } = useSettings();
  const page = useContentPage('about');

  return (
    <ContentPageStates queries={[page]}>
      {(about) => (
        <PageShell title={about.title} eyebrow={t('pages.about.establishedIn', { year: String(ESTABLISHED_YEAR) })}>
          <div className="grid gap-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-16">
            <PageContent html={about.html} className="max-w-2xl" />

            <aside aria-label={t('pages.about.atAGlance')} className="space-y-6 lg:sticky lg:top-24 lg:self-start">
              <img {...STUDIO_RAIL} alt={t(STUDIO_RAIL.alt)} className="aspect-square w-full rounded-xl bg-sand object-cover" />
              <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-xl border border-line bg-line">
                <Fact term={t('pages.about.established')} detail={String(ESTABLISHED_YEAR)} />
                <Fact term={t('pages.about.fabric')} detail={t('pages.about.fabricDetail')} />
                <Fact term={t('pages.about.production')} detail={t('pages.about.productionDetail')} />
                <Fact term={t('pages.about.sizes')} detail={SIZES.map((size) => size.toUpperCase()).join(' · ')} />
              </dl>
              <div className="space-y-3 rounded-xl bg-sand p-6">
                <h2 className="text-2xl">{t('pages.about.sayHello')}</h2>
                {settings ? (
                  <address className="space-y-1 leading-relaxed not-italic">
                    <p>
                      {shopName}, {settings.city}, {settings.state}
                    </p>
                    <p>
                      <PhoneLink phone={settings.phone} />
                    </p>
                    <p>
                      <EmailLink email={settings.email} />
                    </p>
                  </address>
                ) : null}
                <Link to={paths.contact} className={buttonStyles({ variant: 'secondary', className: 'mt-2' })}>
                  {t('pages.sendMessage')}
                </Link>
              </div>
            </aside>
          </div>
        </PageShell>
      )}
    </ContentPageStates>
  );
}

function Fact({ term, detail }: { term: string; detail: string }) {
  return (
    <div className="bg-paper p-4">
      <dt className="text-xs font-semibold tracking-[0.15em] text-muted uppercase">{term}</dt>
      <dd className="mt-1 font-display text-xl">{detail}</dd>
    </div>
  );
}
