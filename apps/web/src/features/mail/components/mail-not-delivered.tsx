import { paths } from '@shop/shared/routes';
import { MailWarning } from 'lucide-react';
import { Link } from 'react-router';

/**
 * Said to the admin while the shop has no mail transport (no SMTP or EmailJS set): nothing
 * reaches a customer, reset links are refused, and which settings fix it.
 */
export function MailNotDelivered({ linkToOutbox = false }: { linkToOutbox?: boolean }) {
  return (
    <section
      aria-labelledby="mail-not-delivered"
      className="mb-6 flex gap-3 rounded-xl border border-[#f0d9ae] bg-[#fbefd9] p-4 text-sm text-[#7a4a06]"
    >
      <MailWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-1">
        <h2 id="mail-not-delivered" className="font-sans text-sm font-semibold tracking-normal">
          Mail is not being delivered
        </h2>
        <p>
          Order confirmations and other messages reach no one: the shop&apos;s log names each one, never what it says, and customers cannot
          get a password reset or verification link. Set <code>SMTP_URL</code>, or <code>EMAILJS_PUBLIC_KEY</code>,{' '}
          <code>EMAILJS_SERVICE_ID</code> and <code>EMAILJS_TEMPLATE_ID</code>, then restart the shop.
        </p>
        {linkToOutbox ? (
          <p>
            <Link to={paths.outbox} className="font-medium underline underline-offset-4">
              See the outbox
            </Link>
          </p>
        ) : null}
      </div>
    </section>
  );
}
