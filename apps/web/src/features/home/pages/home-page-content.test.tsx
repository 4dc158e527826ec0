import type { HomePageContent } from '@shop/shared/site-content.schema';
import { makeProduct } from '@shop/shared/testing/products';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerTo } from '@/test/api-answers';
import { linksIn } from '@/test/links';
import { renderApp } from '@/test/render-app';

const saved: HomePageContent = {
  hero: {
    eyebrow: 'Summer drop',
    headline: 'Linen for long days',
    buttonText: 'See the drop',
    image: '/uploads/hero-1200.webp',
    imageAlt: 'Linen shirts on a rail',
    images: [
      { width: 600, url: '/uploads/hero-600.webp' },
      { width: 1200, url: '/uploads/hero-1200.webp' },
    ],
  },
  categoryTiles: ['kids', 'womens'],
  studioTiles: ['design'],
  featured: [makeProduct({ _id: 'p-linen', handle: 'linen-shirt', name: 'Linen Shirt' })],
};

const renderHome = (content: HomePageContent) =>
  renderApp('/', { api: answerTo('GET', '/site-content/home', () => Response.json(content)) });

describe('the home page as the owner set it', () => {
  it('shows the saved hero: its eyebrow, headline, button and uploaded picture', async () => {
    await renderHome(saved);
    expect(screen.getByRole('heading', { level: 1, name: 'Linen for long days' })).toBeInTheDocument();
    expect(screen.getByText('Summer drop')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the drop' })).toHaveAttribute('href', '/shop');
    const picture = screen.getByRole('img', { name: 'Linen shirts on a rail' });
    expect(picture).toHaveAttribute('src', '/uploads/hero-1200.webp');
    expect(picture).toHaveAttribute('srcset', '/uploads/hero-600.webp 600w, /uploads/hero-1200.webp 1200w');
    expect(screen.queryByText('Providing you with the best material', { exact: false })).not.toBeInTheDocument();
  });

  it('shows the tiles the owner kept, in their order, and leaves the others out', async () => {
    await renderHome(saved);
    const categories = screen.getByRole('region', { name: 'Shop by category' });
    expect(linksIn(categories)).toEqual([
      ['Kids', '/shop?category=kids'],
      ['Womens', '/shop?category=womens'],
    ]);
    expect(linksIn(screen.getByRole('region', { name: 'From the studio' }))).toEqual([['Design', '/design']]);
    expect(screen.queryByRole('link', { name: 'Mens' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Photography' })).not.toBeInTheDocument();
  });

  it('shows the featured products as the shop shows them, and no sections for tiles all hidden', async () => {
    await renderHome({ ...saved, categoryTiles: [], studioTiles: [] });
    const featured = screen.getByRole('region', { name: 'Featured' });
    expect(within(featured).getByRole('link', { name: 'Linen Shirt' })).toHaveAttribute('href', '/shop/linen-shirt');
    expect(screen.queryByRole('region', { name: 'Shop by category' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'From the studio' })).not.toBeInTheDocument();
  });

  it("shows the shop's own hero and every tile when the owner's version cannot be loaded", async () => {
    await renderApp('/', { api: answerTo('GET', '/site-content/home', () => Response.json({ message: 'Down' }, { status: 500 })) });
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Providing you with the best material, the most updated fashion and the best service.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Cotton essentials')).toBeInTheDocument();
    expect(linksIn(screen.getByRole('region', { name: 'Shop by category' })).map(([name]) => name)).toEqual(['Womens', 'Mens', 'Kids']);
    expect(screen.queryByRole('region', { name: 'Featured' })).not.toBeInTheDocument();
  });
});
