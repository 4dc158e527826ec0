/** A tiny API over an in-memory list of presented currencies, answering as the server does, for the page's tests. */
import { CURRENCIES, CurrencyInputSchema, type CurrencyCode, type CurrencyInput, type ManagedCurrency } from '@shop/shared/currency.schema';
import { fieldRefusal } from '@/test/api-answers';
import type { ApiHandler } from '@/test/render-app';

/** The euro at 0.92, to the cent, with no variant prices of its own, unless told otherwise. */
export function aCurrency(overrides: Partial<ManagedCurrency> = {}): ManagedCurrency {
  return { code: 'EUR', rate: 0.92, rounding: 'minor', variantPrices: 0, updatedAt: '2025-03-14T10:00:00.000Z', ...overrides };
}

/**
 * `/currencies/manage` and `/currencies/{code}`: the body checked by the server's own schema
 * (its refusal on the field it names), the base refused by name; every change answers the
 * server's message.
 */
export function currenciesApi(initial: ManagedCurrency[]): ApiHandler {
  let currencies = [...initial];
  return ({ method, path, body }) => {
    if (method === 'GET' && path === '/currencies/manage') return Response.json({ base: 'USD', currencies });
    const code = /^\/currencies\/([A-Z]{3})$/.exec(path)?.[1] as CurrencyCode | undefined;
    if (!code || !Object.hasOwn(CURRENCIES, code)) return undefined;
    const name = CURRENCIES[code].name;
    if (code === 'USD') return fieldRefusal('code', "USD (US dollar) is the shop's base currency");
    const current = currencies.find((currency) => currency.code === code);
    if (method === 'PUT') {
      const parsed = CurrencyInputSchema.safeParse(body);
      if (!parsed.success) {
        const [issue] = parsed.error.issues;
        return fieldRefusal(issue!.path.join('.'), issue!.message);
      }
      const input: CurrencyInput = parsed.data;
      const saved = aCurrency({ ...current, code, rate: input.rate, rounding: input.rounding });
      currencies = current ? currencies.map((one) => (one === current ? saved : one)) : [...currencies, saved];
      const { variantPrices: _count, updatedAt: _at, ...currency } = saved;
      return Response.json({ message: `${name} ${current ? 'saved' : 'added'}`, currency }, { status: current ? 200 : 201 });
    }
    if (method === 'DELETE') {
      if (!current) return Response.json({ message: `${code} (${name}) is not presented.` }, { status: 404 });
      currencies = currencies.filter((one) => one !== current);
      return Response.json({ message: `${name} removed` });
    }
    return undefined;
  };
}

/** `GET /currencies` as the storefront reads it: the base currency, then each of `codes` at a rate. */
export function shopCurrenciesApi(codes: CurrencyCode[]): ApiHandler {
  return ({ method, path }) =>
    method === 'GET' && path === '/currencies'
      ? Response.json({
          base: 'USD',
          currencies: [{ code: 'USD', rate: 1, rounding: 'minor' }, ...codes.map((code) => ({ code, rate: 0.92, rounding: 'minor' }))],
        })
      : undefined;
}
