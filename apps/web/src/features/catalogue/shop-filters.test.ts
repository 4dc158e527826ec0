import { describe, expect, it } from 'vitest';
import {
  canonicalShopParams,
  readShopFilters,
  selectedPriceRange,
  shopHref,
  shownRange,
  withFilter,
  withoutFilters,
  withPage,
  withPriceRange,
} from './shop-filters';

const params = (search: string) => new URLSearchParams(search);

describe('the shop filters in the URL', () => {
  it('default to category all, newest, page 1', () => {
    expect(readShopFilters(params(''))).toEqual({
      category: 'all',
      color: 'all',
      size: 'all',
      sort: 'newest',
      page: 1,
      minPrice: undefined,
      maxPrice: undefined,
    });
  });

  it('read values leniently: case, blanks, bad numbers and a reversed price range', () => {
    const filters = readShopFilters(params('category=Mens&color=%20&page=2.5&minPrice=300&maxPrice=100&sort=nope'));
    expect(filters).toMatchObject({
      category: 'mens',
      color: 'all',
      page: 1,
      minPrice: undefined,
      maxPrice: undefined,
      sort: 'newest',
    });
    expect(readShopFilters(params('page=0')).page).toBe(1);
    expect(readShopFilters(params('page=7')).page).toBe(7);
  });

  it('drop the page on every filter change and the value for all', () => {
    expect(withFilter(params('category=mens&page=3'), 'color', 'red').toString()).toBe('category=mens&color=red');
    expect(withFilter(params('category=mens&color=red'), 'category', 'all').toString()).toBe('color=red');
    expect(withPriceRange(params('page=2'), { label: '', min: 200, max: null }).toString()).toBe('minPrice=200');
    expect(withPriceRange(params('minPrice=200'), null).toString()).toBe('');
    expect(withPage(params('size=m'), 1).toString()).toBe('size=m');
    expect(withoutFilters(params('category=kids&color=red&size=s&minPrice=0&maxPrice=50&sort=rating&page=2')).toString()).toBe(
      'sort=rating',
    );
  });

  it('become the shop address a link points at, bare when nothing is set', () => {
    expect(shopHref(withFilter(params('category=mens&page=2'), 'color', 'black'))).toBe('/shop?category=mens&color=black');
    expect(shopHref(withoutFilters(params('category=kids&page=2')))).toBe('/shop');
  });

  it('recognise the offered price ranges only', () => {
    expect(selectedPriceRange({ minPrice: 0, maxPrice: 50 })?.label).toBe('Under $50');
    expect(selectedPriceRange({ minPrice: 200 })?.label).toBe('$200 and above');
    expect(selectedPriceRange({ minPrice: 10, maxPrice: 20 })).toBeUndefined();
    expect(selectedPriceRange({})).toBeUndefined();
  });

  it("count 'Showing {from}-{to}'", () => {
    expect(shownRange(1, 4, 10)).toEqual({ from: 1, to: 4 });
    expect(shownRange(3, 4, 10)).toEqual({ from: 9, to: 10 });
    expect(shownRange(1, 4, 0)).toEqual({ from: 0, to: 0 });
  });
});

describe('the shop params in their one spelling', () => {
  const canonical = (search: string) => canonicalShopParams(params(search)).toString();

  it("drops what the filter form sends for 'all' and any price, and spells a price range as minPrice and maxPrice", () => {
    expect(canonical('category=all&color=&size=all&price=&sort=rating')).toBe('sort=rating');
    expect(canonical('category=mens&color=black&size=all&price=50-100')).toBe('category=mens&color=black&minPrice=50&maxPrice=100');
    expect(canonical('category=ALL&price=200-')).toBe('minPrice=200');
    expect(canonical('price=cheap&minPrice=&maxPrice=&page=&sort=')).toBe('');
  });

  it('leaves an address that is already tidy as it is', () => {
    for (const search of ['', 'category=mens&color=black&size=l&minPrice=0&maxPrice=50&sort=price-asc&page=2', 'q=tee']) {
      expect(canonical(search)).toBe(search);
      expect(canonical(canonical(search))).toBe(canonical(search));
    }
  });
});
