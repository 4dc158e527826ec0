/** A tiny API over an in-memory list of sales, answering as the server does, for the page's tests. */
import type { Sale, SaleInput, SaleUpdate } from '@shop/shared/sale.schema';
import { fieldRefusal } from '@/test/api-answers';
import type { ApiHandler } from '@/test/render-app';

/** A running 20 % sale on everything, that brought nothing yet, unless told otherwise. */
export function aSale(overrides: Partial<Sale> = {}): Sale {
  const name = overrides.name ?? 'Spring sale';
  return {
    _id: `sale-${name.toLowerCase().replaceAll(' ', '-')}`,
    name,
    kind: 'percent',
    value: 20,
    appliesTo: { kind: 'all' },
    startsAt: null,
    endsAt: null,
    paused: false,
    state: 'running',
    orders: 0,
    revenue: 0,
    createdAt: '2025-03-14T10:00:00.000Z',
    updatedAt: '2025-03-14T10:00:00.000Z',
    ...overrides,
  };
}

/** The shop's products the form can find by name. */
export const SALE_PRODUCTS = [
  { _id: '00000000-0000-4000-8000-000000000001', name: 'Linen Shirt' },
  { _id: '00000000-0000-4000-8000-000000000002', name: 'Linen Trousers' },
  { _id: '00000000-0000-4000-8000-000000000003', name: 'Canvas Tote' },
];

/** `/products/manage?search=` and `/products/{id}`: the shop's products, found and named as a promotion's form asks. */
export const productChoicesApi: ApiHandler = ({ method, path, url }) => {
  if (method === 'GET' && path === '/products/manage') {
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    const products = SALE_PRODUCTS.filter((product) => product.name.toLowerCase().includes(search));
    return Response.json({ products, totalProducts: products.length, totalPages: 1, page: 1, lowStockThreshold: 5, categories: [] });
  }
  const product = SALE_PRODUCTS.find((line) => path === `/products/${line._id}`);
  if (method === 'GET' && product) return Response.json({ product, reviews: [] });
  return undefined;
};

/**
 * `/sales`: a name already taken is refused on its field (the test's own rule, to show a
 * server's refusal), pausing and resuming answer the server's message, and a sale that orders
 * carry is not deleted (409). `/products/manage?search=` and `/products/{id}` name the products.
 */
export function salesApi(initial: Sale[]): ApiHandler {
  let all = [...initial];
  const stateOf = (sale: Sale): Sale['state'] =>
    sale.paused ? 'paused' : sale.startsAt && new Date(sale.startsAt) > new Date() ? 'scheduled' : 'running';
  return (request) => {
    const { method, path, body } = request;
    if (method === 'GET' && path === '/sales') return Response.json({ sales: all });
    const choices = productChoicesApi(request);
    if (choices) return choices;
    if (method === 'POST' && path === '/sales') {
      const input = body as SaleInput;
      const name = input.name.trim();
      if (all.some((row) => row.name === name)) return fieldRefusal('name', `A sale is already called ${name}`);
      const added = aSale({
        name,
        kind: input.kind,
        value: input.value,
        appliesTo: input.appliesTo ?? { kind: 'all' },
        startsAt: input.startsAt ?? null,
        endsAt: input.endsAt ?? null,
      });
      added.state = stateOf(added);
      all = [added, ...all];
      return Response.json({ message: `Sale ${name} created`, sale: added }, { status: 201 });
    }
    const id = /^\/sales\/([^/]+)$/.exec(path)?.[1];
    const current = all.find((row) => row._id === id);
    if (!current) return undefined;
    if (method === 'PATCH') {
      const input = body as SaleUpdate;
      const changed: Sale = { ...current, ...(input as Partial<Sale>) };
      changed.state = stateOf(changed);
      all = all.map((row) => (row === current ? changed : row));
      const verb = input.paused === true ? 'paused' : input.paused === false ? 'resumed' : 'updated';
      return Response.json({ message: `Sale ${changed.name} ${verb}`, sale: changed });
    }
    if (method === 'DELETE') {
      if (current.orders > 0)
        return Response.json(
          { message: `Sale ${current.name} has brought orders: pause it instead, so that their records keep it.` },
          { status: 409 },
        );
      all = all.filter((row) => row !== current);
      return Response.json({ message: `Sale ${current.name} deleted` });
    }
    return undefined;
  };
}
