/**
 * The one modal dialog: centred on larger screens, a bottom sheet on phones. Focus moves to the
 * first field (or `initialFocusRef`), Tab stays inside, Esc, the close button and a click on
 * the backdrop close it, and focus returns to the element that opened it.
 */
import { X } from 'lucide-react';
import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '@/i18n/i18n';
import { cn } from '@/lib/class-names';
import { Button } from './button';
import { useDialogBehaviour } from './use-dialog';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** `alertdialog` for confirmations that interrupt. */
  role?: 'dialog' | 'alertdialog';
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** False while a request is on its way: Esc, the backdrop and the close button do nothing. */
  dismissible?: boolean;
  className?: string;
}

export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return createPortal(<ModalContent {...props} />, document.body);
}

function ModalContent({
  onClose,
  title,
  description,
  children,
  role = 'dialog',
  initialFocusRef,
  dismissible = true,
  className,
}: ModalProps) {
  const t = useT();
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const trapTab = useDialogBehaviour({
    open: true,
    onClose,
    panelRef,
    dismissible,
    initialFocus: () =>
      initialFocusRef?.current ?? panelRef.current?.querySelector<HTMLElement>('input, select, textarea') ?? closeRef.current,
  });

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-4">
      <div
        aria-hidden="true"
        onClick={dismissible ? onClose : undefined}
        className="absolute inset-0 bg-ink/40 transition-opacity duration-200 starting:opacity-0"
      />
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={trapTab}
        className={cn(
          'relative flex max-h-[92dvh] w-full flex-col rounded-t-xl bg-paper shadow-2xl transition-[opacity,translate] duration-200 ease-out outline-none starting:translate-y-4 starting:opacity-0 sm:max-w-lg sm:rounded-xl',
          className,
        )}
      >
        <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-3 sm:px-6">
          <div className="pt-1.5">
            <h2 id={titleId} className="text-2xl">
              {title}
            </h2>
            {description ? (
              <div id={descriptionId} className="mt-1 text-sm text-muted">
                {description}
              </div>
            ) : null}
          </div>
          <Button ref={closeRef} variant="ghost" size="icon" onClick={onClose} disabled={!dismissible} aria-label={t('ui.close')}>
            <X aria-hidden="true" className="size-5" />
          </Button>
        </div>
        <div className="overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
      </div>
    </div>
  );
}
