import { languageOf } from '@shop/shared/languages';
import { sizeSuggestion, type FitCounts } from '@shop/shared/review-fit';
import type { Product } from '@shop/shared/product.schema';
import type { ProductFitResponse } from '@shop/shared/size-swaps.schema';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/i18n/i18n';
import { callsTo, renderApp, type ApiHandler } from '@/test/render-app';
import { makeProduct } from '../testing/catalogue-fixtures';

const tee = (fit: FitCounts = { small: 0, true: 0, large: 0 }) =>
  makeProduct({ _id: 'p1', name: 'Heavy Cotton Tee', color: ['black'], sizes: ['s', 'm', 'l', 'xl'], stock: null, fit });

/** Of 40 buyers of M, 9 swapped to L; of 20 of L, 10 to XL (12 in all); each with the server's suggestion for these votes. */
const swapsFor = (fit: FitCounts): ProductFitResponse => {
  const sizes = ['s', 'm', 'l', 'xl'];
  const swaps = [
    { size: 'm', buyers: 40, swapped: 9, mostlyTo: 'l', mostlyToCount: 9 },
    { size: 'l', buyers: 20, swapped: 12, mostlyTo: 'xl', mostlyToCount: 10 },
  ];
  return { fitSwaps: swaps.map((entry) => ({ ...entry, suggestion: sizeSuggestion(fit, entry, sizes) })) };
};

const productApi =
  (product: Product, fit: ProductFitResponse | 'failing' = swapsFor(product.fit)): ApiHandler =>
  ({ method, path }) => {
    if (method !== 'GET') return undefined;
    if (path === `/products/${product._id}`) return Response.json({ product, reviews: [] });
    if (path === `/products/related/${product._id}`) return Response.json({ products: [] });
    if (path === `/products/${product._id}/fit`)
      return fit === 'failing' ? Response.json({ message: 'Down' }, { status: 503 }) : Response.json(fit);
    return undefined;
  };

describe('the swaps beside the size select', () => {
  it('are asked for only once the shopper comes to the size select, then tell of the size most swapped from', async () => {
    const { user, fetchMock } = await renderApp('/shop/p1', { api: productApi(tee()) });
    const size = await screen.findByLabelText('Size');
    expect(callsTo(fetchMock, 'GET', '/products/p1/fit')).toHaveLength(0);
    expect(screen.queryByText(/swapped to/)).not.toBeInTheDocument();

    await user.hover(size);
    // No size chosen yet: L, with 12 swaps away.
    expect(await screen.findByText('Of 20 buyers of L, 10 swapped to XL, 2 to other sizes')).toBeInTheDocument();
    expect(screen.getByText('Buyers of L often chose XL: consider XL')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/products/p1/fit')).toHaveLength(1);
  });

  it("follow the chosen size: 'Of 40 buyers of M, 9 swapped to L', and nothing for a size without enough swaps", async () => {
    const { user } = await renderApp('/shop/p1', { api: productApi(tee()) });
    const size = await screen.findByLabelText('Size');
    await user.selectOptions(size, 'm');
    expect(await screen.findByText('Of 40 buyers of M, 9 swapped to L')).toBeInTheDocument();
    expect(size).toHaveAccessibleDescription(/Of 40 buyers of M, 9 swapped to L/);
    expect(screen.getByText('Buyers of M often chose L: consider L')).toBeInTheDocument();

    await user.selectOptions(size, 's');
    await waitFor(() => expect(screen.queryByText(/swapped to/)).not.toBeInTheDocument());
    expect(screen.queryByText(/consider/)).not.toBeInTheDocument();
  });

  it('make one suggestion with the fit votes: the votes’ advice when both go the same way, the votes’ alone for a size without swaps', async () => {
    const { user } = await renderApp('/shop/p1', { api: productApi(tee({ small: 4, true: 1, large: 0 })) });
    const size = await screen.findByLabelText('Size');
    // Before the swaps are asked for, the votes' advice.
    expect(screen.getByText('Runs small: consider one size up')).toBeInTheDocument();
    await user.selectOptions(size, 'm');
    expect(await screen.findByText('Of 40 buyers of M, 9 swapped to L')).toBeInTheDocument();
    expect(screen.getAllByText(/consider/).map((line) => line.textContent)).toEqual(['Runs small: consider one size up']);
    await user.selectOptions(size, 's');
    await waitFor(() => expect(screen.queryByText(/swapped to/)).not.toBeInTheDocument());
    expect(screen.getByText('Runs small: consider one size up')).toBeInTheDocument();
  });

  it('prefer the swaps where the votes disagree, and say so', async () => {
    const { user } = await renderApp('/shop/p1', { api: productApi(tee({ small: 0, true: 0, large: 5 })) });
    const size = await screen.findByLabelText('Size');
    expect(screen.getByText('Runs large: consider one size down')).toBeInTheDocument();
    await user.selectOptions(size, 'm');
    expect(await screen.findByText('Reviews say runs large, but buyers of M often chose L: consider L')).toBeInTheDocument();
    expect(screen.queryByText('Runs large: consider one size down')).not.toBeInTheDocument();
  });

  it('speak the page’s language: the votes’ advice, the swaps’ line and the suggestion in French', async () => {
    const catalogue = await loadCatalogue(languageOf('fr')!);
    const { user } = await renderApp('/fr/shop/p1', { api: productApi(tee({ small: 0, true: 0, large: 5 })), catalogue });
    const size = await screen.findByLabelText('Taille');
    // Matched with any space: the French catalogue writes the space before a colon unbreakable.
    expect(screen.getByText(/^Taille grand\s:\sprenez la taille en dessous$/)).toBeInTheDocument();
    await user.selectOptions(size, 'm');
    expect(await screen.findByText('Sur 40 acheteurs en M, 9 ont changé pour du L')).toBeInTheDocument();
    expect(
      screen.getByText(/^Les avis disent «\staille grand\s», mais les acheteurs en M ont souvent pris du L\s:\spensez au L$/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/swapped|consider/)).not.toBeInTheDocument();
  });

  it('leave the votes’ advice as it was when the swaps cannot be had', async () => {
    const { user, fetchMock } = await renderApp('/shop/p1', { api: productApi(tee({ small: 4, true: 0, large: 0 }), 'failing') });
    const size = await screen.findByLabelText('Size');
    await user.selectOptions(size, 'm');
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/products/p1/fit')).toHaveLength(1));
    expect(await screen.findByText('Runs small: consider one size up')).toBeInTheDocument();
    expect(screen.queryByText(/swapped to/)).not.toBeInTheDocument();
  });
});
