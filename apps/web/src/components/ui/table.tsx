/**
 * A data table that becomes a stack of cards on phones: the header row hides and every cell
 * shows its own label instead.
 */
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { cn } from '@/lib/class-names';

export function Table({ caption, children, className }: { caption?: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('md:overflow-x-auto md:rounded-lg md:border md:border-line md:bg-white', className)}>
      <table className="block w-full text-left text-sm md:table">
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        {children}
      </table>
    </div>
  );
}

export function TableHead({ columns }: { columns: readonly string[] }) {
  return (
    <thead className="hidden border-b border-line bg-sand md:table-header-group">
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className="px-4 py-3 text-xs font-semibold tracking-[0.12em] text-muted uppercase">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

export function TableBody({ children }: { children: ReactNode }) {
  return <tbody className="flex flex-col gap-3 md:table-row-group md:divide-y md:divide-line">{children}</tbody>;
}

export function TableRow({ className, ...props }: ComponentPropsWithoutRef<'tr'>) {
  return (
    <tr
      className={cn(
        'flex flex-col rounded-lg border border-line bg-white px-4 py-2 md:table-row md:rounded-none md:border-0 md:bg-transparent md:p-0',
        className,
      )}
      {...props}
    />
  );
}

/**
 * A cell; `label` is shown beside the value on phones, where the header row is hidden.
 * `variant="actions"` puts the row's buttons at the foot of the card instead, and
 * `variant="wide-only"` leaves the cell out of the phone card (a row number, say).
 */
export function TableCell({
  label,
  children,
  className,
  variant = 'data',
}: {
  label: string;
  children: ReactNode;
  className?: string;
  variant?: 'data' | 'actions' | 'wide-only';
}) {
  if (variant === 'wide-only') {
    return <td className={cn('hidden md:table-cell md:px-4 md:py-3 md:align-middle', className)}>{children}</td>;
  }
  if (variant === 'actions') {
    return (
      <td
        className={cn(
          '-mx-2 mt-1 flex justify-end border-t border-line pt-1 md:mx-0 md:table-cell md:border-0 md:px-4 md:py-3 md:align-middle',
          className,
        )}
      >
        {children}
      </td>
    );
  }
  return (
    <td className={cn('flex min-h-10 items-center justify-between gap-4 py-1.5 md:table-cell md:px-4 md:py-3 md:align-middle', className)}>
      <span className="text-xs font-semibold tracking-[0.12em] text-muted uppercase md:hidden">{label}</span>
      <span className="min-w-0 text-right break-words md:text-left">{children}</span>
    </td>
  );
}
