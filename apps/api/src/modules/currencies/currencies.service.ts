/**
 * The currencies the shop presents its prices in besides its base currency (US dollars): each
 * with the rate the owner sets and the rule its prices are rounded by, added, changed and
 * removed by staff with the `settings` permission (audited); and the variants' own prices in
 * them, which override the price worked out at the rate, set per product by staff who edit the
 * catalogue (audited too, and told as the product's `product.updated` webhook).
 *
 * Every price shown in another currency reads its rate: the currencies are read once and kept in
 * this process, forgotten by a change here, and read again after KEPT_FOR_MS at the latest so that
 * another instance's change shows within that time.
 */
import { variantKey } from '@shop/shared/cart';
import {
  BASE_CURRENCY,
  CURRENCIES,
  MAX_PRESENTED_CURRENCIES,
  type CurrencyCode,
  type CurrencyInput,
  type CurrencyMutationResponse,
  type ManagedCurrencies,
  type PresentedCurrency,
  type ShopCurrencies,
  type VariantPrice,
  type VariantPrices,
  type VariantPricesInputParsed,
  type VariantPricesMutationResponse,
} from '@shop/shared/currency.schema';
import type { AuthUser } from '../../lib/guards';
import { badRequest, notFound, type FieldError } from '../../lib/http-errors';
import { recordAudit } from '../audit';
import { queueProductWebhook } from '../product-editing';
import type { CurrenciesRepository, CurrencyRow, VariantPriceRow, VariantRef } from './currencies.repository';

/** A safety net for changes made by another instance: the currencies are read again at least this often. */
export const KEPT_FOR_MS = 60_000;

const PRODUCT_NOT_FOUND = 'Product not found.';

/** The base currency as the list shows it: itself at rate 1, to the cent. */
export const BASE_PRESENTED: PresentedCurrency = { code: BASE_CURRENCY, rate: 1, rounding: 'minor' };

/** A variant's own price in a presented currency, in its minor units. */
export interface VariantOwnPrice {
  priceMinor: number;
  compareAtMinor: number | null;
}

const nameOf = (code: CurrencyCode) => CURRENCIES[code].name;

/** 'GBP (Pound sterling)'. */
const named = (code: CurrencyCode) => `${code} (${nameOf(code)})`;

/** A stored row as the API answers it: the numeric rate read back as a number ('0.92000000' is 0.92). */
function toPresented(row: CurrencyRow): PresentedCurrency {
  return { code: row.code as CurrencyCode, rate: Number(row.rate), rounding: row.rounding as PresentedCurrency['rounding'] };
}

/** The rate as the numeric column keeps it: exactly, with its eight decimals. */
const storedRate = (rate: number) => rate.toFixed(8);

const toVariantPrice = (row: VariantPriceRow): VariantPrice => ({
  color: row.color,
  size: row.size,
  currency: row.currency as CurrencyCode,
  priceCents: row.priceMinor,
  compareAtCents: row.compareAtMinor,
});

/** What an audit entry keeps of a product's prices: 'black, m: EUR 2300 (compare at 2900)'. */
const auditedPrices = (prices: VariantPriceRow[]) =>
  prices
    .map(
      (price) =>
        `${price.color}, ${price.size}: ${price.currency} ${price.priceMinor}${price.compareAtMinor === null ? '' : ` (compare at ${price.compareAtMinor})`}`,
    )
    .sort();

function refuse(errors: FieldError[]): never {
  throw badRequest(errors.map((error) => error.message).join('; '), errors);
}

/** The base currency is no row: refused by name, on its field. */
function refuseBase(code: CurrencyCode): void {
  if (code !== BASE_CURRENCY) return;
  const message = `${named(code)} is the shop's base currency: prices are kept in it, and it is always presented at rate 1`;
  refuse([{ path: 'code', message }]);
}

export function createCurrenciesService({ repository, now = Date.now }: { repository: CurrenciesRepository; now?: () => number }) {
  // The currencies kept in this process, and the changes counted, so that a read begun before a change is not kept.
  let kept: { currencies: Promise<PresentedCurrency[]>; readAt: number } | null = null;
  let generation = 0;

  function presented(): Promise<PresentedCurrency[]> {
    if (kept && now() - kept.readAt < KEPT_FOR_MS) return kept.currencies;
    const reading = generation;
    const entry = { currencies: repository.currencies().then((rows) => rows.map(toPresented)), readAt: now() };
    kept = entry;
    entry.currencies.then(
      () => {
        // A change while reading: what was read may be out of date.
        if (reading !== generation && kept === entry) kept = null;
      },
      () => {
        if (kept === entry) kept = null;
      },
    );
    return entry.currencies;
  }

  /** Called after every change has committed. */
  function forget() {
    generation += 1;
    kept = null;
  }

  /**
   * The variants' own prices in a presented currency, in its minor units, keyed by
   * `variantKey(productId, color, size)` (packages/shared cart.ts); a variant without one is not
   * in the map (its price is worked out at the rate). None in the base currency: a variant's own
   * price there is the variant's price.
   */
  async function variantOffers(variants: readonly VariantRef[], code: string): Promise<Map<string, VariantOwnPrice>> {
    if (code === BASE_CURRENCY || variants.length === 0) return new Map();
    const rows = await repository.pricesIn(code, variants);
    return new Map(
      rows.map((row) => [
        variantKey(row.productId, row.color, row.size),
        { priceMinor: row.priceMinor, compareAtMinor: row.compareAtMinor },
      ]),
    );
  }

  return {
    /** The base currency and every currency presented, the base first. */
    async list(): Promise<ShopCurrencies> {
      return { base: BASE_CURRENCY, currencies: [BASE_PRESENTED, ...(await presented())] };
    },

    /** The staff's list: every currency presented besides the base, as saved now (not the kept copy). */
    async manage(): Promise<ManagedCurrencies> {
      const rows = await repository.managed();
      return {
        base: BASE_CURRENCY,
        currencies: rows.map((row) => ({
          ...toPresented(row),
          variantPrices: Number(row.variantPrices),
          updatedAt: row.updatedAt.toISOString(),
        })),
      };
    },

    /**
     * A currency as prices in it are worked out (its rate and rounding), from the kept copy: the
     * base currency at rate 1; null for a code the shop does not present.
     */
    async presentedCurrency(code: string): Promise<PresentedCurrency | null> {
      if (code === BASE_CURRENCY) return BASE_PRESENTED;
      return (await presented()).find((currency) => currency.code === code) ?? null;
    },

    variantOffers,

    /** `variantOffers`' prices alone: variant key to its own price in the currency's minor units. */
    async variantPrices(variants: readonly VariantRef[], code: string): Promise<Map<string, number>> {
      const offers = await variantOffers(variants, code);
      return new Map([...offers].map(([key, offer]) => [key, offer.priceMinor]));
    },

    /** Adds a currency, or changes its rate and rounding; audited. `created` says which. */
    async save(actor: AuthUser, code: CurrencyCode, input: CurrencyInput): Promise<CurrencyMutationResponse & { created: boolean }> {
      refuseBase(code);
      const values = { rate: storedRate(input.rate), rounding: input.rounding };
      const { row, created } = await repository.transaction(async (tx, queries) => {
        let current = await queries.lock(code);
        if (!current) {
          // Additions one at a time, so that two cannot both pass the limit, nor add the same currency twice.
          await queries.lockAll();
          current = await queries.lock(code);
        }
        if (!current) {
          if ((await queries.count()) >= MAX_PRESENTED_CURRENCIES)
            refuse([
              {
                path: 'code',
                message: `The shop presents at most ${MAX_PRESENTED_CURRENCIES} currencies besides ${BASE_CURRENCY}: remove one first`,
              },
            ]);
          const saved = await queries.insert({ code, ...values });
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'currency.add',
            entityId: code,
            details: { name: nameOf(code) },
            after: { rate: input.rate, rounding: input.rounding },
          });
          return { row: saved, created: true };
        }
        const before = toPresented(current);
        if (before.rate === input.rate && before.rounding === input.rounding) return { row: current, created: false };
        const saved = await queries.update(code, values);
        const changed = (['rate', 'rounding'] as const).filter((field) => before[field] !== input[field]);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'currency.update',
          entityId: code,
          details: { name: nameOf(code) },
          before: Object.fromEntries(changed.map((field) => [field, before[field]])),
          after: Object.fromEntries(changed.map((field) => [field, input[field]])),
        });
        return { row: saved, created: false };
      });
      forget();
      return { created, message: `${nameOf(code)} ${created ? 'added' : 'saved'}`, currency: toPresented(row) };
    },

    /** Stops presenting a currency; the variants' own prices in it go with it. Audited. */
    async remove(actor: AuthUser, code: CurrencyCode): Promise<{ message: string }> {
      refuseBase(code);
      const dropped = await repository.transaction(async (tx, queries) => {
        const current = await queries.lock(code);
        if (!current) throw notFound(`${named(code)} is not presented.`);
        const prices = await queries.remove(code);
        const { rate, rounding } = toPresented(current);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'currency.delete',
          entityId: code,
          details: { name: nameOf(code), variantPrices: prices },
          before: { rate, rounding },
        });
        return prices;
      });
      forget();
      const also = dropped === 0 ? '' : `, with ${dropped === 1 ? '1 variant price' : `${dropped} variant prices`} in it`;
      return { message: `${nameOf(code)} removed${also}` };
    },

    /** A product's variants' own prices in the presented currencies. */
    async productPrices(productId: string): Promise<VariantPrices> {
      if (!(await repository.product(productId))) throw notFound(PRODUCT_NOT_FOUND);
      return { prices: (await repository.pricesOf(productId)).map(toVariantPrice) };
    },

    /**
     * Replaces a product's variants' own prices: each of a variant the product has, in a currency
     * the shop presents. Audited, and told by a `product.updated` webhook, when anything changed.
     */
    async replaceProductPrices(
      actor: AuthUser,
      productId: string,
      input: VariantPricesInputParsed,
    ): Promise<VariantPricesMutationResponse> {
      await repository.transaction(async (tx, queries) => {
        const product = await queries.product(productId);
        if (!product) throw notFound(PRODUCT_NOT_FOUND);
        const presentedCodes = new Set((await queries.currencies()).map((row) => row.code));
        const variants = new Set(product.variants.map((variant) => `${variant.color}|${variant.size}`));
        const errors: FieldError[] = [];
        input.prices.forEach((price, index) => {
          if (!variants.has(`${price.color}|${price.size}`))
            errors.push({ path: `prices.${index}.size`, message: `${product.name} has no variant ${price.color}, ${price.size}` });
          if (price.currency === BASE_CURRENCY)
            errors.push({
              path: `prices.${index}.currency`,
              message: `A price in ${BASE_CURRENCY} is the variant's own price, set with the product`,
            });
          else if (!presentedCodes.has(price.currency))
            errors.push({
              path: `prices.${index}.currency`,
              message: `${named(price.currency)} is not presented: add it under Currencies first`,
            });
        });
        if (errors.length) refuse(errors);

        const before = await queries.pricesOf(productId);
        const after: VariantPriceRow[] = input.prices.map((price) => ({
          color: price.color,
          size: price.size,
          currency: price.currency,
          priceMinor: price.priceCents,
          compareAtMinor: price.compareAtCents,
        }));
        const [was, becomes] = [auditedPrices(before), auditedPrices(after)];
        if (was.join('\n') === becomes.join('\n')) return;
        await queries.replacePrices(productId, after);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'product.prices',
          entityId: productId,
          details: { name: product.name, prices: after.length },
          before: { prices: was },
          after: { prices: becomes },
        });
        // Its prices are part of the product: the change is told as any save of it is.
        await queueProductWebhook(tx, 'product.updated', productId);
      });
      return { message: 'Prices in other currencies saved', prices: (await repository.pricesOf(productId)).map(toVariantPrice) };
    },
  };
}

export type CurrenciesService = ReturnType<typeof createCurrenciesService>;
