/** The product form offers the shop's own colours by name, and the sizes of the size set chosen, in its order. */
import { FIRST_COLORS, FIRST_SIZE_SETS } from '@shop/shared/testing/colors-and-size-sets';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/features/catalogue/testing/catalogue-fixtures';
import { callsTo, type ApiHandler } from '@/test/render-app';
import { renderAdminPage } from '@/test/render-page';
import { UpdateProductPage } from '../pages/update-product-page';
import { fillInRequiredFields, renderAddProductPage } from '../testing/product-form';

const navy = { _id: 'color-navy', handle: 'navy', name: 'Navy blue', hex: '#1f2f52', image: '', position: 8, products: 0 };

const api: ApiHandler = ({ method, path, body }) => {
  if (method === 'GET' && path === '/colors') return Response.json({ colors: [...FIRST_COLORS, navy] });
  if (method === 'POST' && path === '/products/create-product')
    return Response.json(
      { message: 'Product added successfully', product: makeProduct({ _id: 'new', name: (body as { name: string }).name }) },
      { status: 201 },
    );
  return undefined;
};

const sizeChips = () =>
  within(screen.getByRole('group', { name: 'Sizes' }))
    .getAllByRole('checkbox')
    .map((box) => box.getAttribute('aria-label'));

describe("the product form's colours and size set", () => {
  // Types a whole product: more than the default five seconds on a busy machine.
  it("offers the shop's colours by name, and the chosen set's sizes in its order", { timeout: 15_000 }, async () => {
    const { user, fetchMock } = await renderAddProductPage(api);
    await within(screen.getByLabelText('Color')).findByRole('option', { name: 'Navy blue' });
    expect(screen.getByLabelText('Size set')).toHaveValue('letters');
    expect(sizeChips()).toEqual(['Size XS', 'Size S', 'Size M', 'Size L', 'Size XL', 'Size 2XL', 'Size 3XL', 'Size One size']);

    await fillInRequiredFields(user, { name: 'Raw Jeans', category: 'mens', color: 'navy', price: '90', description: 'Denim.' });
    await user.selectOptions(screen.getByLabelText('Size set'), 'Waist');
    expect(sizeChips()).toEqual([
      'Size 28',
      'Size 29',
      'Size 30',
      'Size 31',
      'Size 32',
      'Size 33',
      'Size 34',
      'Size 36',
      'Size 38',
      'Size 40',
      'Size One size',
    ]);
    // The letters chosen before are not the new set's: none is chosen until the admin picks.
    expect(within(screen.getByRole('group', { name: 'Sizes' })).queryAllByRole('checkbox', { checked: true })).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: 'Size 34' }));
    await user.click(screen.getByRole('checkbox', { name: 'Size 30' }));
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    await screen.findByText('Product added successfully');
    expect(callsTo(fetchMock, 'POST', '/products/create-product')[0]?.body).toMatchObject({
      colors: ['navy'],
      sizeSet: 'waist',
      sizes: ['30', '34'],
    });
  });

  it("shows a saved product's set, its sizes chosen", async () => {
    const jeans = makeProduct({ _id: 'p-jeans', name: 'Raw Jeans', sizes: ['30', '32'], sizeSet: 'waist' });
    await renderAdminPage(<UpdateProductPage />, {
      route: '/dashboard/update-product/:id',
      path: '/dashboard/update-product/p-jeans',
      api: ({ method, path }) =>
        method === 'GET' && path === '/products/p-jeans' ? Response.json({ product: jeans, reviews: [] }) : undefined,
    });
    await waitFor(() => expect(screen.getByLabelText('Size set')).toHaveValue('waist'));
    expect(await screen.findByRole('checkbox', { name: 'Size 32' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Size 31' })).not.toBeChecked();
    expect(FIRST_SIZE_SETS.map((set) => set.name)).toEqual(
      within(screen.getByLabelText('Size set'))
        .getAllByRole('option')
        .slice(1)
        .map((option) => option.textContent),
    );
  });
});
