import { Check } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from '@/lib/class-names';

export type ChoiceChipProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> & {
  type?: 'checkbox' | 'radio';
  children: ReactNode;
};

/**
 * One choice of a group (a size, a colour) as a pill the size of a fingertip. It is a real
 * checkbox or radio; a tick, not only the fill, shows that it is chosen.
 */
export function ChoiceChip({ type = 'checkbox', children, className, ...props }: ChoiceChipProps) {
  return (
    <label className={cn('group relative inline-flex cursor-pointer', className)}>
      <input type={type} className="peer absolute inset-0 size-full cursor-pointer opacity-0" {...props} />
      <span className="pointer-events-none inline-flex min-h-touch min-w-touch items-center justify-center gap-2 rounded-full border border-line bg-white px-4 text-sm font-medium transition-colors group-hover:border-stone peer-checked:border-ink peer-checked:bg-ink peer-checked:text-paper peer-focus-visible:outline-2 peer-focus-visible:outline-offset-3 peer-focus-visible:outline-focus peer-disabled:opacity-50">
        <Check aria-hidden="true" className="hidden size-4 shrink-0 group-has-checked:block" />
        {children}
      </span>
    </label>
  );
}
