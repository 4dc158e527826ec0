import type { SizeSuggestion, SwapsOfSize } from '@shop/shared/review-fit';
import { useT } from '@/i18n/i18n';
import { useSizeLabel } from '@/i18n/size-label';

/**
 * The size select's fit words in the page's language: the fit votes' advice, the swaps' line
 * ('Of 40 buyers of M, 9 swapped to L') and the one suggestion the two make (`sizeSuggestionOf`).
 */
export function useSizeFitWords() {
  const t = useT();
  const size = useSizeLabel();
  return {
    suggestion(suggestion: SizeSuggestion | null): string | null {
      if (!suggestion) return null;
      if (suggestion.kind === 'advice') return t(suggestion.fit === 'small' ? 'sizeFit.runsSmall' : 'sizeFit.runsLarge');
      const words = { from: size(suggestion.from), to: size(suggestion.to) };
      if (!suggestion.reviews) return t('sizeFit.chose', words);
      return t(
        suggestion.reviews === 'small'
          ? 'sizeFit.reviewsSmall'
          : suggestion.reviews === 'large'
            ? 'sizeFit.reviewsLarge'
            : 'sizeFit.reviewsTrue',
        words,
      );
    },
    swapLine({ size: of, buyers, swapped, mostlyTo, mostlyToCount }: SwapsOfSize): string {
      if (!mostlyTo) return t('sizeFit.swappedAnother', { buyers, size: size(of), count: swapped });
      const words = { buyers, size: size(of), count: mostlyToCount, to: size(mostlyTo) };
      const others = swapped - mostlyToCount;
      return others > 0 ? t('sizeFit.swappedToAndOthers', { ...words, others }) : t('sizeFit.swappedTo', words);
    },
  };
}
