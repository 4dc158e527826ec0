import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';

/**
 * Up, down (and remove, when given) for one row of an ordered list, each named after the row
 * ('Move Womens up'). A button that can go no further rests; after a move the keyboard stays on
 * the button pressed (or on the other one, once the row reaches an end).
 */
export function MoveButtons({
  name,
  index,
  count,
  onMove,
  onRemove,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  onRemove?: () => void;
}) {
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const pressed = useRef<-1 | 1 | null>(null);

  useEffect(() => {
    const by = pressed.current;
    if (by === null) return;
    pressed.current = null;
    const [wanted, other] = by === -1 ? [up.current, down.current] : [down.current, up.current];
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [index]);

  const move = (by: -1 | 1) => {
    pressed.current = by;
    onMove(by);
  };
  return (
    <div className="flex shrink-0 items-center">
      <Button ref={up} variant="ghost" size="icon" aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => move(-1)}>
        <ArrowUp aria-hidden="true" className="size-4" />
      </Button>
      <Button
        ref={down}
        variant="ghost"
        size="icon"
        aria-label={`Move ${name} down`}
        disabled={index === count - 1}
        onClick={() => move(1)}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
      </Button>
      {onRemove ? (
        <Button variant="ghost" size="icon" aria-label={`Remove ${name}`} onClick={onRemove}>
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      ) : null}
    </div>
  );
}
