/**
 * A staff form's words in another language, shown on demand: a button that opens them, its state
 * announced. Closed, the fields are not on the page, so the form's own fields ('Name',
 * 'Description') are the only ones of their names; once opened, they stay mounted while closed
 * again, so nothing typed is lost.
 */
import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/class-names';

export function WordsDisclosure({
  label,
  given,
  invalid = false,
  children,
}: {
  label: string;
  /** Whether words are saved in that language: said beside the button. */
  given: boolean;
  /** A field inside was refused: it opens, so the message is seen. */
  invalid?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  // A field refused since the last render opens them (state adjusted while rendering, not in an effect).
  const [wasInvalid, setWasInvalid] = useState(invalid);
  if (invalid !== wasInvalid) {
    setWasInvalid(invalid);
    if (invalid) {
      setMounted(true);
      setOpen(true);
    }
  }
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button
          type="button"
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={mounted ? id : undefined}
          onClick={() => {
            setMounted(true);
            setOpen((current) => !current);
          }}
        >
          {label}
          <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', open && 'rotate-180')} />
        </Button>
        <span className="text-xs text-muted">{given ? 'Given.' : 'None yet: the English words show.'}</span>
      </div>
      {mounted ? (
        <div id={id} hidden={!open} className="space-y-3">
          {children}
        </div>
      ) : null}
    </div>
  );
}
