/** A small in-memory products API for the admin page tests: Manage Products' list (search, filters, sort, pages), delete and stock. */
import type { ManagedProduct, ManageProductsResponse } from '@shop/shared/product-admin.schema';
import type { ProductStockUpdate, VariantStock } from '@shop/shared/product.schema';
import { makeProduct } from '@/features/catalogue/testing/catalogue-fixtures';
import type { ApiHandler } from '@/test/render-app';

export const TEST_LOW_STOCK_THRESHOLD = 3;

/** A product as Manage Products lists it; untracked unless `stock` is given. */
export function managedProduct(overrides: Partial<ManagedProduct> = {}): ManagedProduct {
  const product = makeProduct(overrides);
  const totalStock = product.stock ? product.stock.reduce((sum, line) => sum + line.stock, 0) : null;
  const lowStock = Boolean(product.stock?.some((line) => line.stock <= TEST_LOW_STOCK_THRESHOLD));
  return { ...product, totalStock, lowStock, ...overrides };
}

/** The product with the counts of the lines given, its total and low stock worked out again. */
function withStock({ totalStock: _total, lowStock: _low, ...product }: ManagedProduct, lines: VariantStock[]): ManagedProduct {
  const stock = product.stock?.map((line) => lines.find((given) => given.color === line.color && given.size === line.size) ?? line);
  return managedProduct({ ...product, stock });
}

const SORTS: Record<string, (a: ManagedProduct, b: ManagedProduct) => number> = {
  'name-asc': (a, b) => a.name.localeCompare(b.name),
  'name-desc': (a, b) => b.name.localeCompare(a.name),
  'price-asc': (a, b) => a.price - b.price,
  'price-desc': (a, b) => b.price - a.price,
  'stock-asc': (a, b) => (a.totalStock ?? Infinity) - (b.totalStock ?? Infinity),
  'stock-desc': (a, b) => (b.totalStock ?? -Infinity) - (a.totalStock ?? -Infinity),
};

export function productsApi(initial: ManagedProduct[]): { handler: ApiHandler; products: () => ManagedProduct[] } {
  let products = [...initial];
  const handler: ApiHandler = ({ method, path, url, body }) => {
    if (method === 'GET' && path === '/products/manage') {
      const params = url.searchParams;
      const page = Number(params.get('page') ?? 1);
      const limit = Number(params.get('limit') ?? 12);
      const search = (params.get('search') ?? '').toLowerCase();
      const category = params.get('category');
      const sort = SORTS[params.get('sort') ?? ''];
      const matching = products.filter(
        (product) =>
          product.name.toLowerCase().includes(search) &&
          (!category || product.category === category) &&
          (params.get('lowStock') !== 'true' || product.lowStock),
      );
      if (sort) matching.sort(sort);
      const answer: ManageProductsResponse = {
        products: matching.slice((page - 1) * limit, page * limit),
        totalProducts: matching.length,
        totalPages: Math.ceil(matching.length / limit),
        page,
        limit,
        lowStockThreshold: TEST_LOW_STOCK_THRESHOLD,
        categories: [...new Set(products.map((product) => product.category))].sort(),
      };
      return Response.json(answer);
    }
    const stockOf = /^\/products\/([^/]+)\/stock$/.exec(path);
    if (method === 'PATCH' && stockOf) {
      const id = decodeURIComponent(stockOf[1] ?? '');
      const { stock } = body as ProductStockUpdate;
      products = products.map((product) => (product._id === id ? withStock(product, stock) : product));
      return Response.json({ message: 'Stock updated', product: products.find((product) => product._id === id) });
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

/** `count` products, newest first, named 'Tee number 1' onwards, every other one a dress. */
export function manyProducts(count: number): ManagedProduct[] {
  return Array.from({ length: count }, (_, index) =>
    managedProduct({
      _id: `p${index + 1}`,
      name: `Tee number ${index + 1}`,
      price: 20 + index,
      category: index % 2 ? 'dress' : 'mens',
    }),
  );
}
