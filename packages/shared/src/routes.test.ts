import { describe, expect, it } from 'vitest';
import { isClientRoute, OPEN_BAG_PATH, paths, PUBLIC_PAGES, withQuery } from './routes';

describe('page paths', () => {
  it('builds a parameterised page from its one parameter, encoded', () => {
    expect(paths.product('abc123')).toBe('/shop/abc123');
    expect(paths.order('ORD-ABCD2345')).toBe('/orders/ORD-ABCD2345');
    expect(paths.checkout('cs test/1')).toBe('/checkout/cs%20test%2F1');
    expect(paths.updateProduct('abc')).toBe('/dashboard/update-product/abc');
    expect(paths.terms).toBe('/terms');
    expect(paths.returns).toBe('/dashboard/returns');
    expect(paths.storeCredit).toBe('/dashboard/credit');
    expect(paths.manageCredits).toBe('/dashboard/credits');
    expect(paths.giftCardBalance).toBe('/gift-cards');
  });

  it('adds a query string only when there is one', () => {
    expect(withQuery(paths.shop, { category: 'mens' })).toBe('/shop?category=mens');
    expect(withQuery(paths.shop, new URLSearchParams())).toBe('/shop');
    expect(OPEN_BAG_PATH).toBe('/?bag=open');
  });

  it('lists the public pages for the sitemap', () => {
    expect(PUBLIC_PAGES).toEqual([
      '/',
      '/shop',
      '/search',
      '/pages',
      '/contact',
      '/about',
      '/design',
      '/photography',
      '/services',
      '/terms',
      '/help',
      '/gift-cards',
    ]);
  });
});

describe('isClientRoute', () => {
  it('knows every page, with or without a trailing slash or a query', () => {
    for (const path of [
      '/',
      '/shop',
      '/shop/',
      '/shop/abc?x=1',
      '/search?q=tee',
      '/orders/ORD-1',
      '/checkout/cs_1',
      '/success?session_id=1',
      '/login',
      '/register',
      '/terms/',
      '/gift-cards',
      '/pages/privacy',
    ]) {
      expect(isClientRoute(path), path).toBe(true);
    }
  });

  it('knows every path under the dashboard (it shows its own not-found page)', () => {
    for (const path of [
      '/dashboard',
      '/dashboard/',
      '/dashboard/orders',
      '/dashboard/returns?status=received',
      '/dashboard/credit',
      '/dashboard/credits?kind=gift-card&search=ada',
      '/dashboard/no/such/page',
    ])
      expect(isClientRoute(path), path).toBe(true);
  });

  it('does not know other paths', () => {
    for (const path of ['/no/such/page', '//x', '/shop/a/b', '/orders', '/orders/', '/dashboards', '/shopping', '/api/products']) {
      expect(isClientRoute(path), path).toBe(false);
    }
  });
});
