/** A small in-memory products API for the admin page tests. */
import type { Product } from '@shop/shared/product.schema';
import { listResponse, makeProduct } from '@/features/catalog/testing/catalog-fixtures';
import type { ApiHandler } from '@/test/render-app';

export function productsApi(initial: Product[]): { handler: ApiHandler; products: () => Product[] } {
  let products = [...initial];
  const handler: ApiHandler = ({ method, path, url }) => {
    if (method === 'GET' && path === '/products') {
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 10);
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const matching = products.filter((product) => product.name.toLowerCase().includes(search));
      const base = listResponse(matching.length, page, limit);
      return Response.json({ ...base, products: matching.slice((page - 1) * limit, page * limit) });
    }
    const match = /^\/products\/([^/]+)$/.exec(path);
    if (method === 'DELETE' && match) {
      const id = decodeURIComponent(match[1] ?? '');
      products = products.filter((product) => product._id !== id);
      return Response.json({ message: 'Product deleted successfully' });
    }
    return undefined;
  };
  return { handler, products: () => products };
}

/** `count` products, newest first, named 'Tee number 1' onwards. */
export function manyProducts(count: number): Product[] {
  return Array.from({ length: count }, (_, index) =>
    makeProduct({
      _id: `p${index + 1}`,
      name: `Tee number ${index + 1}`,
      price: 20 + index,
      category: index % 2 ? 'dress' : 'mens',
    }),
  );
}
