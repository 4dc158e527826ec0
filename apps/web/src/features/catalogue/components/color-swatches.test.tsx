/** The storefront's swatches are the shop's own colours: painted by hex or picture, named by the shop's names. */
import { screen, waitFor, within } from '@testing-library/react';
import { FIRST_COLORS } from '@shop/shared/testing/colors-and-size-sets';
import { describe, expect, it } from 'vitest';
import { renderApp, type ApiHandler } from '@/test/render-app';
import { listResponse, makeProduct, testFacets } from '../testing/catalogue-fixtures';

const shopColors = [
  ...FIRST_COLORS,
  { _id: 'c-navy', handle: 'navy', name: 'Navy blue', hex: '#1f2f52', image: '', position: 8, products: 1 },
  { _id: 'c-leopard', handle: 'leopard', name: 'Leopard print', hex: null, image: '/uploads/leopard-200.webp', position: 9, products: 1 },
];

const tee = makeProduct({ _id: 'p1', name: 'Print Tee', color: ['navy', 'leopard', 'mauve'], sizes: ['s', 'm'] });

const api: ApiHandler = ({ method, path }) => {
  if (method !== 'GET') return undefined;
  if (path === '/colors') return Response.json({ colors: shopColors });
  if (path === '/products/p1') return Response.json({ product: tee, reviews: [] });
  if (path === '/products/related/p1') return Response.json({ products: [] });
  if (path === '/products')
    return Response.json(
      listResponse(4, 1, 4, {
        ...testFacets,
        colors: [
          { value: 'black', name: 'Black', count: 3 },
          { value: 'navy', name: 'Navy blue', count: 2 },
          { value: 'leopard', name: 'Leopard print', count: 1 },
        ],
      }),
    );
  return undefined;
};

const chipOf = (element: HTMLElement) => element.querySelector<HTMLElement>('[aria-hidden="true"].rounded-full')!;

describe('colour swatches', () => {
  it("name each colour on the product page by the shop's name, painted by its hex or picture, and choose it", async () => {
    const { user } = await renderApp('/shop/p1', { api });
    const swatches = await screen.findByRole('group', { name: 'Colour swatches' });
    const navy = await within(swatches).findByRole('button', { name: 'Navy blue' });
    await waitFor(() => expect(chipOf(navy)).toHaveStyle({ backgroundColor: '#1f2f52' }));
    expect(chipOf(within(swatches).getByRole('button', { name: 'Leopard print' })).style.backgroundImage).toContain(
      '/uploads/leopard-200.webp',
    );
    // A colour the shop has not got (yet) keeps the neutral chip.
    const mauve = within(swatches).getByRole('button', { name: 'Mauve' });
    expect(chipOf(mauve).getAttribute('style')).toBeNull();

    await user.click(navy);
    expect(navy).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Color')).toHaveValue('navy');
    expect(within(screen.getByLabelText('Color')).getByRole('option', { name: 'Navy blue' })).toBeInTheDocument();
  });

  it("list the shop's colours in the filter by name, each with its swatch", async () => {
    await renderApp('/shop', { api });
    const group = await screen.findByRole('group', { name: 'Color' });
    const navy = await within(group).findByRole('radio', { name: 'Navy blue' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).value),
    ).toEqual(['all', 'black', 'navy', 'leopard']);
    await waitFor(() => expect(chipOf(navy.closest('label')!)).toHaveStyle({ backgroundColor: '#1f2f52' }));
  });
});
