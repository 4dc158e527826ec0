import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { inputStyles } from '@/components/ui/field';
import { cn } from '@/lib/class-names';
import type { BagDiscount } from '../use-bag-discount';

const CODE_REQUIRED = 'Enter a discount code.';

/**
 * The bag's 'Discount code' field with its Apply button, and under it the code applied or why it
 * does not apply, with Remove. Its own form: Enter in the field applies the code, never checks out.
 */
export function DiscountCodeField({ discount, checkoutProblem }: { discount: BagDiscount; checkoutProblem?: string }) {
  const id = useId();
  const messageId = `${id}-message`;
  const inputRef = useRef<HTMLInputElement>(null);
  // The code stays as typed when it is refused, to be corrected.
  const [typed, setTyped] = useState(discount.code ?? '');
  const [empty, setEmpty] = useState(false);
  // The checkout's word is the latest: the code may have run out since the bag priced it.
  const problem = empty ? CODE_REQUIRED : (checkoutProblem ?? discount.problem);
  const applied = problem ? null : discount.applied?.discountCode;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (discount.applying) return;
    setEmpty(!typed.trim());
    discount.apply(typed);
  };

  const remove = () => {
    setTyped('');
    setEmpty(false);
    discount.remove();
    // The Remove button goes: the field takes the focus, for another code.
    inputRef.current?.focus();
  };

  return (
    <form noValidate onSubmit={submit} className="mb-4 text-sm" aria-busy={discount.applying || undefined}>
      <label htmlFor={id} className="mb-1.5 block font-medium">
        Discount code
      </label>
      <div className="flex gap-2">
        <input
          ref={inputRef}
          id={id}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setEmpty(false);
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={100}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? messageId : undefined}
          className={cn(inputStyles, 'min-h-touch min-w-0 flex-1')}
        />
        <Button type="submit" variant="secondary" disabled={discount.applying} aria-busy={discount.applying || undefined}>
          {discount.applying ? 'Applying…' : 'Apply'}
        </Button>
      </div>
      {problem || discount.code !== null ? (
        <div className="mt-1.5 flex items-start justify-between gap-2">
          {problem ? (
            <p id={messageId} role="alert" className="py-1 text-danger">
              {problem}
            </p>
          ) : (
            <p role="status" className="py-1 text-muted">
              {applied ? (
                <>
                  Code <span className="font-medium break-all text-ink">{applied}</span> applied.
                </>
              ) : null}
            </p>
          )}
          {/* A refused code still goes with the checkout (which refuses it too) until it is removed. */}
          {discount.code !== null ? (
            <button
              type="button"
              onClick={remove}
              aria-label={`Remove discount code ${discount.code}`}
              className="min-h-touch shrink-0 px-2 text-muted underline underline-offset-4 hover:text-ink"
            >
              Remove
            </button>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
