import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCartStore } from '@/features/cart/cart-store';
import { makeReview } from '@/features/reviews/testing/review-fixtures';
import { renderApp, type ApiHandler } from '@/test/render-app';
import { makeProduct, makeProducts } from '../testing/catalogue-fixtures';
import type { Product, Review } from '@shop/shared/product.schema';
import type { VariantFacts } from '@shop/shared/variant.schema';

function productApi(product: Product, reviews: Review[] = [], related: Product[] = []): ApiHandler {
  return ({ method, path }) => {
    if (method !== 'GET') return undefined;
    if (path === `/products/${product._id}`) return Response.json({ product: { ...product, reviewCount: reviews.length }, reviews });
    if (path === `/products/related/${product._id}`) return Response.json({ products: related });
    return undefined;
  };
}

const tee = makeProduct({
  _id: 'p1',
  name: 'Heavy Cotton Tee',
  price: 24,
  oldPrice: 30,
  color: ['black', 'blue'],
  sizes: ['s', 'm', 'xl'],
  stock: [
    { color: 'black', size: 's', stock: 3 },
    { color: 'black', size: 'm', stock: 0 },
    { color: 'black', size: 'xl', stock: 0 },
    { color: 'blue', size: 's', stock: 2 },
    { color: 'blue', size: 'm', stock: 5 },
    { color: 'blue', size: 'xl', stock: 0 },
  ],
});

describe('the product page', () => {
  it('shows the image, name, prices, description, category and rating, and names the tab after the product', async () => {
    await renderApp('/shop/p1', { api: productApi(tee, [makeReview(), makeReview({ _id: 'r2' })]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Heavy Cotton Tee' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Heavy Cotton Tee | Test Threads'));
    const image = screen.getByRole('img', { name: 'Heavy Cotton Tee' });
    expect(image).toHaveAttribute('srcset', '/uploads/p1-400.webp 400w, /uploads/p1-800.webp 800w');
    expect(image).toHaveAttribute('sizes');
    expect(screen.getByText('$24.00')).toBeInTheDocument();
    expect(screen.getByText('$30.00').closest('del')).not.toBeNull();
    expect(screen.getByText('A boxy tee in heavy cotton.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mens' })).toHaveAttribute('href', '/shop?category=mens');
    // Under the name, the rating leads to the reviews.
    const toReviews = screen.getByText('2 reviews').closest('a')!;
    expect(toReviews).toHaveAttribute('href', '#reviews');
    expect(within(toReviews).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
  });

  it("lists sold-out sizes disabled as 'XL — sold out', in the chosen colour", async () => {
    const { user } = await renderApp('/shop/p1', { api: productApi(tee) });
    const size = await screen.findByLabelText('Size');
    // No colour chosen: a size is sold out when no colour has it.
    expect(within(size).getByRole('option', { name: 'XL — sold out' })).toBeDisabled();
    expect(within(size).getByRole('option', { name: 'M' })).toBeEnabled();
    expect(within(size).getByRole('option', { name: 'Select size' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Color'), 'black');
    expect(within(size).getByRole('option', { name: 'M — sold out' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Color'), 'blue');
    expect(within(size).getByRole('option', { name: 'M' })).toBeEnabled();
  });

  it("keeps Add to Cart disabled until a colour of several and a size are chosen, then adds to the bag with 'Item added to cart'", async () => {
    const twoTone = {
      ...tee,
      imageColor: 'black',
      gallery: [{ image: '/uploads/p1-blue-800.webp', images: [{ width: 800, url: '/uploads/p1-blue-800.webp' }], color: 'blue' }],
    };
    const { user } = await renderApp('/shop/p1', { api: productApi(twoTone) });
    const add = await screen.findByRole('button', { name: 'Add to Cart' });
    expect(add).toBeDisabled();
    const color = screen.getByLabelText('Color');
    expect(color).toHaveValue('');
    expect(color).toBeRequired();
    expect(screen.queryByText('Optional')).not.toBeInTheDocument();
    expect(within(color).getByRole('option', { name: 'Select color' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Size'), 'm');
    // No colour is picked for the shopper.
    expect(add).toBeDisabled();
    await user.selectOptions(color, 'blue');
    expect(add).toBeEnabled();
    await user.click(add);

    expect(await screen.findByText('Item added to cart')).toBeInTheDocument();
    // The bag's line shows the picture of the chosen colour.
    expect(useCartStore.getState().products).toEqual([
      {
        _id: 'p1',
        name: 'Heavy Cotton Tee',
        price: 24,
        image: '/uploads/p1-blue-800.webp',
        color: 'blue',
        size: 'm',
        quantity: 1,
      },
    ]);
    expect(screen.getByTestId('bag-count')).toHaveTextContent('1');

    await user.click(add);
    expect(await screen.findByText('This item is already in your bag.')).toBeInTheDocument();
    expect(useCartStore.getState().products).toHaveLength(1);
  });

  it("reads 'From $X' until a variant is chosen, then shows its own price, stock and SKU, and bags it at that price", async () => {
    const variant = (color: string, size: string, facts: Partial<VariantFacts> = {}): VariantFacts => ({
      color,
      size,
      sku: `TEE-${color}-${size}`.toUpperCase(),
      barcode: null,
      weight: null,
      price: null,
      oldPrice: null,
      stock: tee.stock!.find((line) => line.color === color && line.size === size)!.stock,
      ...facts,
    });
    const priced = {
      ...tee,
      oldPrice: null,
      minPrice: 24,
      maxPrice: 32,
      variants: [
        variant('black', 's', { price: 32, oldPrice: 40 }),
        variant('black', 'm'),
        variant('black', 'xl'),
        variant('blue', 's'),
        variant('blue', 'm'),
        variant('blue', 'xl'),
      ],
    };
    const { user } = await renderApp('/shop/p1', { api: productApi(priced) });
    expect(await screen.findByText('From $24.00')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Color'), 'black');
    await user.selectOptions(screen.getByLabelText('Size'), 's');
    expect(screen.getByText('$32.00')).toBeInTheDocument();
    expect(screen.getByText('$40.00').closest('del')).not.toBeNull();
    expect(screen.getByText('Only 3 left')).toBeInTheDocument();
    expect(screen.getByText('SKU TEE-BLACK-S')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(useCartStore.getState().products).toEqual([expect.objectContaining({ color: 'black', size: 's', price: 32 })]);

    // Another variant, priced as the product, reads the product's price.
    await user.selectOptions(screen.getByLabelText('Color'), 'blue');
    await user.selectOptions(screen.getByLabelText('Size'), 'm');
    expect(screen.getByText('$24.00')).toBeInTheDocument();
    expect(screen.getByText('Only 5 left')).toBeInTheDocument();
  });

  it('shows a running sale’s price with the regular price struck through, for the product and its chosen variant', async () => {
    const facts = (color: string, size: string, own: Partial<VariantFacts & { salePrice: number }>) => ({
      color,
      size,
      sku: `TEE-${color}-${size}`.toUpperCase(),
      barcode: null,
      weight: null,
      price: null,
      oldPrice: null,
      stock: 5,
      ...own,
    });
    const onSale = {
      ...tee,
      oldPrice: null,
      salePrice: 19.2,
      minPrice: 24,
      maxPrice: 32,
      minSalePrice: 19.2,
      variants: [facts('black', 's', { price: 32, salePrice: 25.6 }), facts('blue', 's', { salePrice: 19.2 })],
    };
    const { user } = await renderApp('/shop/p1', { api: productApi(onSale) });
    const struck = await screen.findByText('$24.00');
    expect(struck.closest('s')).toHaveTextContent('Regular price: $24.00');
    expect(screen.getByText('From $19.20')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Color'), 'black');
    await user.selectOptions(screen.getByLabelText('Size'), 's');
    expect(screen.getByText('$25.60')).toBeInTheDocument();
    expect(screen.getByText('$32.00').closest('s')).toHaveTextContent('Regular price: $32.00');
  });

  it('adds the chosen colour, and a product in one colour has it chosen already', async () => {
    const plain = makeProduct({ _id: 'p1', color: ['green', 'pink'], sizes: ['s', 'm'], stock: null });
    const { user } = await renderApp('/shop/p1', { api: productApi(plain) });
    await user.selectOptions(await screen.findByLabelText('Size'), 's');
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Color'), 'pink');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(useCartStore.getState().products.map((line) => `${line.color}/${line.size}`)).toEqual(['pink/s']));
  });

  it('takes the only colour of a product made in one', async () => {
    const green = makeProduct({ _id: 'p1', color: ['green'], sizes: ['s', 'm'], stock: null });
    const { user } = await renderApp('/shop/p1', { api: productApi(green) });
    expect(await screen.findByLabelText('Color')).toHaveValue('green');
    await user.selectOptions(screen.getByLabelText('Size'), 'm');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(useCartStore.getState().products.map((line) => `${line.color}/${line.size}`)).toEqual(['green/m']));
  });

  it("has a one-size product's size chosen already, reading 'One size', so Add to Cart is ready", async () => {
    const tote = makeProduct({ _id: 'p1', name: 'Canvas Tote', color: ['beige'], sizes: ['one-size'], stock: null });
    const { user } = await renderApp('/shop/p1', { api: productApi(tote) });
    const size = await screen.findByLabelText('Size');
    expect(size).toHaveValue('one-size');
    expect(within(size).getByRole('option', { selected: true })).toHaveTextContent('One size');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Item added to cart')).toBeInTheDocument();
    expect(useCartStore.getState().products.map((line) => `${line.color}/${line.size}`)).toEqual(['beige/one-size']);
  });

  it('offers nothing to add when the only size is sold out', async () => {
    const tote = makeProduct({ _id: 'p1', color: ['beige'], sizes: ['one-size'], stock: [{ color: 'beige', size: 'one-size', stock: 0 }] });
    await renderApp('/shop/p1', { api: productApi(tote) });
    expect(await screen.findByLabelText('Size')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(screen.getByText('Sold out.')).toBeInTheDocument();
  });

  it('advises one size up beside the size select when most fits say the product runs small', async () => {
    const snug = makeProduct({ ...tee, fit: { small: 3, true: 1, large: 0 } });
    await renderApp('/shop/p1', { api: productApi(snug) });
    const size = await screen.findByLabelText('Size');
    expect(screen.getByText('Runs small: consider one size up')).toBeInTheDocument();
    expect(size).toHaveAccessibleDescription('Runs small: consider one size up');
  });

  it('gives no size advice without a majority of fits saying small or large', async () => {
    await renderApp('/shop/p1', { api: productApi(makeProduct({ ...tee, fit: { small: 1, true: 4, large: 1 } })) });
    expect(await screen.findByLabelText('Size')).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/consider one size/)).not.toBeInTheDocument();
  });

  it('forgets a chosen size when the chosen colour is sold out in it', async () => {
    const { user } = await renderApp('/shop/p1', { api: productApi(tee) });
    await user.selectOptions(await screen.findByLabelText('Size'), 'm');
    await user.selectOptions(screen.getByLabelText('Color'), 'black');
    expect(screen.getByLabelText('Size')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  });

  it("marks the review of someone who bought the product 'Verified buyer'", async () => {
    await renderApp('/shop/p1', {
      api: productApi(tee, [
        makeReview({ verified: true }),
        makeReview({ _id: 'r2', verified: false, userId: { _id: 'u2', username: 'Luis Ortega', profileImage: null } }),
      ]),
    });
    const section = (await screen.findByRole('heading', { level: 2, name: 'All comments' })).closest('section')!;
    const [bought, browsed] = within(section).getAllByRole('listitem');
    expect(within(bought!).getByText('Verified buyer')).toBeInTheDocument();
    expect(within(browsed!).queryByText('Verified buyer')).not.toBeInTheDocument();
  });

  it("shows each review with its author, long US date, stars and comment under 'All comments'", async () => {
    await renderApp('/shop/p1', {
      api: productApi(tee, [
        makeReview(),
        makeReview({
          _id: 'r2',
          rating: 3,
          comment: 'Runs small.',
          updatedAt: '2026-03-05T12:00:00.000Z',
          userId: { _id: 'u2', username: 'Luis Ortega', profileImage: null },
        }),
      ]),
    });
    const section = (await screen.findByRole('heading', { level: 2, name: 'All comments' })).closest('section')!;
    const reviews = within(section).getAllByRole('listitem');
    expect(reviews).toHaveLength(2);
    expect(reviews[0]).toHaveTextContent('Maya Chen');
    expect(reviews[0]).toHaveTextContent('November 21, 2026');
    expect(reviews[0]).toHaveTextContent('Soft, thick and it keeps its shape.');
    expect(within(reviews[0]!).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(reviews[1]).toHaveTextContent('March 5, 2026');
    expect(within(reviews[1]!).getByRole('img', { name: 'Rated 3 out of 5' })).toBeInTheDocument();
  });

  it("says 'No reviews yet!' when there are none", async () => {
    await renderApp('/shop/p1', { api: productApi(tee, []) });
    expect(await screen.findByText('No reviews yet!')).toBeInTheDocument();
  });

  it('shows up to four related products linking to their pages', async () => {
    await renderApp('/shop/p1', { api: productApi(tee, [], makeProducts(4, 2)) });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Related products' });
    const links = within(heading.closest('section')!).getAllByRole('link');
    expect(links).toHaveLength(4);
    expect(links[0]).toHaveAttribute('href', '/shop/p2');
  });

  it("shows 'Product not found' with a way back to the shop for an unknown id", async () => {
    await renderApp('/shop/nope', {
      api: ({ path }) => (path === '/products/nope' ? Response.json({ message: 'Product not found' }, { status: 404 }) : undefined),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/shop');
    await waitFor(() => expect(document.title).toBe('Product not found | Test Threads'));
  });

  it("shows 'Error loading products.' when the product cannot be loaded", async () => {
    await renderApp('/shop/p1', {
      api: ({ path }) => (path === '/products/p1' ? Response.json({ message: 'boom' }, { status: 500 }) : undefined),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading products.');
  });

  it('shows a skeleton while the product loads', async () => {
    await renderApp('/shop/p1', {
      api: ({ path }) => (path === '/products/p1' ? new Promise<Response>(() => {}) : undefined),
    });
    expect(screen.getByRole('status', { name: 'Loading product' })).toBeInTheDocument();
  });
});

describe('a final-sale product', () => {
  it("says 'Final sale' by its price, and its line in the bag remembers it", async () => {
    const tote = makeProduct({ _id: 'p1', name: 'Canvas Tote', color: ['beige'], sizes: ['one-size'], finalSale: true });
    const { user } = await renderApp('/shop/p1', { api: productApi(tote) });
    expect(await screen.findByText('Final sale')).toBeInTheDocument();
    expect(screen.getByText(/It cannot be exchanged/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Item added to cart')).toBeInTheDocument();
    expect(useCartStore.getState().products[0]).toMatchObject({ _id: 'p1', finalSale: true });
  });

  it('says nothing of final sale for a product that can be exchanged', async () => {
    await renderApp('/shop/p1', { api: productApi(tee) });
    await screen.findByRole('heading', { level: 1, name: 'Heavy Cotton Tee' });
    expect(screen.queryByText('Final sale')).not.toBeInTheDocument();
  });
});
