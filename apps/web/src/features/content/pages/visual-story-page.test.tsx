import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';

describe('the visual story page', () => {
  it('shows Our Visual Story as a collage of six described pictures', async () => {
    await renderApp('/pages');

    const collage = screen.getByRole('list', { name: 'Pictures from the studio' });
    const images = within(collage).getAllByRole('img');
    expect(images).toHaveLength(6);
    for (const image of images) {
      expect(image.getAttribute('alt')?.length).toBeGreaterThan(20);
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
    }
    expect(within(collage).getByRole('img', { name: /print table/ })).toBeInTheDocument();
    expect(within(collage).getByText('Folded and ready')).toBeInTheDocument();
  });

  it('leads on to the studio story and the shop', async () => {
    await renderApp('/pages');
    expect(screen.getByRole('link', { name: 'Our story' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('link', { name: 'Shop the tees' })).toHaveAttribute('href', '/shop');
  });
});
