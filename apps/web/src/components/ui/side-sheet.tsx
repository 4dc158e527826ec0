/**
 * A modal panel that slides in from the right: a real dialog (focus moves in, Tab stays in,
 * Esc and the close button close it, focus returns to where it was) that stays mounted while
 * it slides out.
 */
import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button } from './button';
import { openSheets } from './open-sheets';
import { useDialogBehaviour } from './use-dialog';
import { useT } from '@/i18n/i18n';

export interface SideSheetProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** How long the slide takes, in ms. */
  durationMs: number;
  children: ReactNode;
  /** Pinned below the scrolling content. */
  footer?: ReactNode;
}

export function SideSheet({ open, onClose, title, durationMs, children, footer }: SideSheetProps) {
  const [rendered, setRendered] = useState(open);
  if (open && !rendered) setRendered(true);
  const closing = rendered && !open;

  // Toasts keep clear of the sheet while it is open (see ./toaster).
  useEffect(() => (open ? openSheets.hold() : undefined), [open]);

  useEffect(() => {
    if (!closing) return;
    const timer = window.setTimeout(() => setRendered(false), durationMs);
    return () => window.clearTimeout(timer);
  }, [closing, durationMs]);

  if (!rendered) return null;
  return createPortal(
    <SheetContent open={open} closing={closing} onClose={onClose} title={title} durationMs={durationMs} footer={footer}>
      {children}
    </SheetContent>,
    document.body,
  );
}

function SheetContent({ open, closing, onClose, title, durationMs, children, footer }: SideSheetProps & { closing: boolean }) {
  const titleId = useId();
  const t = useT();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const trapTab = useDialogBehaviour({ open, onClose, panelRef, initialFocus: () => closeRef.current });

  const state = closing ? 'closing' : 'open';
  const timing = { transitionDuration: `${durationMs}ms` };

  return (
    <div className="fixed inset-0 z-50" data-state={state}>
      <div
        aria-hidden="true"
        onClick={onClose}
        style={timing}
        className="absolute inset-0 bg-ink/40 opacity-100 transition-opacity ease-out starting:opacity-0 data-[state=closing]:opacity-0"
        data-state={state}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={trapTab}
        style={timing}
        data-state={state}
        className="absolute inset-y-0 right-0 flex w-full flex-col bg-paper shadow-2xl transition-transform ease-out [transform:translateX(0)] starting:[transform:translateX(100%)] data-[state=closing]:[transform:translateX(100%)] md:w-1/3 md:min-w-[24rem]"
      >
        <div className="flex items-center justify-between border-b border-line px-5 py-3">
          <h2 id={titleId} className="text-2xl">
            {title}
          </h2>
          <Button ref={closeRef} variant="ghost" size="icon" onClick={onClose} aria-label={t('ui.close')}>
            <X aria-hidden="true" className="size-5" />
          </Button>
        </div>
        {/* However tall the footer grows (codes, a guest's email), the list keeps some room, and the footer scrolls. */}
        <div className="min-h-32 flex-1 overflow-y-auto px-5 py-4">{children}</div>
        {footer ? <div className="max-h-[70dvh] shrink-0 overflow-y-auto border-t border-line bg-sand px-5 py-4">{footer}</div> : null}
      </div>
    </div>
  );
}
