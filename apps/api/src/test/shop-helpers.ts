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

/** Checks out a bag in test mode and pays it; answers the session id. */
export async function buyInTestMode(app: App, lines: BagLine[], options: { cookie?: string; email?: string } = {}) {
  const headers = options.cookie ? { cookie: options.cookie } : {};
  const created = await app.inject({ method: 'POST', url: '/api/orders/create-checkout-session', payload: { products: lines }, headers });
  if (created.statusCode !== 200) throw new Error(`checkout failed: ${created.statusCode} ${created.body}`);
  const { id } = created.json() as { id: string; url: string };
  const paid = await app.inject({ method: 'POST', url: `/api/orders/test-checkout/${id}/pay`, payload: options.email ? { email: options.email } : {} });
  if (paid.statusCode !== 200) throw new Error(`pay failed: ${paid.statusCode} ${paid.body}`);
  return id;
}
