import { ONE_SIZE } from '@shop/shared/constants';
import type { Product } from '@shop/shared/product.schema';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCartStore } from '@/features/cart/cart-store';
import { renderApp, type ApiHandler } from '@/test/render-app';
import { makeProduct } from '../testing/catalogue-fixtures';

const giftCard = makeProduct({
  _id: 'g1',
  name: 'Gift Card',
  description: 'For someone who knows what they like.',
  category: 'accessories',
  color: ['white'],
  sizes: [ONE_SIZE],
  price: 25,
  giftCard: { amounts: [25, 50, 100], customMin: 10, customMax: 500 },
});

function productApi(product: Product): ApiHandler {
  return ({ method, path }) => {
    if (method !== 'GET') return undefined;
    if (path === `/products/${product._id}`) return Response.json({ product, reviews: [] });
    if (path === `/products/related/${product._id}`) return Response.json({ products: [] });
    return undefined;
  };
}

/** A day `days` from now, as a date input holds it (days in UTC, as the server counts them). */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function openGiftCard(product: Product = giftCard) {
  const rendered = await renderApp(`/shop/${product._id}`, { api: productApi(product) });
  const amount = await screen.findByRole('group', { name: 'Amount' });
  return { ...rendered, amount };
}

describe("a gift card's product page", () => {
  it('offers its values and another amount, with the recipient, message and day instead of colour and size', async () => {
    const { user, amount } = await openGiftCard();
    expect(screen.getByText('A gift card is sent by email with its code. Nothing is shipped.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Color')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Size')).not.toBeInTheDocument();

    const radios = within(amount).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['$25.00', '$50.00', '$100.00', 'Another amount']);
    // The lowest value is chosen already; a custom amount is typed only once asked for.
    expect(within(amount).getByRole('radio', { name: '$25.00' })).toBeChecked();
    expect(screen.queryByLabelText('Amount ($)')).not.toBeInTheDocument();
    await user.click(within(amount).getByRole('radio', { name: 'Another amount' }));
    expect(within(amount).getByLabelText('Amount ($)')).toHaveAccessibleDescription('From $10.00 to $500.00.');

    const email = screen.getByLabelText("Recipient's email");
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(screen.getByLabelText("Recipient's name (optional)")).toBeInTheDocument();
    expect(screen.getByLabelText('Your name (optional)')).toBeInTheDocument();
    const message = screen.getByLabelText('Message (optional)');
    expect(message).toHaveAttribute('maxLength', '300');
    expect(message).toHaveAccessibleDescription('0 of 300 characters');
    await user.type(message, 'Enjoy!');
    expect(message).toHaveAccessibleDescription('6 of 300 characters');
    const sendOn = screen.getByLabelText('Send on (optional)');
    expect(sendOn).toHaveAttribute('type', 'date');
    expect(sendOn).toHaveAttribute('min', dayFromNow(0));
    expect(sendOn).toHaveAttribute('max', dayFromNow(365));
    expect(sendOn).toHaveAccessibleDescription('Left empty, it is sent as soon as the order is paid.');
  });

  it('refuses a missing email and a custom amount out of its limits, under each field, and adds nothing', async () => {
    const { user, amount } = await openGiftCard();
    await user.click(within(amount).getByRole('radio', { name: 'Another amount' }));
    const custom = within(amount).getByLabelText('Amount ($)');
    await user.type(custom, '5');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(await screen.findByText('Choose an amount from $10.00 to $500.00.')).toBeInTheDocument();
    expect(custom).toHaveAttribute('aria-invalid', 'true');
    expect(custom).toHaveAccessibleDescription('From $10.00 to $500.00. Choose an amount from $10.00 to $500.00.');
    const email = screen.getByLabelText("Recipient's email");
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email is required');

    await user.clear(custom);
    await user.type(custom, '600');
    expect(await screen.findByText('Choose an amount from $10.00 to $500.00.')).toBeInTheDocument();
    expect(useCartStore.getState().products).toEqual([]);
  });

  it('adds a card at the chosen amount for its recipient, then empties the recipient for the next one', async () => {
    const { user, amount } = await openGiftCard();
    const sendOn = dayFromNow(10);
    await user.click(within(amount).getByRole('radio', { name: '$50.00' }));
    await user.type(screen.getByLabelText("Recipient's email"), 'Ana@Example.com');
    await user.type(screen.getByLabelText("Recipient's name (optional)"), 'Ana');
    await user.type(screen.getByLabelText('Your name (optional)'), 'Ben');
    await user.type(screen.getByLabelText('Message (optional)'), 'Happy birthday!');
    await user.type(screen.getByLabelText('Send on (optional)'), sendOn);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(await screen.findByText('Item added to cart')).toBeInTheDocument();
    const first = {
      _id: 'g1',
      name: 'Gift Card',
      price: 50,
      image: '/uploads/g1-800.webp',
      color: 'white',
      size: ONE_SIZE,
      quantity: 1,
      giftCard: { amount: 50, to: 'ana@example.com', toName: 'Ana', from: 'Ben', message: 'Happy birthday!', sendOn },
    };
    expect(useCartStore.getState().products).toEqual([first]);
    expect(screen.getByLabelText("Recipient's email")).toHaveValue('');
    expect(screen.getByLabelText("Recipient's name (optional)")).toHaveValue('');

    // Another card, a custom amount for someone else, sent as soon as the order is paid.
    await user.click(within(amount).getByRole('radio', { name: 'Another amount' }));
    await user.type(within(amount).getByLabelText('Amount ($)'), '42.50');
    await user.type(screen.getByLabelText("Recipient's email"), 'cy@example.com');
    await user.clear(screen.getByLabelText('Send on (optional)'));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await expect.poll(() => useCartStore.getState().products).toHaveLength(2);
    expect(useCartStore.getState().products[1]).toEqual({
      ...first,
      price: 42.5,
      giftCard: { amount: 42.5, to: 'cy@example.com', from: 'Ben', message: 'Happy birthday!' },
    });
  });
});
