import type { ReactNode } from 'react';
import { Button } from './button';
import { EmptyState } from './empty-state';

/**
 * A list with nothing to show because of its filters: with `onClear`, a button takes them away
 * ('Show all orders').
 */
export function FilteredEmptyState({
  title,
  clearLabel,
  onClear,
  children,
}: {
  title: ReactNode;
  clearLabel: string;
  onClear?: () => void;
  children: ReactNode;
}) {
  return (
    <EmptyState
      title={title}
      actions={
        onClear ? (
          <Button variant="secondary" onClick={onClear}>
            {clearLabel}
          </Button>
        ) : null
      }
    >
      {children}
    </EmptyState>
  );
}
