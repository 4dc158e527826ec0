import { languageOf } from '@shop/shared/languages';
import type { Product } from '@shop/shared/product.schema';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue, setCatalogueOutsideApp, type Catalogue } from '@/i18n/i18n';
import { productPrices } from '../product-prices';
import { ProductPrice } from './product-price';

/** A product's prices as its answer gives them: dollars, and `presented` when asked in another currency. */
const product = (fields: Partial<Product>) => ({ price: 30, oldPrice: null, minPrice: 30, maxPrice: 30, ...fields });

describe('a product’s price', () => {
  it('shows a running sale’s price, with the regular price struck through and named', () => {
    const { container } = render(<ProductPrice prices={productPrices(product({ salePrice: 24 }))} />);
    expect(container.querySelector('p')).toHaveTextContent('Sale price: $24.00Regular price: $30.00');
    const struck = container.querySelector('s');
    expect(struck).toHaveTextContent('Regular price: $30.00');
    expect(screen.getByText('Regular price:')).toHaveClass('sr-only');
  });

  it('reads ‘From’ the lowest sale price when variants are priced apart', () => {
    const { container } = render(
      <ProductPrice prices={productPrices(product({ price: 60, salePrice: 48, minPrice: 60, maxPrice: 65, minSalePrice: 48 }))} range />,
    );
    expect(container.querySelector('p')).toHaveTextContent('Sale price: From $48.00Regular price: $60.00');
  });

  it('shows the price alone when no sale runs, and the old price when it is reduced for good', () => {
    const { container, rerender } = render(<ProductPrice prices={productPrices(product({}))} />);
    expect(container.querySelector('s')).toBeNull();
    expect(container.querySelector('p')).toHaveTextContent(/^\$30\.00$/);
    rerender(<ProductPrice prices={productPrices(product({ oldPrice: 40 }))} />);
    expect(container.querySelector('del')).toHaveTextContent(', was $40.00');
  });
});

describe('a product’s price in the shopper’s currency', () => {
  it('shows its prices in euros, the dollars left aside, the old price and the range in euros too', () => {
    const inEuros = product({
      oldPrice: 40,
      presented: { currency: 'EUR', price: 2799, compareAtPrice: 3699, minPrice: 2799, maxPrice: 2799 },
    });
    const { container, rerender } = render(<ProductPrice prices={productPrices(inEuros)} range />);
    expect(container.querySelector('p')).toHaveTextContent('Now €27.99, was €36.99');
    expect(container).not.toHaveTextContent('$');
    rerender(
      <ProductPrice
        prices={productPrices({ ...inEuros, presented: { currency: 'EUR', price: 2799, minPrice: 2799, maxPrice: 3199 } })}
        range
      />,
    );
    expect(container.querySelector('p')).toHaveTextContent(/^From €27\.99$/);
  });

  it('shows yen without decimals, a sale’s price too', () => {
    const { container } = render(
      <ProductPrice
        prices={productPrices(
          product({ salePrice: 24, presented: { currency: 'JPY', price: 4540, salePrice: 3632, minPrice: 4540, maxPrice: 4540 } }),
        )}
      />,
    );
    expect(container.querySelector('p')).toHaveTextContent('Sale price: ¥3,632Regular price: ¥4,540');
  });

  it('shows a gift card, which is sold in US dollars alone, in dollars', () => {
    // A gift card's answer carries no `presented`, whatever the currency asked.
    const { container } = render(<ProductPrice prices={productPrices(product({ price: 25 }))} />);
    expect(container.querySelector('p')).toHaveTextContent(/^\$25\.00$/);
  });

  describe('on a French page', () => {
    let french: Catalogue;
    beforeAll(async () => {
      french = await loadCatalogue(languageOf('fr')!);
    });
    afterEach(async () => setCatalogueOutsideApp(await loadCatalogue(languageOf('en')!)));

    it('writes euros and yen as French does', () => {
      setCatalogueOutsideApp(french);
      const { container, rerender } = render(
        <ProductPrice prices={productPrices(product({ presented: { currency: 'EUR', price: 2799, minPrice: 2799, maxPrice: 2799 } }))} />,
      );
      // Intl writes (narrow) no-break spaces in French, and yen by their code.
      expect(container.querySelector('p')?.textContent?.replace(/\s/g, ' ')).toBe('27,99 €');
      rerender(
        <ProductPrice prices={productPrices(product({ presented: { currency: 'JPY', price: 4540, minPrice: 4540, maxPrice: 4540 } }))} />,
      );
      expect(container.querySelector('p')?.textContent?.replace(/\s/g, ' ')).toBe('4 540 JPY');
    });
  });
});
