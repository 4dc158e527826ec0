import { describe, expect, it } from 'vitest';
import { alternatesOf, DEFAULT_LANGUAGE, languageOf, languageOfPath, LANGUAGES, prefixPath, unprefixPath } from './languages';
import { isClientRoute, isStaffPath } from './routes';

const french = languageOf('fr')!;

describe('languages', () => {
  it('has English at / as the default, and French at /fr', () => {
    expect(DEFAULT_LANGUAGE).toMatchObject({ code: 'en', locale: 'en-US', prefix: '' });
    expect(LANGUAGES.map((language) => [language.code, language.locale, language.prefix])).toEqual([
      ['en', 'en-US', ''],
      ['fr', 'fr-FR', '/fr'],
    ]);
    expect(languageOf('de')).toBeUndefined();
  });

  it('reads the language from the path alone, a whole segment', () => {
    expect(languageOfPath('/fr').code).toBe('fr');
    expect(languageOfPath('/fr/').code).toBe('fr');
    expect(languageOfPath('/fr/shop/tee?color=black').code).toBe('fr');
    expect(languageOfPath('/fr?bag=open').code).toBe('fr');
    expect(languageOfPath('/shop').code).toBe('en');
    expect(languageOfPath('/french-tees').code).toBe('en');
    expect(languageOfPath('/de/shop').code).toBe('en');
    expect(languageOfPath('/shop?lang=fr').code).toBe('en');
  });

  it('adds and takes off the prefix, the home page included', () => {
    expect(prefixPath('/shop', french)).toBe('/fr/shop');
    expect(prefixPath('/', french)).toBe('/fr');
    expect(prefixPath('/?bag=open', french)).toBe('/fr?bag=open');
    expect(prefixPath('/shop', DEFAULT_LANGUAGE)).toBe('/shop');
    expect(unprefixPath('/fr/shop/tee?size=m')).toBe('/shop/tee?size=m');
    expect(unprefixPath('/fr')).toBe('/');
    expect(unprefixPath('/fr?bag=open')).toBe('/?bag=open');
    expect(unprefixPath('/shop')).toBe('/shop');
    for (const path of ['/', '/shop', '/shop/tee?size=m', '/?bag=open']) expect(unprefixPath(prefixPath(path, french))).toBe(path);
  });

  it("names a page's address in every language, and the default's as x-default", () => {
    expect(alternatesOf('/fr/shop?category=mens', 'https://shop.example')).toEqual([
      { hreflang: 'en', href: 'https://shop.example/shop?category=mens' },
      { hreflang: 'fr', href: 'https://shop.example/fr/shop?category=mens' },
      { hreflang: 'x-default', href: 'https://shop.example/shop?category=mens' },
    ]);
    expect(alternatesOf('/', 'https://shop.example').map(({ href }) => href)).toEqual([
      'https://shop.example/',
      'https://shop.example/fr',
      'https://shop.example/',
    ]);
  });

  it('has every page under /fr but the staff pages', () => {
    for (const path of [
      '/fr',
      '/fr/',
      '/fr/shop',
      '/fr/shop/tee',
      '/fr/dashboard',
      '/fr/dashboard/orders',
      '/fr/dashboard/wishlist',
      '/fr/login',
    ]) {
      expect(isClientRoute(path), path).toBe(true);
    }
    for (const path of ['/fr/dashboard/admin', '/fr/dashboard/tax', '/fr/dashboard/orders/abc', '/fr/fr/shop', '/de/shop', '/french']) {
      expect(isClientRoute(path), path).toBe(false);
    }
    expect(isClientRoute('/dashboard/admin')).toBe(true);
    expect(isStaffPath('/dashboard/admin')).toBe(true);
    expect(isStaffPath('/dashboard/orders/abc')).toBe(true);
    expect(isStaffPath('/dashboard/orders')).toBe(false);
    expect(isStaffPath('/dashboard/orders/')).toBe(false);
    expect(isStaffPath('/dashboard')).toBe(false);
    expect(isStaffPath('/shop')).toBe(false);
  });
});
