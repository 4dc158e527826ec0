/** A tiny API over an in-memory list of discount codes, answering as the server does, for the page's tests. */
import type { Discount, DiscountInput } from '@shop/shared/discount.schema';
import { fieldRefusal } from '@/test/api-answers';
import type { ApiHandler } from '@/test/render-app';
import { productChoicesApi } from '@/features/sales/testing/sales-api';

/** A running 10 % code for every product, never used, unless told otherwise. */
export function aDiscount(overrides: Partial<Discount> = {}): Discount {
  const code = overrides.code ?? 'SAVE10';
  return {
    _id: `discount-${code.toLowerCase()}`,
    code,
    kind: 'percent',
    value: 10,
    minSubtotal: null,
    startsAt: null,
    endsAt: null,
    usageLimit: null,
    perCustomerLimit: null,
    appliesTo: { kind: 'all' },
    paused: false,
    state: 'active',
    uses: 0,
    held: 0,
    revenue: 0,
    discounted: 0,
    createdAt: '2025-03-14T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * `/discounts`: a taken code is refused on its field, pausing and resuming answer the server's
 * message, and a code that orders used is not deleted (409). The form finds and names products as a sale's does.
 */
export function discountsApi(initial: Discount[]): ApiHandler {
  let all = [...initial];
  return (request) => {
    const { method, path, body } = request;
    if (method === 'GET' && path === '/discounts') return Response.json({ discounts: all });
    const choices = productChoicesApi(request);
    if (choices) return choices;
    if (method === 'POST' && path === '/discounts') {
      const input = body as DiscountInput;
      const code = input.code.trim().toUpperCase();
      if (all.some((row) => row.code === code)) return fieldRefusal('code', `The code ${code} already exists`);
      const { value, minSubtotal, startsAt, endsAt, usageLimit, perCustomerLimit, appliesTo } = input;
      const added = aDiscount({
        code,
        kind: input.kind,
        value: value ?? 0,
        minSubtotal: minSubtotal ?? null,
        startsAt: startsAt ?? null,
        endsAt: endsAt ?? null,
        usageLimit: usageLimit ?? null,
        perCustomerLimit: perCustomerLimit ?? null,
        appliesTo: appliesTo ?? { kind: 'all' },
      });
      all = [added, ...all];
      return Response.json({ message: `Discount code ${code} created`, discount: added }, { status: 201 });
    }
    const id = /^\/discounts\/([^/]+)$/.exec(path)?.[1];
    const current = all.find((row) => row._id === id);
    if (!current) return undefined;
    if (method === 'PATCH') {
      const { paused } = body as { paused: boolean };
      const changed: Discount = { ...current, paused, state: paused ? 'paused' : 'active' };
      all = all.map((row) => (row === current ? changed : row));
      return Response.json({ message: `Discount code ${current.code} ${paused ? 'paused' : 'resumed'}`, discount: changed });
    }
    if (method === 'DELETE') {
      if (current.uses > 0)
        return Response.json(
          { message: `Discount code ${current.code} has been used by orders: pause it instead, so that their records keep it.` },
          { status: 409 },
        );
      all = all.filter((row) => row !== current);
      return Response.json({ message: `Discount code ${current.code} deleted` });
    }
    return undefined;
  };
}
