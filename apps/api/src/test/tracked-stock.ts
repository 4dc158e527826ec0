import { fullyTracked } from '@shop/shared/testing/products';
import type { ProductFixture } from './fixtures';

/**
 * The colours, sizes and variant rows of a stock-tracked product fixture, all from units by
 * `colour/size`, so that a fixture does not write its colours and sizes twice:
 * `{ name: 'Tee', ...trackedStock({ 'black/m': 3, 'red/m': 0 }) }` comes in black and red, size m.
 */
export function trackedStock(
  unitsByVariant: Parameters<typeof fullyTracked>[0],
): Required<Pick<ProductFixture, 'colors' | 'sizes' | 'variants'>> {
  const { color, sizes, stock } = fullyTracked(unitsByVariant);
  return { colors: color, sizes, variants: stock };
}
