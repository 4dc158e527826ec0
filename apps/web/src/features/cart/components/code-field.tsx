import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { inputStyles } from '@/components/ui/field';
import { cn } from '@/lib/class-names';
import { useLaterMessages, useT } from '@/i18n/i18n';

export interface CodeFieldProps {
  /** 'Discount code', 'Gift card or store credit'. */
  label: string;
  /** What an empty Apply says: 'Enter a discount code.' */
  emptyMessage: string;
  /** The code the bag holds (sent with the checkout), or null. */
  code: string | null;
  applying: boolean;
  /** Why the code does not apply, or could not be checked. */
  problem: string | null;
  /** What the status line says once the code applies; null while it does not. */
  applied: ReactNode | null;
  apply: (typed: string) => void;
  remove: () => void;
  maxLength: number;
  /** The button's words, and while it checks: 'Apply' and 'Applying…' unless said otherwise. */
  submitLabel?: string;
  busyLabel?: string;
  /** The field takes the focus when it appears (it was unfolded by a button that is now gone). */
  focusOnMount?: boolean;
}

/**
 * A code field of the bag with its Apply button, and under it the code applied or why it does not
 * apply, with Remove. Its own form: Enter in the field applies the code, never checks out.
 */
export function CodeField({
  label,
  emptyMessage,
  code,
  applying,
  problem: given,
  applied,
  apply,
  remove,
  maxLength,
  submitLabel,
  busyLabel,
  focusOnMount = false,
}: CodeFieldProps) {
  useLaterMessages();
  const t = useT();
  const id = useId();
  const messageId = `${id}-message`;
  const inputRef = useRef<HTMLInputElement>(null);
  // The code stays as typed when it is refused, to be corrected.
  const [typed, setTyped] = useState(code ?? '');
  const [empty, setEmpty] = useState(false);
  const problem = empty ? emptyMessage : given;
  useEffect(() => {
    if (focusOnMount) inputRef.current?.focus();
  }, [focusOnMount]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (applying) return;
    setEmpty(!typed.trim());
    apply(typed);
  };

  const removeCode = () => {
    setTyped('');
    setEmpty(false);
    remove();
    // The Remove button goes: the field takes the focus, for another code.
    inputRef.current?.focus();
  };

  return (
    <form noValidate onSubmit={submit} className="mb-4 text-sm" aria-busy={applying || undefined}>
      <label htmlFor={id} className="mb-1.5 block font-medium">
        {label}
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
          maxLength={maxLength}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? messageId : undefined}
          className={cn(inputStyles, 'min-h-touch min-w-0 flex-1')}
        />
        <Button type="submit" variant="secondary" disabled={applying} aria-busy={applying || undefined}>
          {applying ? (busyLabel ?? t('bag.code.applying')) : (submitLabel ?? t('bag.code.apply'))}
        </Button>
      </div>
      {problem || code !== null ? (
        <div className="mt-1.5 flex items-start justify-between gap-2">
          {problem ? (
            <p id={messageId} role="alert" className="py-1 text-danger">
              {problem}
            </p>
          ) : (
            <p role="status" className="py-1 text-muted">
              {applied}
            </p>
          )}
          {/* A refused code still goes with the checkout (which refuses it too) until it is removed. */}
          {code !== null ? (
            <button
              type="button"
              onClick={removeCode}
              aria-label={t('bag.code.removeNamed', { what: label.toLowerCase(), code })}
              className="min-h-touch shrink-0 px-2 text-muted underline underline-offset-4 hover:text-ink"
            >
              {t('bag.remove')}
            </button>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
