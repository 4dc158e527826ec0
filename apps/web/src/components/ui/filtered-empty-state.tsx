import { Button } from './button';
import { EmptyState, type EmptyStateProps } from './empty-state';

export interface FilteredEmptyStateProps extends EmptyStateProps {
  clearLabel: string;
  /** Takes the filters away; without it (nothing filters the list) `actions` stand in the button's place. */
  onClear?: () => void;
}

/**
 * A list with nothing to show because of its filters: with `onClear`, a button takes them away
 * ('Show all orders').
 */
export function FilteredEmptyState({ clearLabel, onClear, actions, ...empty }: FilteredEmptyStateProps) {
  return (
    <EmptyState
      {...empty}
      actions={
        onClear ? (
          <Button variant="secondary" onClick={onClear}>
            {clearLabel}
          </Button>
        ) : (
          actions
        )
      }
    />
  );
}
