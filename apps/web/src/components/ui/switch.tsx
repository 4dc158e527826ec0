import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cn } from '@/lib/class-names';

export type SwitchProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'role'> & {
  label: ReactNode;
  hint?: ReactNode;
};

/** An on/off setting: a checkbox that looks like, and is announced as, a switch. */
export function Switch({ label, hint, className, id, ...props }: SwitchProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <span className="relative mt-2.5 inline-flex shrink-0">
        <input
          id={inputId}
          type="checkbox"
          role="switch"
          aria-describedby={hint ? hintId : undefined}
          className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0"
          {...props}
        />
        <span
          aria-hidden="true"
          className="inline-flex h-6 w-11 items-center rounded-full border-2 border-muted bg-white px-0.5 transition-colors duration-200 peer-checked:border-ink peer-checked:bg-ink peer-focus-visible:outline-2 peer-focus-visible:outline-offset-3 peer-focus-visible:outline-focus peer-disabled:opacity-50 after:size-4 after:rounded-full after:bg-muted after:transition-transform after:duration-200 peer-checked:after:translate-x-5 peer-checked:after:bg-white motion-reduce:after:transition-none"
        />
      </span>
      <span className="min-w-0 py-2">
        <label htmlFor={inputId} className="block cursor-pointer text-sm font-medium">
          {label}
        </label>
        {hint ? (
          <span id={hintId} className="mt-0.5 block text-xs text-muted">
            {hint}
          </span>
        ) : null}
      </span>
    </div>
  );
}
