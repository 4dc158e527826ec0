import { describe, expect, it } from 'vitest';
import { fitVerdict, sizeAdvice, sizeSuggestion, type FitCounts, type SwapsOfSize } from './review-fit';
import { swapLine, swapsLean, swapsToShow } from './size-swaps';

const votes = (small: number, fits: number, large: number): FitCounts => ({ small, true: fits, large });
const none = votes(0, 0, 0);
const SIZES = ['xs', 's', 'm', 'l', 'xl'];
/** Of 40 buyers of M, 9 swapped, all to the size given. */
const fromM = (to: string | null, overrides: Partial<SwapsOfSize> = {}): SwapsOfSize => ({
  size: 'm',
  buyers: 40,
  swapped: 9,
  mostlyTo: to,
  mostlyToCount: to ? 9 : 0,
  ...overrides,
});

describe('the fit votes alone', () => {
  it('claim a majority only from three votes, and advise a size up or down', () => {
    expect(fitVerdict(votes(2, 0, 0))).toBeNull();
    expect(fitVerdict(votes(2, 1, 0))).toBe('Most buyers say: runs small');
    expect(sizeAdvice(votes(3, 1, 0))).toBe('Runs small: consider one size up');
    expect(sizeAdvice(votes(0, 1, 3))).toBe('Runs large: consider one size down');
    expect(sizeAdvice(votes(1, 3, 1))).toBeNull();
  });
});

describe('sizeSuggestion', () => {
  it('is the votes’ advice when there are no swaps to speak of', () => {
    expect(sizeSuggestion(votes(3, 0, 0), null, SIZES)).toBe('Runs small: consider one size up');
    expect(sizeSuggestion(votes(0, 0, 4), undefined, SIZES)).toBe('Runs large: consider one size down');
    expect(sizeSuggestion(votes(0, 5, 0), null, SIZES)).toBeNull();
    expect(sizeSuggestion(none, null, SIZES)).toBeNull();
    // Swaps with no size named, or too few of the size's buyers (under one in ten) to speak.
    expect(sizeSuggestion(votes(3, 0, 0), fromM(null), SIZES)).toBe('Runs small: consider one size up');
    expect(sizeSuggestion(none, fromM('l', { buyers: 500, swapped: 12, mostlyToCount: 12 }), SIZES)).toBeNull();
  });

  it('names the size the buyers chose when the swaps speak alone', () => {
    expect(sizeSuggestion(none, fromM('l'), SIZES)).toBe('Buyers of M often chose L: consider L');
    expect(sizeSuggestion(votes(1, 1, 0), fromM('s'), SIZES)).toBe('Buyers of M often chose S: consider S');
    // One buyer in ten exactly is enough.
    expect(sizeSuggestion(none, fromM('l', { buyers: 90 }), SIZES)).toBe('Buyers of M often chose L: consider L');
  });

  it('gives the one advice where the votes and the swaps go the same way', () => {
    expect(sizeSuggestion(votes(4, 1, 0), fromM('l'), SIZES)).toBe('Runs small: consider one size up');
    expect(sizeSuggestion(votes(0, 1, 4), fromM('xs'), SIZES)).toBe('Runs large: consider one size down');
  });

  it('prefers the swaps where the votes disagree, and says so', () => {
    expect(sizeSuggestion(votes(0, 0, 5), fromM('l'), SIZES)).toBe('Reviews say runs large, but buyers of M often chose L: consider L');
    expect(sizeSuggestion(votes(0, 4, 0), fromM('s'), SIZES)).toBe('Reviews say true to size, but buyers of M often chose S: consider S');
  });

  it('cannot tell a way without the sizes’ order, and then lets the swaps speak', () => {
    expect(sizeSuggestion(votes(4, 0, 0), fromM('l'))).toBe('Buyers of M often chose L: consider L');
    expect(sizeSuggestion(votes(4, 0, 0), fromM('xxl'), SIZES)).toBe('Buyers of M often chose XXL: consider XXL');
  });
});

describe('the swaps in words', () => {
  it("reads 'Of 40 buyers of M, 9 swapped to L', and counts those who chose other sizes", () => {
    expect(swapLine(fromM('l'))).toBe('Of 40 buyers of M, 9 swapped to L');
    expect(swapLine(fromM('l', { swapped: 12 }))).toBe('Of 40 buyers of M, 9 swapped to L, 3 to other sizes');
    expect(swapLine(fromM(null))).toBe('Of 40 buyers of M, 9 swapped to another size');
    expect(swapLine({ size: 'one-size', buyers: 30, swapped: 10, mostlyTo: 'm', mostlyToCount: 10 })).toBe(
      'Of 30 buyers of One size, 10 swapped to M',
    );
  });

  it('shows the chosen size’s swaps, or before a size is chosen those of the size most swapped from', () => {
    const swaps = [fromM('l'), fromM('xl', { size: 'l', swapped: 14, mostlyToCount: 10 })];
    expect(swapsToShow(swaps, 'm')).toBe(swaps[0]);
    expect(swapsToShow(swaps, 's')).toBeNull();
    expect(swapsToShow(swaps, '')).toBe(swaps[1]);
    expect(swapsToShow([], '')).toBeNull();
  });

  it('says a product runs small when most swaps go up its sizes, large when most go down', () => {
    const swap = (fromSize: string, toSize: string, count: number) => ({ fromSize, toSize, count });
    expect(swapsLean([swap('m', 'l', 9), swap('s', 'm', 3), swap('l', 'm', 2)], SIZES)).toBe('small');
    expect(swapsLean([swap('l', 'm', 5), swap('m', 'l', 4)], SIZES)).toBe('large');
    // Half each way, or swaps from a size no longer made: no way.
    expect(swapsLean([swap('l', 'm', 4), swap('m', 'l', 4)], SIZES)).toBeNull();
    expect(swapsLean([swap('xxl', 'xl', 6), swap('m', 'l', 4)], SIZES)).toBeNull();
    expect(swapsLean([], SIZES)).toBeNull();
  });
});
