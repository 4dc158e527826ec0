import { REVIEW_FITS, type ReviewFit } from '@shop/shared/constants';
import { FIT_LABELS } from '@shop/shared/review-fit';
import { ChoiceChip } from '@/components/ui/choice-chip';

const OPTIONS: { fit: ReviewFit | null; label: string }[] = [
  ...REVIEW_FITS.map((fit) => ({ fit, label: FIT_LABELS[fit] })),
  { fit: null, label: 'Not sure' },
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
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="mb-2 block text-sm font-medium">
        How does it fit? <span className="font-normal text-muted">(optional)</span>
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
            {label}
          </ChoiceChip>
        ))}
      </div>
    </fieldset>
  );
}
