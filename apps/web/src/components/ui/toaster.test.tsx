import { act, render, screen } from '@testing-library/react';
import { TOAST_DURATION_MS } from '@shop/shared/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SideSheet } from './side-sheet';
import { toast } from './toast';
import { ShopToaster } from './toaster';

/** A screen of that width as matchMedia answers it (jsdom has no layout). */
function screenWidth(px: number) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: query === '(min-width: 48rem)' && px >= 768,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

function Shop({ sheetOpen }: { sheetOpen: boolean }) {
  return (
    <>
      <SideSheet open={sheetOpen} onClose={() => {}} title="Your Bag" durationMs={0}>
        <p>Oat Tee</p>
      </SideSheet>
      <ShopToaster />
    </>
  );
}

async function showToast() {
  act(() => toast.success('Item added to cart'));
  await screen.findByText('Item added to cart');
  return document.querySelector<HTMLElement>('[data-sonner-toaster]')!;
}

const offsets = (toaster: HTMLElement, prefix: '--offset' | '--mobile-offset') =>
  Object.fromEntries(['top', 'right', 'left'].map((side) => [side, toaster.style.getPropertyValue(`${prefix}-${side}`)]));

afterEach(() => vi.unstubAllGlobals());

describe('ShopToaster', () => {
  it('shows toasts top right below the header, closing after two seconds', async () => {
    screenWidth(1280);
    render(<Shop sheetOpen={false} />);
    const toaster = await showToast();
    expect(toaster).toHaveAttribute('data-y-position', 'top');
    expect(toaster).toHaveAttribute('data-x-position', 'right');
    expect(offsets(toaster, '--offset')).toMatchObject({ top: 'calc(var(--spacing-header) + 0.75rem)', right: '1rem' });
    expect(TOAST_DURATION_MS).toBe(2000);
  });

  it("keeps toasts off an open bag's lines: beside it on a wide screen, in its title bar on a phone, back below the header once closed", async () => {
    screenWidth(1280);
    const { rerender } = render(<Shop sheetOpen />);
    const toaster = await showToast();
    // Right of the toasts: the sheet (a third of the screen, at least 24rem) and a gap.
    expect(offsets(toaster, '--offset').right).toBe('calc(max(100% / 3, 24rem) + 1rem)');
    expect(toaster).toHaveAttribute('data-x-position', 'right');

    screenWidth(390);
    rerender(<Shop sheetOpen={false} />);
    rerender(<Shop sheetOpen />);
    // Over the sheet's title, 0.5rem from the top, clear of its Close button on the right.
    expect(offsets(toaster, '--mobile-offset')).toEqual({ top: '0.5rem', left: '0.5rem', right: '4.5rem' });
    expect(toaster.style.width).toBe('calc(100% - 4.5rem)');

    rerender(<Shop sheetOpen={false} />);
    await act(async () => {});
    expect(offsets(toaster, '--mobile-offset')).toEqual({ top: 'calc(var(--spacing-header) + 0.5rem)', left: '0.5rem', right: '0.5rem' });
    expect(toaster.style.width).toBe('');
  });
});
