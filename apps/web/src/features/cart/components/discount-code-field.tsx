import type { BagDiscount } from '../use-bag-discount';
import { CodeField } from './code-field';

/** The bag's 'Discount code' field: the code applied, or why it does not apply (the checkout's word is the latest). */
export function DiscountCodeField({ discount, checkoutProblem }: { discount: BagDiscount; checkoutProblem?: string }) {
  const applied = discount.applied?.discountCode;
  return (
    <CodeField
      label="Discount code"
      emptyMessage="Enter a discount code."
      code={discount.code}
      applying={discount.applying}
      // The code may have run out since the bag priced it.
      problem={checkoutProblem ?? discount.problem}
      applied={
        applied ? (
          <>
            Code <span className="font-medium break-all text-ink">{applied}</span> applied.
          </>
        ) : null
      }
      apply={discount.apply}
      remove={discount.remove}
      maxLength={100}
    />
  );
}
