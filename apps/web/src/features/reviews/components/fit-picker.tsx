import { REVIEW_FITS, type ReviewFit } from '@shop/shared/constants';
import { ChoiceChip } from '@/components/ui/choice-chip';
import { useMessages, useT, type MessageKey } from '@/i18n/i18n';
import { FIT_NAMES } from './review-details';

const OPTIONS: { fit: ReviewFit | null; label: MessageKey }[] = [
  ...REVIEW_FITS.map((fit) => ({ fit, label: FIT_NAMES[fit] })),
  { fit: null, label: 'reviewForm.fit.notSure' },
];

export interface FitPickerProps {
  /** The radios' shared name. */
  name: string;
  /** null: the author says nothing about the fit ('Not sure'). */
  value: ReviewFit | null;
  onChange: (value: ReviewFit | null) => void;
  disabled?: boolean;
}

/**
 * 'How does it fit?': three fits and 'Not sure' as native radios drawn as chips. 'Not sure' is the
 * way back once a fit is picked, so the question stays optional.
 */
export function FitPicker({ name, value, onChange, disabled }: FitPickerProps) {
  useMessages('account');
  useMessages('reviews');
  const t = useT();
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="mb-2 block text-sm font-medium">
        {t('reviewForm.fit.question')} <span className="font-normal text-muted">{t('reviewForm.optional')}</span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {OPTIONS.map(({ fit, label }) => (
          <ChoiceChip
            key={label}
            type="radio"
            name={name}
            // A radio's value is text; 'Not sure' (null) goes out as the empty one.
            value={fit ?? ''}
            checked={value === fit}
            onChange={() => onChange(fit)}
          >
            {t(label)}
          </ChoiceChip>
        ))}
      </div>
    </fieldset>
  );
}
