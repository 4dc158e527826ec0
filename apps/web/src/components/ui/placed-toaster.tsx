/**
 * Sonner's toaster, placed clear of an open side sheet. Loaded with sonner itself, at the first
 * toast, so that no page's first load carries it.
 */
import { TOAST_DURATION_MS } from '@shop/shared/constants';
import { useSyncExternalStore } from 'react';
import { Toaster, type ToasterProps } from 'sonner';
import { openSheets } from './open-sheets';

/** Where a side sheet takes a third of the screen (Tailwind's md); below it, the whole width. */
const WIDE_SCREEN = '(min-width: 48rem)';
/** The side sheet's width on a wide screen, as side-sheet.tsx sets it (md:w-1/3 md:min-w-[24rem]). */
const SHEET_WIDTH = 'max(100% / 3, 24rem)';

type Placement = Pick<ToasterProps, 'offset' | 'mobileOffset' | 'style'>;

// NOTE: toasts sit below the fixed header, so they never cover the bag or account buttons
// (a hovered toast also pauses its own timer).
const BELOW_HEADER: Placement = {
  offset: { top: 'calc(var(--spacing-header) + 0.75rem)', right: '1rem' },
  mobileOffset: { top: 'calc(var(--spacing-header) + 0.5rem)', right: '0.5rem', left: '0.5rem' },
};
// With a side sheet open on a wide screen: top right of what the sheet leaves, beside it.
const BESIDE_SHEET: Placement = {
  offset: { top: 'calc(var(--spacing-header) + 0.75rem)', right: `calc(${SHEET_WIDTH} + 1rem)` },
  mobileOffset: BELOW_HEADER.mobileOffset,
};
// With a side sheet open over a phone's whole width: inside the sheet's title bar (4.25rem high,
// a toast about 3.4rem), over its title and clear of its Close button (2.75rem, 1.25rem from the
// edge), so that it covers none of the sheet's lines. Sonner makes a phone's toast as wide as
// the toaster less its left offset twice, hence the toaster's own width.
const SHEET_CLOSE = '4.5rem';
const IN_SHEET_TITLE_BAR: Placement = {
  offset: { top: '0.5rem', right: SHEET_CLOSE },
  mobileOffset: { top: '0.5rem', left: '0.5rem', right: SHEET_CLOSE },
  style: { width: `calc(100% - ${SHEET_CLOSE})` },
};

/** Where the toasts go: clear of an open side sheet's lines. */
export function toasterPlacement({ sheetOpen, wide }: { sheetOpen: boolean; wide: boolean }): Placement {
  if (!sheetOpen) return BELOW_HEADER;
  return wide ? BESIDE_SHEET : IN_SHEET_TITLE_BAR;
}

export function PlacedToaster() {
  const sheetOpen = useSyncExternalStore(openSheets.subscribe, openSheets.get, () => false);
  const wide = useSyncExternalStore(subscribeToWidth, isWide, () => true);
  return <Toaster position="top-right" duration={TOAST_DURATION_MS} {...toasterPlacement({ sheetOpen, wide })} />;
}

function subscribeToWidth(listener: () => void) {
  const query = window.matchMedia?.(WIDE_SCREEN);
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}

function isWide(): boolean {
  return window.matchMedia?.(WIDE_SCREEN).matches ?? true;
}
