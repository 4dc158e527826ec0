import { sizeLabel } from '@shop/shared/constants';
import { convertPrice, fromMinor, minorDigits } from '@shop/shared/currency';
import type { CurrencyCode, PresentedCurrency, VariantPrice, VariantPricesInput } from '@shop/shared/currency.schema';
import { toCents } from '@shop/shared/money';
import type { Product } from '@shop/shared/product.schema';
import { variantOffer } from '@shop/shared/variant';
import { Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { inputStyles } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import { apiErrorDetail, apiFieldErrors } from '@/lib/api-error-detail';
import { cn } from '@/lib/class-names';
import { typedNumber } from '@/lib/format';
import { useSaveVariantPrices, useShopCurrencies, useVariantPrices } from '../api/variant-prices';
import { currencyLabel } from '../currency-labels';

const TITLE = 'Prices in other currencies';

/** A row as the form holds it: text, so that a half-typed amount stays as typed. */
interface PriceRow {
  key: number;
  /** 'black|m'. */
  variant: string;
  currency: CurrencyCode;
  price: string;
  compareAt: string;
}

let nextKey = 0;

const variantValue = (variant: { color: string; size: string }) => `${variant.color}|${variant.size}`;
const variantName = (variant: { color: string; size: string }) => `${variant.color}, ${sizeLabel(variant.size)}`;

/** An amount in a currency's minor units as the form writes it: '23.00', or '3900' in yen. */
const amountText = (minor: number, code: CurrencyCode) => fromMinor(minor, code).toFixed(minorDigits(code));

/**
 * An amount typed in whole units as the API takes it, in minor units. One with more decimals than
 * the currency has stays a fraction, for the server to refuse; an empty or unreadable one is sent
 * as nothing a number can be, for the server to name.
 */
function minorOf(text: string, code: CurrencyCode): number {
  const amount = typedNumber(text.trim()) * 10 ** minorDigits(code);
  const whole = Math.round(amount);
  return Math.abs(amount - whole) < 1e-6 ? whole : amount;
}

/**
 * The update product page's variants' own prices in the other currencies the shop presents,
 * saved as a whole apart from the product: a variant without one is priced at the currency's
 * rate and rounding (each price field shows that price as its placeholder).
 */
export function VariantPricesSection({ product }: { product: Product }) {
  const currencies = useShopCurrencies();
  const presented = currencies.data?.currencies.filter((currency) => currency.code !== currencies.data.base) ?? [];
  return (
    <section aria-labelledby="variant-prices-title" className="mt-8 space-y-3 rounded-xl border border-line bg-white p-5 sm:p-8">
      <h2 id="variant-prices-title" className="text-2xl">
        {TITLE}
      </h2>
      {currencies.isPending ? (
        <SkeletonRows label="Loading the shop's currencies" rows={2} rowClassName="h-12 rounded-lg" />
      ) : currencies.isError ? (
        <Failed what="the shop’s currencies" onRetry={() => void currencies.refetch()} />
      ) : presented.length === 0 ? (
        <p className="text-sm text-muted">
          Prices are shown in US dollars only. Once the shop presents another currency (Dashboard → Currencies), a variant can have its own
          price in it here.
        </p>
      ) : (
        <PricesLoader product={product} currencies={presented} />
      )}
    </section>
  );
}

/** Says, without taking over the page, that something could not be read, with a way to ask again. */
function Failed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <p className="text-danger">Could not load {what}.</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

function PricesLoader({ product, currencies }: { product: Product; currencies: PresentedCurrency[] }) {
  const prices = useVariantPrices(product._id);
  if (prices.isPending) return <SkeletonRows label="Loading prices in other currencies" rows={2} rowClassName="h-12 rounded-lg" />;
  if (prices.isError) return <Failed what="the prices in other currencies" onRetry={() => void prices.refetch()} />;
  return (
    <PricesForm
      key={prices.data.prices.map((price) => `${price.color}|${price.size}|${price.currency}|${price.priceCents}`).join()}
      product={product}
      currencies={currencies}
      saved={prices.data.prices}
    />
  );
}

function PricesForm({ product, currencies, saved }: { product: Product; currencies: PresentedCurrency[]; saved: VariantPrice[] }) {
  const save = useSaveVariantPrices(product._id);
  const variants = product.variants ?? [];
  const [rows, setRows] = useState<PriceRow[]>(() =>
    saved.map((price) => ({
      key: nextKey++,
      variant: variantValue(price),
      currency: price.currency,
      price: amountText(price.priceCents, price.currency),
      compareAt: price.compareAtCents === null ? '' : amountText(price.compareAtCents, price.currency),
    })),
  );
  const errors = save.isError ? apiFieldErrors(save.error) : {};
  const fieldError = (index: number, field: string) => errors[`prices.${index}.${field}`];
  const rowErrors = rows.flatMap((_, index) =>
    ['color', 'size', 'currency', 'priceCents', 'compareAtCents'].flatMap((field) => {
      const message = fieldError(index, field);
      return message ? [`Row ${index + 1}: ${message}`] : [];
    }),
  );

  const change = (key: number, field: keyof Omit<PriceRow, 'key'>, value: string) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, [field]: value } : row)));

  const addRow = () =>
    setRows((current) => [
      ...current,
      { key: nextKey++, variant: variants[0] ? variantValue(variants[0]) : '', currency: currencies[0]!.code, price: '', compareAt: '' },
    ]);

  /** What the variant sells for at the currency's rate and rounding, as its price field's placeholder. */
  const derived = (row: PriceRow) => {
    const [color, size] = row.variant.split('|');
    const currency = currencies.find((one) => one.code === row.currency);
    if (!currency) return '';
    return amountText(convertPrice(toCents(variantOffer(product, color, size).price), currency), currency.code);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input: VariantPricesInput = {
      prices: rows.map((row) => {
        const [color = '', size = ''] = row.variant.split('|');
        return {
          color,
          size,
          currency: row.currency,
          priceCents: minorOf(row.price, row.currency),
          compareAtCents: row.compareAt.trim() ? minorOf(row.compareAt, row.currency) : null,
        };
      }),
    };
    save.mutate({ productId: product._id, input });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-muted">
        A variant without its own price here sells at the currency&rsquo;s rate and rounding: each empty price shows what that is.
      </p>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line px-4 py-5 text-center text-sm text-muted">
          No variant has its own price in another currency.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-line">
          <table className="w-full min-w-[44rem] text-sm">
            <caption className="sr-only">{TITLE}</caption>
            <thead className="border-b border-line bg-sand text-left text-xs tracking-wide text-muted uppercase">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Variant
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Currency
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Price
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Compare-at price
                </th>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rows.map((row, index) => {
                const name = `row ${index + 1}`;
                const cell = (field: string) => cn(inputStyles, 'min-h-touch', fieldError(index, field) && 'border-danger');
                const invalid = (field: string) => (fieldError(index, field) ? true : undefined);
                return (
                  <tr key={row.key}>
                    <td className="px-3 py-2">
                      <select
                        aria-label={`Variant of ${name}`}
                        aria-invalid={invalid('size') ?? invalid('color')}
                        value={row.variant}
                        onChange={(event) => change(row.key, 'variant', event.target.value)}
                        className={cn(cell('size'), 'min-w-36')}
                      >
                        {variants.map((variant) => (
                          <option key={variantValue(variant)} value={variantValue(variant)}>
                            {variantName(variant)}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td className="px-3 py-2">
                      <select
                        aria-label={`Currency of ${name}`}
                        aria-invalid={invalid('currency')}
                        value={row.currency}
                        onChange={(event) => change(row.key, 'currency', event.target.value)}
                        className={cn(cell('currency'), 'min-w-52')}
                      >
                        {currencies.map((currency) => (
                          <option key={currency.code} value={currency.code}>
                            {currencyLabel(currency.code)}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td className="px-3 py-2">
                      <input
                        aria-label={`Price of ${name}, ${row.currency}`}
                        aria-invalid={invalid('priceCents')}
                        inputMode="decimal"
                        autoComplete="off"
                        placeholder={derived(row)}
                        value={row.price}
                        onChange={(event) => change(row.key, 'price', event.target.value)}
                        className={cn(cell('priceCents'), 'min-w-28 tabular-nums')}
                      />
                    </td>
                    <td className="px-3 py-2">
                      <input
                        aria-label={`Compare-at price of ${name}, ${row.currency} (optional)`}
                        aria-invalid={invalid('compareAtCents')}
                        inputMode="decimal"
                        autoComplete="off"
                        value={row.compareAt}
                        onChange={(event) => change(row.key, 'compareAt', event.target.value)}
                        className={cn(cell('compareAtCents'), 'min-w-28 tabular-nums')}
                      />
                    </td>
                    <td className="px-3 py-2 text-right">
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        aria-label={`Remove ${name}`}
                        onClick={() => setRows((current) => current.filter((one) => one.key !== row.key))}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {save.isError ? (
        <FormAlert
          title="The prices in other currencies were not saved."
          detail={rowErrors.length ? rowErrors.join(' ') : apiErrorDetail(save.error)}
        />
      ) : null}
      <div className="flex flex-wrap justify-between gap-3">
        <Button type="button" variant="secondary" onClick={addRow} disabled={variants.length === 0}>
          <Plus aria-hidden="true" className="size-4" />
          Add a price
        </Button>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? 'Saving…' : 'Save prices'}
        </Button>
      </div>
    </form>
  );
}
