import type { BagPrice } from '@shop/shared/discount.schema';
import { useState } from 'react';
import { formatDollars } from '@/lib/format';
import type { BagCredit } from '../use-bag-credit';
import { CodeField } from './code-field';
import { useLaterMessages, useT } from '@/i18n/i18n';

/**
 * The bag's 'Gift card or store credit' field, and for a signed-in customer who has some, the
 * choice to spend their own: what it pays, or why the code cannot (the checkout's word is the latest).
 */
export function CreditCodeField({
  credit,
  priced,
  applying,
  signedIn,
  checkoutProblem,
}: {
  credit: BagCredit;
  /** The bag as the server priced it with this code; null until it has answered. */
  priced: BagPrice | null;
  applying: boolean;
  signedIn: boolean;
  checkoutProblem?: string;
}) {
  const current = priced && priced.creditCode === credit.creditCode?.trim().toUpperCase() ? priced : null;
  // Folded away until asked for, or while the bag holds a code.
  const [open, setOpen] = useState(false);
  useLaterMessages();
  const t = useT();
  return (
    <>
      {open || credit.creditCode !== null ? (
        <CodeField
          label={t('bag.credit.label')}
          emptyMessage={t('bag.credit.empty')}
          code={credit.creditCode}
          applying={applying && credit.creditCode !== null}
          problem={checkoutProblem ?? (credit.creditCode !== null ? (priced?.creditProblem ?? null) : null)}
          applied={
            current && current.creditCode
              ? t.rich('bag.credit.applied', {
                  code: <span className="font-medium break-all text-ink">{current.creditCode}</span>,
                  amount: <span className="tabular-nums">{formatDollars(current.credit)}</span>,
                })
              : null
          }
          apply={credit.apply}
          remove={credit.remove}
          maxLength={40}
          submitLabel={t('bag.credit.redeem')}
          focusOnMount={open}
          busyLabel={t('bag.credit.checking')}
        />
      ) : (
        <button
          type="button"
          aria-expanded={false}
          onClick={() => setOpen(true)}
          className="mb-3 min-h-touch text-sm text-muted underline underline-offset-4 hover:text-ink"
        >
          {t('bag.credit.open')}
        </button>
      )}
      {signedIn && priced && priced.accountCredit > 0 ? (
        <div className="mb-4 flex items-start gap-3 text-sm">
          <input
            id="bag-use-account-credit"
            type="checkbox"
            checked={credit.useAccountCredit}
            onChange={(event) => credit.setUseAccountCredit(event.target.checked)}
            className="mt-3 size-5 shrink-0 cursor-pointer accent-ink"
          />
          {/* The label's padding makes the whole line a fingertip-sized target. */}
          <label htmlFor="bag-use-account-credit" className="block cursor-pointer pt-2.5 pb-1 font-medium">
            {t('bag.credit.useAccount', { amount: formatDollars(priced.accountCredit) })}
          </label>
        </div>
      ) : null}
    </>
  );
}
