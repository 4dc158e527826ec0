import { paths } from '@shop/shared/routes';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PageShell } from '@/components/layouts/page-shell';
import { useSettings, useShopName } from '@/features/settings/api/get-settings';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { useMessages, useT } from '@/i18n/i18n';
import { useContentPage } from '../api/get-content-page';
import { ContentPageStates } from '../components/content-page-states';
import { ContentSection } from '../components/content-section';
import { PageContent } from '../components/page-content';
import { EmailLink, PageLink, PhoneLink } from '../components/shop-links';

/**
 * `/terms`: the Terms page's words, then the Refund policy (#refund) and the Privacy policy
 * (#privacy), each from its own page the owner edits in Markdown, then how to reach the shop.
 */
export function TermsPage() {
  useMessages('pages');
  const t = useT();
  usePageTitle(t('pages.terms.title'));
  const shopName = useShopName();
  const { data: settings } = useSettings();
  const terms = useContentPage('terms');
  const refund = useContentPage('refund-policy');
  const privacy = useContentPage('privacy');
  useScrollToHash(terms.isSuccess && refund.isSuccess && privacy.isSuccess);

  return (
    <ContentPageStates queries={[terms, refund, privacy]}>
      {(termsPage, refundPage, privacyPage) => (
        <PageShell title={termsPage.title} eyebrow={t('pages.terms.eyebrow')}>
          <div className="lg:grid lg:grid-cols-[12rem_minmax(0,48rem)] lg:gap-16">
            <nav aria-label={t('pages.terms.onThisPage')} className="mb-10 lg:sticky lg:top-24 lg:mb-0 lg:self-start">
              <p className="mb-3 hidden text-xs font-semibold tracking-[0.2em] text-muted uppercase lg:block">
                {t('pages.terms.onThisPage')}
              </p>
              <ul className="flex flex-wrap gap-3 lg:flex-col lg:gap-0 lg:border-l lg:border-line">
                {[
                  { hash: '#terms', label: t('pages.terms.usingThisShop') },
                  { hash: '#refund', label: refundPage.title },
                  { hash: '#privacy', label: privacyPage.title },
                  { hash: '#contact', label: t('pages.terms.questions') },
                ].map((item) => (
                  <li key={item.hash}>
                    {/* A plain anchor: the browser jumps within the page by itself. */}
                    <a
                      href={item.hash}
                      className="inline-flex min-h-touch items-center rounded-full border border-line bg-paper px-5 text-sm font-medium transition-colors hover:border-ink lg:-ml-px lg:rounded-none lg:border-0 lg:border-l-2 lg:border-transparent lg:bg-transparent lg:px-4 lg:hover:border-ink"
                    >
                      {item.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>

            <div className="max-w-3xl space-y-14">
              <PageContent html={termsPage.html} />

              <ContentSection id="refund" title={refundPage.title}>
                <PageContent html={refundPage.html} nested />
              </ContentSection>

              <ContentSection id="privacy" title={privacyPage.title}>
                <PageContent html={privacyPage.html} nested />
              </ContentSection>

              <ContentSection id="contact" title={t('pages.terms.questions')}>
                {settings ? (
                  <address className="leading-relaxed not-italic">
                    {shopName}, {settings.city}, {settings.state}
                    <br />
                    <PhoneLink phone={settings.phone} /> · <EmailLink email={settings.email} />
                  </address>
                ) : null}
                <p>{t.rich('pages.terms.orWrite', { link: <PageLink to={paths.contact}>{t('pages.terms.contactPage')}</PageLink> })}</p>
              </ContentSection>
            </div>
          </div>
        </PageShell>
      )}
    </ContentPageStates>
  );
}

/**
 * Scrolls to the section named by the URL's hash (`/terms#refund`).
 * NOTE: the page is loaded lazily, its words arrive after it, and the layout scrolls to the top
 * on every path change, so the browser's own jump to the fragment happens before the section
 * exists, or is undone: it waits until the words are there.
 */
function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash || !ready) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [hash, ready]);
}
