import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductImage } from './product-image';

describe('ProductImage', () => {
  it('gives a phone the width it needs and holds its size before the file arrives', () => {
    render(
      <ProductImage
        product={{
          name: 'Washed Red Tee',
          image: '/uploads/tee-800.webp',
          images: [
            { width: 400, url: '/uploads/tee-400.webp' },
            { width: 800, url: '/uploads/tee-800.webp' },
          ],
        }}
        sizes="50vw"
        priority
      />,
    );
    const image = screen.getByRole('img', { name: 'Washed Red Tee' });
    expect(image).toHaveAttribute('srcset', '/uploads/tee-400.webp 400w, /uploads/tee-800.webp 800w');
    expect(image).toHaveAttribute('sizes', '50vw');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '1000');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('keeps a named frame, and asks for no file, for a product saved without a picture', () => {
    const { container } = render(<ProductImage product={{ name: 'Plain Cap', image: '', images: [] }} sizes="50vw" />);
    expect(screen.getByRole('img', { name: 'Plain Cap' }).tagName).toBe('DIV');
    expect(container.querySelector('img')).toBeNull();
  });
});
