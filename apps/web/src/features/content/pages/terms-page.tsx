import { EXCHANGE_WINDOW_DAYS, TAX_LABEL, TAX_PERCENT } from '@shop/shared/constants';
import { paths } from '@shop/shared/routes';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PageShell } from '@/components/layouts/page-shell';
import { useSettings, useShopName } from '@/features/settings/api/get-settings';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { ContentSection } from '../components/content-section';
import { EmailLink, PageLink, PhoneLink } from '../components/shop-links';

const ON_THIS_PAGE = [
  { hash: '#terms', label: 'Using this shop' },
  { hash: '#refund', label: 'Refund Policy' },
  { hash: '#privacy', label: 'Privacy Policy' },
  { hash: '#contact', label: 'Questions' },
];

export function TermsPage() {
  usePageTitle('Terms and Conditions');
  const shopName = useShopName();
  const { data: settings } = useSettings();
  useScrollToHash();

  const contact = settings ? <EmailLink email={settings.email} /> : 'us through our contact page';

  return (
    <PageShell
      title="Terms and Conditions"
      eyebrow="The small print, in plain words"
      intro={
        <p>
          These terms explain how buying from {shopName} works, how exchanges work and how we look after your data. Please read them before
          you order.
        </p>
      }
    >
      <div className="lg:grid lg:grid-cols-[12rem_minmax(0,48rem)] lg:gap-16">
        <nav aria-label="On this page" className="mb-10 lg:sticky lg:top-24 lg:mb-0 lg:self-start">
          <p className="mb-3 hidden text-xs font-semibold tracking-[0.2em] text-muted uppercase lg:block">On this page</p>
          <ul className="flex flex-wrap gap-3 lg:flex-col lg:gap-0 lg:border-l lg:border-line">
            {ON_THIS_PAGE.map((item) => (
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
          <ContentSection id="terms" title="Using this shop">
            <p>
              By placing an order with {shopName} you accept these terms. If anything here is unclear, write to {contact} before you order
              and we will explain.
            </p>
            <p>
              Prices are shown in US dollars. A {TAX_PERCENT}% sales tax is added to the total and shown in your bag as {TAX_LABEL} before
              you pay. An order is confirmed once the payment has gone through; you then see its confirmation and can follow it from your
              account. Stock is checked when you pay, so every item in a confirmed order is set aside for you.
            </p>
            <p>
              Keep your password to yourself; you are responsible for what is done with your account. Reviews you post appear with your
              username and should be about the product. You can edit or delete your own reviews at any time, from the product page or from
              Your given Reviews in your dashboard. We may remove reviews that are abusive or off topic, and close accounts used for fraud.
            </p>
          </ContentSection>

          <ContentSection id="refund" title="Refund Policy">
            <p className="text-lg">
              We offer <strong>exchanges only</strong>; we do not give refunds. If a size or colour is not right, we will gladly exchange it
              under these conditions:
            </p>
            <ul className="space-y-2 rounded-xl border border-line bg-sand p-5 sm:p-6">
              <Rule>The exchange must be requested within {EXCHANGE_WINDOW_DAYS} days of purchase.</Rule>
              <Rule>The item must be unused and in its original packaging.</Rule>
              <Rule>The customer pays the return shipping.</Rule>
              <Rule>Final-sale items are excluded and cannot be exchanged.</Rule>
              <Rule>A return authorization number is issued for every accepted request.</Rule>
            </ul>
            <h3 className="pt-2 text-xl">How to ask for an exchange</h3>
            <ol className="list-decimal space-y-2 pl-5">
              <li>
                Write to {contact} within {EXCHANGE_WINDOW_DAYS} days of purchase with your order number, the item, and the size or colour
                you would like instead.
              </li>
              <li>We check the request and send you a return authorization number.</li>
              <li>
                Pack the item, unused and in its original packaging, write the return authorization number on the parcel and send it to us
                at your own cost. We cannot accept parcels without that number.
              </li>
              <li>When the item arrives and we have checked it, we send you the exchanged item.</li>
            </ol>
          </ContentSection>

          <ContentSection id="privacy" title="Privacy Policy">
            <h3 className="text-xl">Card payments</h3>
            <p>
              Card payments are processed by our payment provider on its own secure checkout page. Your card details go straight to the
              provider: {shopName} never sees them and stores no card data. We keep only the status and amount of each payment, to match it
              with your order.
            </p>
            <h3 className="pt-2 text-xl">What we keep, and why</h3>
            <ul className="list-disc space-y-2 pl-5">
              <li>
                <strong>Your account:</strong> your username, email address and a securely hashed form of your password (never the password
                itself), so that you can sign in and see your orders.
              </li>
              <li>
                <strong>Your profile:</strong> a picture, a short bio and a profession, only if you choose to add them.
              </li>
              <li>
                <strong>Your orders:</strong> the items, colours, sizes and amounts, with your email address, so that we can send your
                order, handle exchanges and keep the records the law asks of us.
              </li>
              <li>
                <strong>Your reviews:</strong> the rating, fit and text you post, shown publicly with your username until you delete them,
                and which reviews you found helpful (never shown to others).
              </li>
              <li>
                <strong>Your messages:</strong> what you send through the contact form, so that we can answer you.
              </li>
            </ul>
            <p>
              We never sell your data or use it for advertising. We share it only with the services that run the shop for us: the payment
              provider for payments and our email provider to deliver messages.
            </p>
            <h3 className="pt-2 text-xl">Cookies</h3>
            <p>
              We use one cookie: a session cookie that keeps you signed in. It is set when you sign in, cannot be read by scripts on the
              page, and ends when you sign out. We use no tracking or advertising cookies. Your bag, and a copy of your profile that lets
              pages show the right menu straight away, are kept in your browser&apos;s local storage on your own device.
            </p>
            <h3 className="pt-2 text-xl">Your choices</h3>
            <p>
              You can change your profile and edit or delete your reviews at any time from your dashboard. To receive a copy of your data or
              to have your account deleted, write to {contact}.
            </p>
          </ContentSection>

          <ContentSection id="contact" title="Questions">
            {settings ? (
              <address className="leading-relaxed not-italic">
                {shopName}, {settings.city}, {settings.state}
                <br />
                <PhoneLink phone={settings.phone} /> · <EmailLink email={settings.email} />
              </address>
            ) : null}
            <p>
              Or send us a message from the <PageLink to={paths.contact}>contact page</PageLink>.
            </p>
          </ContentSection>
        </div>
      </div>
    </PageShell>
  );
}

function Rule({ children }: { children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-clay" />
      <span>{children}</span>
    </li>
  );
}

/**
 * Scrolls to the section named by the URL's hash (`/terms#refund`).
 * NOTE: the page is loaded lazily and the layout scrolls to the top on every path change, so
 * the browser's own jump to the fragment happens before the section exists, or is undone.
 */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [hash]);
}
