import { RATING_MAX, RATING_MIN } from '@shop/shared/constants';
import { Star } from 'lucide-react';
import { useId, useState, type Ref } from 'react';
import { useMessages, useT } from '@/i18n/i18n';
import { cn } from '@/lib/class-names';

const STARS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index);

export interface StarPickerProps {
  /** The radios' shared name. */
  name: string;
  /** 0 while nothing is chosen. */
  value: number;
  onChange: (value: number) => void;
  onBlur?: () => void;
  label?: string;
  error?: string;
  disabled?: boolean;
  /**
   * Given to the star that Tab would reach (the chosen one, or the first while none is), so a
   * form or a dialog can move focus to the picker without moving the choice.
   */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A rating from 1 to 5 as a group of five native radios drawn as stars ('1 star' ... '5 stars'),
 * so the arrow keys, Space and screen readers work as for any radio group. Nothing is checked
 * until the person picks, and hovering previews a choice.
 */
export function StarPicker({ name, value, onChange, onBlur, label, error, disabled, ref }: StarPickerProps) {
  useMessages('account');
  const t = useT();
  const legendId = useId();
  const errorId = useId();
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;

  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={legendId}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      aria-required="true"
      disabled={disabled}
      className="min-w-0"
    >
      <legend id={legendId} className="mb-1.5 block text-sm font-medium">
        {label ?? t('reviewForm.rating')}
      </legend>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <div className="-ml-1.5 flex" onPointerLeave={() => setHovered(0)}>
          {STARS.map((stars) => (
            <label
              key={stars}
              // Only a mouse previews: a finger has no hover, and a preview left behind by
              // a resting pointer would hide what the arrow keys choose.
              onPointerEnter={(event) => setHovered(event.pointerType === 'mouse' ? stars : 0)}
              className={cn(
                'relative grid size-touch cursor-pointer place-items-center rounded-md transition-transform duration-150 hover:scale-110 motion-reduce:hover:scale-100',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:-outline-offset-2 has-[:focus-visible]:outline-focus',
                disabled && 'cursor-not-allowed opacity-60',
              )}
            >
              {/* Invisible, over the whole star: a tap anywhere on it lands on the radio itself. */}
              <input
                ref={stars === (STARS.includes(value) ? value : RATING_MIN) ? ref : undefined}
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => {
                  setHovered(0);
                  onChange(stars);
                }}
                onBlur={onBlur}
                aria-label={t('reviewForm.stars', { count: stars })}
                className="absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
              />
              <Star
                aria-hidden="true"
                strokeWidth={1.5}
                className={cn(
                  'size-7 transition-colors duration-150',
                  stars <= shown ? 'fill-current text-clay' : 'fill-transparent text-muted',
                )}
              />
            </label>
          ))}
        </div>
        <span className="text-sm text-muted" aria-hidden="true">
          {value ? t('reviewForm.ratingOf', { value, max: RATING_MAX }) : t('reviewForm.noRating')}
        </span>
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
