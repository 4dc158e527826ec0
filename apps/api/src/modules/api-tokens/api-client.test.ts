/**
 * The typed client of examples/api-client, generated from the OpenAPI document, calls the real
 * API over HTTP with a personal API token: what the types promise is what the shop answers. Its
 * types are what the document of the code gives today (`npm run generate:api-client`).
 */
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { createShopClient, type ShopClient } from '../../../examples/api-client/client';
import { renderSchema, SCHEMA_FILE } from '../../../examples/api-client/render-schema';
import { openApiDocument } from '../../scripts/openapi-document';
import { useSignedInUsers } from '../../test/auth-helpers';
import { insertProducts } from '../../test/fixtures';
import { useTestApp } from '../../test/test-app';

const t = useTestApp({ PUBLIC_URL: 'http://shop.test' });
const people = useSignedInUsers(t, { owner: 'admin' });
let baseUrl: string;

/** A token of the owner's with these scopes, made through the API with their session. */
async function tokenWith(scopes: string[]): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/api-tokens',
    headers: { cookie: people.owner.cookie },
    payload: { name: 'Example client', scopes, expiresInDays: 7 },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().secret;
}

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  await insertProducts(t.database.db, [{ name: 'Client Tee' }]);
});

describe('the generated client, with an API token', () => {
  let shop: ShopClient;
  beforeAll(async () => {
    shop = createShopClient({ baseUrl, token: await tokenWith(['orders.view', 'catalogue.view', 'catalogue.edit']) });
  });

  it('lists orders and the managed products, typed as the document says', async () => {
    const orders = await shop.GET('/api/orders', { params: { query: { page: 1, limit: 10 } } });
    expect(orders.response.status).toBe(200);
    expect(orders.data).toEqual([]);
    expectTypeOf(orders.data!).items.toHaveProperty('orderId').toEqualTypeOf<string>();

    const managed = await shop.GET('/api/products/manage', { params: { query: { search: 'client' } } });
    expect(managed.response.status).toBe(200);
    expect(managed.data?.products.map((product) => product.name)).toEqual(['Client Tee']);
    expectTypeOf(managed.data!.totalProducts).toEqualTypeOf<number>();
  });

  it('adds a product with a typed body, and answers a refusal in the one error shape', async () => {
    const created = await shop.POST('/api/products/create-product', {
      body: { name: 'Typed Tee', category: 'mens', color: 'black', price: 19.99, description: 'Made by a script' },
    });
    expect(created.response.status, JSON.stringify(created.error)).toBe(201);
    expect(created.data?.product).toMatchObject({ name: 'Typed Tee', price: 19.99 });

    const refused = await shop.POST('/api/products/create-product', {
      body: { name: 'Cheap Tee', category: 'mens', color: 'black', price: 0.001, description: 'Below a cent' },
    });
    expect(refused.response.status).toBe(400);
    expect(refused.error?.errors).toEqual([
      { path: 'price', message: 'price must be at least 0.01' },
      { path: 'price', message: 'price must have at most two decimals' },
    ]);
    expectTypeOf(refused.error!.message).toEqualTypeOf<string>();
  });

  it('is refused what its scopes do not hold, and answers 401 once the token is revoked', async () => {
    const narrow = createShopClient({ baseUrl, token: await tokenWith(['orders.view']) });
    const forbidden = await narrow.GET('/api/products/manage', { params: { query: {} } });
    expect(forbidden.response.status).toBe(403);

    const mine = await narrow.GET('/api/auth/api-tokens', { params: { query: {} } });
    const id = mine.data!.tokens.find((token) => token.scopes.join() === 'orders.view')!._id;
    const revoked = await narrow.DELETE('/api/auth/api-tokens/{id}', { params: { path: { id } } });
    expect(revoked.data?.token.status).toBe('revoked');
    const after = await narrow.GET('/api/orders', { params: { query: {} } });
    expect(after.response.status).toBe(401);
    expect(after.error?.message).toBe('This API token has been revoked.');
  });
});

describe("the client's types", () => {
  it('are generated from the OpenAPI document the code gives (run `npm run generate:api-client --workspace apps/api`)', async () => {
    const committed = await readFile(SCHEMA_FILE, 'utf8');
    expect(committed === (await renderSchema(await openApiDocument())), 'examples/api-client/schema.d.ts is out of date').toBe(true);
  }, 60_000);
});
