import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PageShell } from '@/components/layouts/page-shell';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';

export function TermsPage() {
  usePageTitle('Terms');
  const { hash } = useLocation();
  // NOTE: the page is loaded lazily, so the browser's own jump to #refund happens before
  // the section exists; do it once it does.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <PageShell title="Terms and Conditions">
      <nav aria-label="On this page" className="mb-8 flex gap-4 text-sm">
        <a href="#refund" className="inline-flex min-h-touch items-center text-clay underline underline-offset-4">
          Refund Policy
        </a>
        <a href="#privacy" className="inline-flex min-h-touch items-center text-clay underline underline-offset-4">
          Privacy Policy
        </a>
      </nav>
      <div className="max-w-2xl space-y-10 leading-relaxed">
        <section className="space-y-3">
          <h2 className="text-2xl">Using this shop</h2>
          <p>By ordering from us you agree to these terms. Prices are in US dollars and include nothing but what the bag shows.</p>
        </section>
        <section id="refund" className="space-y-3">
          <h2 className="text-2xl">Refund Policy</h2>
          <p>We offer exchanges only, not refunds.</p>
          <ul className="list-disc space-y-1 pl-5">
            <li>Ask for an exchange within 30 days of purchase.</li>
            <li>The item must be unused and in its original packaging.</li>
            <li>You pay the return shipping.</li>
            <li>Final-sale items cannot be exchanged.</li>
            <li>We send you a return authorization number to put on the parcel.</li>
          </ul>
        </section>
        <section id="privacy" className="space-y-3">
          <h2 className="text-2xl">Privacy Policy</h2>
          <p>
            Payments are processed by our card payment provider; we never see or store your card details. We keep only what an
            order needs: your name, email and the items you bought.
          </p>
        </section>
      </div>
    </PageShell>
  );
}
