import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductPrice } from './product-price';

describe('a product’s price', () => {
  it('shows a running sale’s price, with the regular price struck through and named', () => {
    const { container } = render(<ProductPrice product={{ price: 30, oldPrice: null, salePrice: 24 }} />);
    expect(container.querySelector('p')).toHaveTextContent('Sale price: $24.00Regular price: $30.00');
    const struck = container.querySelector('s');
    expect(struck).toHaveTextContent('Regular price: $30.00');
    expect(screen.getByText('Regular price:')).toHaveClass('sr-only');
  });

  it('reads ‘From’ the lowest sale price when variants are priced apart', () => {
    const { container } = render(
      <ProductPrice product={{ price: 60, oldPrice: null, salePrice: 48, minPrice: 60, maxPrice: 65, minSalePrice: 48 }} range />,
    );
    expect(container.querySelector('p')).toHaveTextContent('Sale price: From $48.00Regular price: $60.00');
  });

  it('shows the price alone when no sale runs, and the old price when it is reduced for good', () => {
    const { container, rerender } = render(<ProductPrice product={{ price: 30, oldPrice: null }} />);
    expect(container.querySelector('s')).toBeNull();
    expect(container.querySelector('p')).toHaveTextContent(/^\$30\.00$/);
    rerender(<ProductPrice product={{ price: 30, oldPrice: 40 }} />);
    expect(container.querySelector('del')).toHaveTextContent(', was $40.00');
  });
});
