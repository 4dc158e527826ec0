import { FORMER_CUSTOMER, type DeletedReviewsChoice } from '@shop/shared/privacy.schema';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useMessages, useT, type MessageKey } from '@/i18n/i18n';

const CHOICES: { value: DeletedReviewsChoice; label: MessageKey; hint: MessageKey }[] = [
  { value: 'anonymise', label: 'privacy.reviews.anonymise', hint: 'privacy.reviews.anonymiseHint' },
  { value: 'delete', label: 'privacy.reviews.delete', hint: 'privacy.reviews.deleteHint' },
];

/** The choice of what becomes of a deleted account's reviews: two radios in a fieldset. */
export function ReviewsChoice({ legend, error, field }: { legend: string; error?: string; field: UseFormRegisterReturn }) {
  useMessages('account');
  const t = useT();
  return (
    <fieldset aria-invalid={error ? true : undefined} aria-describedby={error ? 'reviews-choice-error' : undefined}>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="mt-2 space-y-2">
        {CHOICES.map((choice) => (
          <label key={choice.value} className="flex cursor-pointer gap-3 rounded-lg border border-line p-3 has-checked:border-ink">
            <input type="radio" value={choice.value} className="mt-1 size-4 accent-ink" {...field} />
            <span>
              <span className="block text-sm font-medium">{t(choice.label)}</span>
              <span className="block text-sm text-muted">{t(choice.hint, { name: FORMER_CUSTOMER })}</span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id="reviews-choice-error" className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
