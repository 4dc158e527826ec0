import type { ProductInput } from '@shop/shared/product.schema';
import type { App } from '../app';

/** The path and query of a URL the app answered, absolute or relative. */
export const pathOf = (url: string) => {
  const parsed = new URL(url, 'http://relative.invalid');
  return `${parsed.pathname}${parsed.search}`;
};

export interface BagLine {
  _id: string;
  color?: string;
  size: string;
  quantity: number;
  price?: number;
  name?: string;
}

/** Adds a product through the admin API with the session in `cookie`; answers the raw response. */
export const createProduct = (app: App, cookie: string, payload: object) =>
  app.inject({ method: 'POST', url: '/api/products/create-product', payload, headers: { cookie } });

/** A valid body for `createProduct`, for tests that need a product: `overrides` set what the test is about. */
export const productInput = (overrides: Partial<ProductInput> = {}): ProductInput => ({
  name: 'Plain Tee',
  category: 'mens',
  colors: ['black'],
  price: 20,
  description: 'A plain tee.',
  ...overrides,
});

/** A shop at a public address whose checkout is not rate limited, for files that buy many times. */
export const CHECKOUT_TEST_SETTINGS = { PUBLIC_URL: 'http://shop.test', CHECKOUT_RATE_LIMIT_PER_MINUTE: '1000' };

/** Where test parcels go, unless a test says otherwise. */
export const TEST_ADDRESS = {
  name: 'Ada Buyer',
  line1: '1 Congress Ave',
  line2: 'Suite 200',
  city: 'Austin',
  state: 'TX',
  postalCode: '78701',
  country: 'US',
  phone: '+1 512 555 0100',
};

/** Checks out a bag in test mode (a guest gives `email`) and pays it with an address; answers the session id. */
export async function buyInTestMode(
  app: App,
  lines: BagLine[],
  options: { cookie?: string; email?: string; shippingAddress?: Record<string, string> } = {},
) {
  const headers = options.cookie ? { cookie: options.cookie } : {};
  const payload = { products: lines, ...(options.email ? { email: options.email } : {}) };
  const created = await app.inject({ method: 'POST', url: '/api/orders/create-checkout-session', payload, headers });
  if (created.statusCode !== 200) throw new Error(`checkout failed: ${created.statusCode} ${created.body}`);
  const { id } = created.json() as { id: string; url: string };
  const paid = await app.inject({
    method: 'POST',
    url: `/api/orders/test-checkout/${id}/pay`,
    payload: { shippingAddress: options.shippingAddress ?? TEST_ADDRESS },
  });
  if (paid.statusCode !== 200) throw new Error(`pay failed: ${paid.statusCode} ${paid.body}`);
  return id;
}
