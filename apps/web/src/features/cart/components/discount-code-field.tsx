import type { BagDiscount } from '../use-bag-discount';
import { CodeField } from './code-field';
import { useLaterMessages, useT } from '@/i18n/i18n';

/** The bag's 'Discount code' field: the code applied, or why it does not apply (the checkout's word is the latest). */
export function DiscountCodeField({ discount, checkoutProblem }: { discount: BagDiscount; checkoutProblem?: string }) {
  const applied = discount.applied?.discountCode;
  useLaterMessages();
  const t = useT();
  return (
    <CodeField
      label={t('bag.discount.label')}
      emptyMessage={t('bag.discount.empty')}
      code={discount.code}
      applying={discount.applying}
      // The code may have run out since the bag priced it.
      problem={checkoutProblem ?? discount.problem}
      applied={applied ? t.rich('bag.discount.applied', { code: <span className="font-medium break-all text-ink">{applied}</span> }) : null}
      apply={discount.apply}
      remove={discount.remove}
      maxLength={100}
    />
  );
}
