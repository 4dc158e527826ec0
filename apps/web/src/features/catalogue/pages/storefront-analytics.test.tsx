/**
 * What the storefront tells the shop's own analytics: a product page shown, an add to the bag
 * there, and a search once its results arrive; and nothing for a visitor who asked not to be tracked.
 */
import type { Product } from '@shop/shared/product.schema';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, renderApp, type ApiHandler } from '@/test/render-app';
import { listResponse, makeProduct } from '../testing/catalogue-fixtures';

let beacon: ReturnType<typeof vi.fn<(url: string, data: Blob) => boolean>>;

beforeEach(() => {
  beacon = vi.fn<(url: string, data: Blob) => boolean>(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'sendBeacon');
  Reflect.deleteProperty(navigator, 'doNotTrack');
});

/** Every event the beacons carried, in order. */
async function eventsSent(): Promise<unknown[]> {
  const bodies = await Promise.all(beacon.mock.calls.map(async ([, blob]) => JSON.parse(await blob.text()) as { events: unknown[] }));
  return bodies.flatMap((body) => body.events);
}

const tee: Product = makeProduct({
  _id: 'p1',
  name: 'Heavy Cotton Tee',
  color: ['black'],
  sizes: ['m'],
  stock: [{ color: 'black', size: 'm', stock: 4 }],
});

const productApi: ApiHandler = ({ method, path }) => {
  if (method !== 'GET') return undefined;
  if (path === '/products/p1') return Response.json({ product: tee, reviews: [] });
  if (path === '/products/related/p1') return Response.json({ products: [] });
  return undefined;
};

describe('the storefront’s analytics', () => {
  it('reports a product page shown, and the product added to the bag there', async () => {
    const { user } = await renderApp('/shop/p1', { api: productApi });
    await waitFor(async () => expect(await eventsSent()).toEqual([{ kind: 'view', productId: 'p1' }]));
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Item added to cart')).toBeInTheDocument();
    await waitFor(async () =>
      expect(await eventsSent()).toEqual([
        { kind: 'view', productId: 'p1' },
        { kind: 'bag', productId: 'p1' },
      ]),
    );
  });

  it('reports a search once its results arrive: its words, and no count (the server works it out)', async () => {
    const finds: ApiHandler = ({ method, path }) =>
      method === 'GET' && path === '/products' ? Response.json(listResponse(0, 1, 100)) : undefined;
    await renderApp('/search?q=glitter%20poncho', { api: finds });
    expect(await screen.findByText('No results found.')).toBeInTheDocument();
    await waitFor(async () => expect(await eventsSent()).toEqual([{ kind: 'search', query: 'glitter poncho' }]));
  });

  it('reports nothing for a visitor with Do Not Track', async () => {
    Object.defineProperty(navigator, 'doNotTrack', { value: '1', configurable: true });
    const { user, fetchMock } = await renderApp('/shop/p1', { api: productApi });
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(beacon).not.toHaveBeenCalled();
    expect(callsTo(fetchMock, 'POST', '/analytics/events')).toEqual([]);
  });
});
