import type { Product } from '@shop/shared/product.schema';
import { WAITLIST_JOINED_MESSAGE, WAITLIST_NOTE } from '@shop/shared/waitlist.messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldRefusal, firstAnswer, heldAnswer } from '@/test/api-answers';
import { callsTo, renderApp, type ApiHandler } from '@/test/render-app';
import { signIn, testUser } from '@/test/users';
import { makeProduct } from '../testing/catalogue-fixtures';

/** Black is sold out in M and XL, blue in XL only. */
const tee = makeProduct({
  _id: 'p1',
  name: 'Heavy Cotton Tee',
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

const productApi =
  (product: Product): ApiHandler =>
  ({ method, path }) => {
    if (method !== 'GET') return undefined;
    if (path === `/products/${product._id}`) return Response.json({ product, reviews: [] });
    if (path === `/products/related/${product._id}`) return Response.json({ products: [] });
    return undefined;
  };

const joined: ApiHandler = ({ method, path, body }) =>
  method === 'POST' && path === '/waitlist'
    ? Response.json({ message: WAITLIST_JOINED_MESSAGE, email: (body as { email?: string }).email ?? testUser.email }, { status: 201 })
    : undefined;

const emailMe = () => screen.findByRole('button', { name: "Email me when it's back" });
const notifyForm = () => screen.findByRole('form', { name: "Email me when it's back" });

describe("the product page's 'Email me when it's back'", () => {
  it('lets a guest choose a colour and a sold-out size, asks for an email, then says they are on the list', async () => {
    const { user, fetchMock } = await renderApp('/shop/p1', { api: firstAnswer(joined, productApi(tee)) });
    const button = await emailMe();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const form = await notifyForm();
    expect(button).toHaveAttribute('aria-expanded', 'true');

    // No colour chosen on the page: the form asks for one, of those with a sold-out size.
    const colour = within(form).getByLabelText('Colour');
    expect(
      within(colour)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select colour', 'Black', 'Blue']);
    const size = within(form).getByLabelText('Sold-out size');
    expect(size).toBeDisabled();
    await user.selectOptions(colour, 'black');
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select size', 'M', 'XL']);
    await user.selectOptions(size, 'm');

    const email = within(form).getByLabelText('Email');
    expect(email).toHaveValue('');
    expect(email).toBeRequired();
    expect(email).toHaveAccessibleDescription(WAITLIST_NOTE);
    await user.click(within(form).getByRole('button', { name: 'Notify me' }));
    expect(await within(form).findByText('Enter your email address.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(callsTo(fetchMock, 'POST', '/waitlist')).toHaveLength(0);

    await user.type(email, 'maya@example.com');
    await user.click(within(form).getByRole('button', { name: 'Notify me' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: "Email me when it's back" })).not.toBeInTheDocument());
    expect(screen.getByText(WAITLIST_JOINED_MESSAGE)).toHaveAttribute('role', 'status');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(callsTo(fetchMock, 'POST', '/waitlist').map((call) => call.body)).toEqual([
      { productId: 'p1', color: 'black', size: 'm', email: 'maya@example.com' },
    ]);
  });

  it('takes the colour and size of a link (the restock mail), and fills in a signed-in shopper’s email, which they may change', async () => {
    signIn(testUser);
    const { user, fetchMock } = await renderApp('/shop/p1?color=black&size=m', { api: firstAnswer(joined, productApi(tee)) });
    await user.click(await emailMe());
    const form = await notifyForm();
    // The page's colour is the form's: no colour to choose again.
    expect(screen.getByLabelText('Color')).toHaveValue('black');
    expect(within(form).queryByLabelText('Colour')).not.toBeInTheDocument();
    expect(within(form).getByLabelText('Sold-out size')).toHaveValue('m');
    const email = within(form).getByLabelText('Email');
    expect(email).toHaveValue('ada@example.com');
    expect(email).not.toBeRequired();

    await user.clear(email);
    await user.type(email, 'ada.work@example.com');
    await user.click(within(form).getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText(WAITLIST_JOINED_MESSAGE)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/waitlist')[0]?.body).toEqual({
      productId: 'p1',
      color: 'black',
      size: 'm',
      email: 'ada.work@example.com',
    });
  });

  it('sends a signed-in shopper’s list to the account’s address when the email is left empty', async () => {
    signIn(testUser);
    const { user, fetchMock } = await renderApp('/shop/p1?color=blue', { api: firstAnswer(joined, productApi(tee)) });
    await user.click(await emailMe());
    const form = await notifyForm();
    // Blue is sold out in XL alone: it is chosen already.
    expect(within(form).getByLabelText('Sold-out size')).toHaveValue('xl');
    await user.clear(within(form).getByLabelText('Email'));
    await user.click(within(form).getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText(WAITLIST_JOINED_MESSAGE)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/waitlist')[0]?.body).toEqual({ productId: 'p1', color: 'blue', size: 'xl' });
  });

  it('shows a refused field by the field and any other refusal above the form, keeping what was typed', async () => {
    let answer = fieldRefusal('email', 'Invalid email address');
    const { user } = await renderApp('/shop/p1?color=black', {
      api: firstAnswer(({ method, path }) => (method === 'POST' && path === '/waitlist' ? answer : undefined), productApi(tee)),
    });
    await user.click(await emailMe());
    const form = await notifyForm();
    await user.selectOptions(within(form).getByLabelText('Sold-out size'), 'xl');
    const email = within(form).getByLabelText('Email');
    await user.type(email, 'maya@example');
    await user.click(within(form).getByRole('button', { name: 'Notify me' }));

    expect(await within(form).findByText('Invalid email address')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(`${WAITLIST_NOTE} Invalid email address`);
    expect(email).toHaveValue('maya@example');
    expect(within(form).getByLabelText('Sold-out size')).toHaveValue('xl');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(WAITLIST_JOINED_MESSAGE)).not.toBeInTheDocument();

    answer = Response.json({ message: 'This size is in stock: add it to your bag.' }, { status: 400 });
    await user.type(email, '.com');
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.click(within(form).getByRole('button', { name: 'Notify me' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('This size is in stock: add it to your bag.');
    expect(email).toHaveValue('maya@example.com');
  });

  it('keeps Notify me disabled while the request is on its way', async () => {
    const held = heldAnswer(({ method, path }) => method === 'POST' && path === '/waitlist', joined);
    const { user, fetchMock } = await renderApp('/shop/p1?color=blue', { api: firstAnswer(held.api, productApi(tee)) });
    await user.click(await emailMe());
    const form = await notifyForm();
    await user.type(within(form).getByLabelText('Email'), 'maya@example.com');
    await user.click(within(form).getByRole('button', { name: 'Notify me' }));
    const sending = await within(form).findByRole('button', { name: 'Sending…' });
    expect(sending).toBeDisabled();
    expect(form).toHaveAttribute('aria-busy', 'true');
    await user.click(sending);
    held.release();
    expect(await screen.findByText(WAITLIST_JOINED_MESSAGE)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/waitlist')).toHaveLength(1);
  });

  it('is not offered when nothing is sold out in the chosen colour', async () => {
    const inStock = makeProduct({
      ...tee,
      stock: [...(tee.stock ?? []).filter((line) => line.color === 'black'), { color: 'blue', size: 'xl', stock: 4 }],
    });
    const { user } = await renderApp('/shop/p1', { api: productApi(inStock) });
    // Black has sold-out sizes: with no colour chosen, it is offered.
    expect(await emailMe()).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Color'), 'blue');
    expect(screen.queryByRole('button', { name: "Email me when it's back" })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Color'), 'black');
    expect(await emailMe()).toBeInTheDocument();
  });

  it('is not offered for a product whose stock is not counted', async () => {
    await renderApp('/shop/p1', { api: productApi(makeProduct({ ...tee, stock: null })) });
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Email me when it's back" })).not.toBeInTheDocument();
  });

  it('is offered for a product sold out in every size', async () => {
    const soldOut = makeProduct({
      _id: 'p1',
      color: ['beige'],
      sizes: ['one-size'],
      stock: [{ color: 'beige', size: 'one-size', stock: 0 }],
    });
    const { user } = await renderApp('/shop/p1', { api: productApi(soldOut) });
    await user.click(await emailMe());
    const form = await notifyForm();
    expect(within(form).getByLabelText('Sold-out size')).toHaveValue('one-size');
  });
});
