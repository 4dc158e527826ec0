import { ArrowDown, ArrowUp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { apiErrorDetail } from '@/lib/api-error-detail';

type Direction = 'up' | 'down';

interface Row {
  _id: string;
  name: string;
}

/**
 * Move up and Move down for the rows of an ordered list, sending the whole new order; the focus
 * stays on the moved row's button (or its other one, at an end) and the move is announced.
 */
export function useOrderButtons<T extends Row>(
  rows: readonly T[],
  reorder: { isPending: boolean; mutateAsync: (ids: string[]) => Promise<unknown> },
) {
  const [announcement, setAnnouncement] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterMove = useRef<{ id: string; direction: Direction } | null>(null);

  useEffect(() => {
    const moved = focusAfterMove.current;
    if (!moved) return;
    focusAfterMove.current = null;
    const same = buttons.current.get(`${moved.id}-${moved.direction}`);
    const other = buttons.current.get(`${moved.id}-${moved.direction === 'up' ? 'down' : 'up'}`);
    (same && !same.disabled ? same : other)?.focus();
  }, [rows]);

  const move = async (row: T, index: number, direction: Direction) => {
    if (reorder.isPending) return;
    const to = direction === 'up' ? index - 1 : index + 1;
    const ids = rows.map(({ _id }) => _id);
    [ids[index], ids[to]] = [ids[to]!, ids[index]!];
    focusAfterMove.current = { id: row._id, direction };
    try {
      await reorder.mutateAsync(ids);
      setAnnouncement(`${row.name} moved ${direction}, to place ${to + 1} of ${ids.length}.`);
    } catch (error) {
      focusAfterMove.current = null;
      toast.error(apiErrorDetail(error) ?? 'Could not change the order. Please try again.');
    }
  };

  const button = (row: T, index: number, direction: Direction) => {
    const Icon = direction === 'up' ? ArrowUp : ArrowDown;
    const key = `${row._id}-${direction}`;
    return (
      <Button
        ref={(element) => {
          if (element) buttons.current.set(key, element);
          else buttons.current.delete(key);
        }}
        variant="ghost"
        size="icon"
        aria-label={`Move ${row.name} ${direction}`}
        disabled={direction === 'up' ? index === 0 : index === rows.length - 1}
        onClick={() => void move(row, index, direction)}
      >
        <Icon aria-hidden="true" className="size-4" />
      </Button>
    );
  };

  return {
    cell: (row: T, index: number) => (
      <span className="inline-flex gap-1">
        {button(row, index, 'up')}
        {button(row, index, 'down')}
      </span>
    ),
    status: (
      <p role="status" className="sr-only">
        {announcement}
      </p>
    ),
  };
}
