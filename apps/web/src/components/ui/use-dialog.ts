/**
 * What every modal surface does (the bag panel, dialogs): focus moves in when it opens, Tab
 * stays inside, Esc closes, the page behind does not scroll, and focus returns to where it
 * was when it closes.
 */
import { useEffect, useEffectEvent, type KeyboardEvent, type RefObject } from 'react';

export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogBehaviourOptions {
  open: boolean;
  onClose: () => void;
  panelRef: RefObject<HTMLElement | null>;
  /** The element to focus on open; the panel itself when it returns null. */
  initialFocus: () => HTMLElement | null;
  /** When false, Esc does nothing (e.g. while a request is on its way). */
  dismissible?: boolean;
}

export function useDialogBehaviour({ open, onClose, panelRef, initialFocus, dismissible = true }: DialogBehaviourOptions) {
  const onEscape = useEffectEvent((event: globalThis.KeyboardEvent) => {
    if (event.key !== 'Escape' || !dismissible) return;
    event.preventDefault();
    onClose();
  });
  const focusFirst = useEffectEvent(() => (initialFocus() ?? panelRef.current)?.focus());

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    focusFirst();
    const onKeyDown = (event: globalThis.KeyboardEvent) => onEscape(event);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, [open]);

  /** Put on the panel's onKeyDown: keeps Tab and Shift+Tab inside the panel. */
  return function trapTab(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
