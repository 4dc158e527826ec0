import { screen, within } from '@testing-library/react';
import type { Product } from '@shop/shared/product.schema';
import { describe, expect, it } from 'vitest';
import { renderApp, type ApiHandler } from '@/test/render-app';
import { makeProduct } from '../testing/catalogue-fixtures';

const widths = (name: string) => [
  { width: 400, url: `/uploads/${name}-400.webp` },
  { width: 800, url: `/uploads/${name}-800.webp` },
];

const tee = makeProduct({
  _id: 'p1',
  name: 'Two Tone Tee',
  color: ['black', 'blue', 'red'],
  image: '/uploads/black-800.webp',
  images: widths('black'),
  imageColor: 'black',
  gallery: [
    { image: '/uploads/back-800.webp', images: widths('back'), color: null },
    { image: '/uploads/blue-800.webp', images: widths('blue'), color: 'blue' },
  ],
});

const productApi =
  (product: Product): ApiHandler =>
  ({ method, path }) => {
    if (method !== 'GET') return undefined;
    if (path === `/products/${product._id}`) return Response.json({ product, reviews: [] });
    if (path === `/products/related/${product._id}`) return Response.json({ products: [] });
    return undefined;
  };

/** The large picture: the first image of the page, before the thumbnails' buttons. */
const mainPicture = () => screen.getAllByRole('img').find((image) => image.getAttribute('fetchpriority') === 'high')!;

describe("the product page's pictures", () => {
  it('shows the main picture first, with thumbnails that show the others', async () => {
    const { user } = await renderApp('/shop/p1', { api: productApi(tee) });
    await screen.findByRole('heading', { level: 1, name: 'Two Tone Tee' });
    const main = screen.getByRole('img', { name: 'Two Tone Tee' });
    expect(main).toHaveAttribute('src', '/uploads/black-800.webp');
    expect(main).toHaveAttribute('srcset', '/uploads/black-400.webp 400w, /uploads/black-800.webp 800w');
    expect(main).toHaveAttribute('fetchpriority', 'high');

    const thumbnails = within(screen.getByRole('list', { name: 'Pictures' })).getAllByRole('button');
    expect(thumbnails.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Show picture 1 of 3',
      'Show picture 2 of 3',
      'Show picture 3 of 3',
    ]);
    expect(screen.getByRole('button', { name: 'Show picture 1 of 3' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Show picture 2 of 3' }));
    expect(mainPicture()).toHaveAttribute('src', '/uploads/back-800.webp');
    expect(mainPicture()).toHaveAccessibleName('Two Tone Tee, picture 2 of 3');
    expect(screen.getByRole('button', { name: 'Show picture 2 of 3' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Show picture 1 of 3' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('works from the keyboard: Tab to a thumbnail, Enter to show it, arrows to the next', async () => {
    const { user } = await renderApp('/shop/p1', { api: productApi(tee) });
    await screen.findByRole('heading', { level: 1, name: 'Two Tone Tee' });
    screen.getByRole('button', { name: 'Show picture 1 of 3' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Show picture 2 of 3' })).toHaveFocus();
    expect(mainPicture()).toHaveAttribute('src', '/uploads/back-800.webp');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Show picture 3 of 3' })).toHaveFocus();
    expect(mainPicture()).toHaveAttribute('src', '/uploads/blue-800.webp');

    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Show picture 2 of 3' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("shows the chosen colour's picture, and keeps the picture for a colour without one", async () => {
    const { user } = await renderApp('/shop/p1', { api: productApi(tee) });
    const color = await screen.findByLabelText('Color');

    await user.selectOptions(color, 'blue');
    expect(mainPicture()).toHaveAttribute('src', '/uploads/blue-800.webp');
    expect(mainPicture()).toHaveAccessibleName('Two Tone Tee in Blue');
    expect(screen.getByRole('button', { name: 'Show picture 3 of 3' })).toHaveAttribute('aria-pressed', 'true');

    await user.selectOptions(color, 'red');
    expect(mainPicture()).toHaveAttribute('src', '/uploads/blue-800.webp');

    await user.selectOptions(color, 'black');
    expect(mainPicture()).toHaveAttribute('src', '/uploads/black-800.webp');
    expect(mainPicture()).toHaveAccessibleName('Two Tone Tee');
  });

  it('shows no thumbnails for a product with one picture', async () => {
    await renderApp('/shop/p1', { api: productApi(makeProduct({ _id: 'p1' })) });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('list', { name: 'Pictures' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show picture/ })).not.toBeInTheDocument();
  });
});
