/**
 * The price of an order, worked out in one pure function in integer cents. Every place that
 * shows or charges an amount (the bag, the checkout, the payment provider, the stored order,
 * the mail, the packing slip, refunds) reads it from here.
 *
 * The order of operations: the variant's shelf price → an automatic sale → one discount code →
 * shipping → tax → the total. Each step is kept on the result as it was applied: which sale or
 * code, how much each line received, the shipping method and its cost, and each tax rate with
 * its base and amount.
 *
 * Rounding: an amount worked out on a sum (a code's percentage, a tax rate's amount) is rounded
 * half up to the cent once, on the order; it is then shared out over the lines by largest
 * remainder, so that each line's share is within a cent of its exact share and the shares add
 * up exactly. A percentage off a unit price (a sale) is rounded half up per unit.
 *
 * Currency: an order is priced in the base currency unless the input names another. Then every
 * amount of the input kept in the base currency is presented in that one before any step, once
 * (shelf prices by its price rule, unless a variant sets its own price there; amounts off,
 * shipping rates and thresholds half up to its minor unit), and the steps run as they do in the
 * base, in its minor units. The result says which currency and rate it is in.
 */
import { BASE_CURRENCY, convertAmount, convertPrice, formatMoney, type CurrencyCode } from './currency';
import type { PresentedCurrency } from './currency.schema';
import type { Cents } from './money';

/** The tax class of a product that names none. */
export const STANDARD_TAX_CLASS = 'standard';

/** A tax rule's country that matches any destination. */
export const ANY_COUNTRY = '*';

/** Which lines a sale or a code applies to. */
export type PricingScope =
  { kind: 'all' } | { kind: 'categories'; handles: readonly string[] } | { kind: 'products'; ids: readonly string[] };

/** One line of a bag or an order, as the pipeline reads it. */
export interface PricingLine {
  /** What tells the lines apart (a variant's key). */
  key: string;
  productId: string;
  /** Its main and further categories' handles. */
  categories: readonly string[];
  /** One unit's shelf price: the variant's own, or its product's; before any sale. */
  unitCents: Cents;
  quantity: number;
  /** Its tax class; the standard one when not given. */
  taxClass?: string;
  /** One unit's weight in grams; none counts as 0 in weight bands. */
  weightGrams?: number | null;
  /**
   * A gift card: a way to pay later, not goods. No sale or discount code takes anything off it,
   * it ships nothing (an order of gift cards alone pays no shipping), and its class is taxed only
   * where the table gives it a rate of its own.
   */
  giftCard?: boolean;
  /**
   * One unit's shelf price in other currencies than the base, in their minor units, set per
   * variant: an order in a currency named here takes exactly this price, before any sale, in
   * place of `unitCents` converted at the rate.
   */
  prices?: Partial<Record<CurrencyCode, Cents>> | null;
}

/** The tax class of gift cards: no tax unless the tax table gives this class a rate of its own. */
export const GIFT_CARD_TAX_CLASS = 'gift-card';

/** When something applies: from `startsAt` (inclusive) until `endsAt` (exclusive); null is open. */
export interface PricingWindow {
  startsAt?: Date | null;
  endsAt?: Date | null;
}

/** An automatic sale: a percentage or an amount off each unit of the lines it applies to. */
export interface Sale extends PricingWindow {
  id: string;
  name: string;
  kind: 'percent' | 'amount';
  /** A percentage (up to three decimals) or cents off each unit. */
  value: number;
  appliesTo: PricingScope;
}

/** A discount code: a percentage or an amount off the lines it applies to, or free shipping. */
export interface DiscountCode extends PricingWindow {
  code: string;
  kind: 'percent' | 'amount' | 'free-shipping';
  /** A percentage (up to three decimals) or cents off; unused for free shipping. */
  value: number;
  /** The bag's subtotal (after sales) it needs; null for none. */
  minSubtotalCents?: Cents | null;
  appliesTo: PricingScope;
  /** Its uses (in all, or by this customer) are used up; counted by who reads the code. */
  usedUp?: boolean;
}

/** A weight band of a shipping method: up to this many grams (null: any weight) costs this. */
export interface WeightBand {
  upToGrams: number | null;
  rateCents: Cents;
}

/** A way to ship to a zone: flat, free over a subtotal, or by the weight of the goods. */
export interface ShippingMethod {
  id: string;
  name: string;
  /** What the shopper is told, e.g. '3–5 business days'. */
  estimate: string;
  kind: 'flat' | 'free-over' | 'weight';
  /** The flat rate, and what a free-over method costs under its threshold. */
  rateCents: Cents;
  /** A free-over method's threshold, on the subtotal after discounts. */
  freeOverCents?: Cents | null;
  /** A weight method's bands, lightest first. */
  bands?: readonly WeightBand[];
}

/** A tax rate of a place, for one tax class. */
export interface TaxRule {
  /** ISO country code, or '*' for any destination. */
  country: string;
  /** A state or region code; null for the whole country. */
  region: string | null;
  taxClass: string;
  /** Up to three decimals: 8.875. */
  percent: number;
  /** What receipts call it ('VAT', 'Sales tax'); the default is 'Tax'. */
  label?: string;
}

export interface TaxSettings {
  /** EU/UK style: shelf prices include tax, which the receipt shows as 'incl.'; US style adds it. */
  pricesIncludeTax: boolean;
  /** Whether shipping is taxed, at the destination's standard rate. */
  taxShipping: boolean;
  rules: readonly TaxRule[];
}

/** The shop's default: 6 % on everything, wherever it goes, added at checkout; shipping untaxed. */
export const DEFAULT_TAX_SETTINGS: TaxSettings = {
  pricesIncludeTax: false,
  taxShipping: false,
  rules: [{ country: ANY_COUNTRY, region: null, taxClass: STANDARD_TAX_CLASS, percent: 6 }],
};

export interface Destination {
  country: string;
  region?: string | null;
}

export interface PricingInput {
  lines: readonly PricingLine[];
  sales?: readonly Sale[];
  code?: DiscountCode | null;
  shipping?: ShippingMethod | null;
  /** Where it ships; null before an address is known (the rules for any country apply). */
  destination?: Destination | null;
  tax?: TaxSettings;
  now?: Date;
  /**
   * The currency the order is priced in, with its rate and price rule; absent or null, the base
   * currency. Every amount above is in the base currency's minor units, and is presented in this
   * one before any step (see the module's comment).
   */
  currency?: PresentedCurrency | null;
}

/** A line as priced: each step's amount on it. */
export interface PricedOrderLine {
  key: string;
  quantity: number;
  /** One unit's shelf price, before the sale. */
  unitCents: Cents;
  /** One unit's price after the sale. */
  saleUnitCents: Cents;
  /** The sale that applied, if any. */
  saleId: string | null;
  /** What the sale took off the line. */
  saleCents: Cents;
  /** The line's share of the code's discount. */
  codeCents: Cents;
  /** What the line sells for after discounts: saleUnitCents x quantity - codeCents. */
  netCents: Cents;
  /** Its tax rate; 0 where none applies. */
  taxPercent: number;
  /** Its share of the tax, included in netCents or added to it. */
  taxCents: Cents;
  /** What the customer pays for the line: netCents, plus its tax when tax is added. */
  totalCents: Cents;
}

/** A tax rate as it was applied: its base (what it was worked out on) and its amount. */
export interface AppliedTax {
  label: string;
  percent: number;
  country: string;
  region: string | null;
  taxClass: string;
  baseCents: Cents;
  amountCents: Cents;
}

export interface PricedOrder {
  lines: PricedOrderLine[];
  /** The lines at their sale prices, before the code. */
  subtotalCents: Cents;
  /** What the sales took off, over every line. */
  saleDiscountCents: Cents;
  /** The code as applied; null when none was given or it did not apply. */
  code: { code: string; discountCents: Cents; freeShipping: boolean } | null;
  /** Why the code given did not apply, in the shopper's words; null when it did. */
  codeProblem: string | null;
  shipping: { id: string; name: string; estimate: string } | null;
  /** What shipping costs, its tax included when prices include tax. */
  shippingCents: Cents;
  /** Shipping's share of the tax. */
  shippingTaxCents: Cents;
  /** Every tax, included or added. */
  taxCents: Cents;
  taxes: AppliedTax[];
  pricesIncludeTax: boolean;
  /** What the customer pays. */
  totalCents: Cents;
  /** The currency every amount here is in, in its minor units: the base currency unless the input named another. */
  currency: CurrencyCode;
  /** Units of that currency one unit of the base bought when it was priced: 1 in the base currency. */
  rate: number;
}

/**
 * What an order keeps of its pricing: the result without the per-line keys' internals. An order
 * priced before currencies were kept has no currency or rate: it is in the base currency, at 1.
 */
export type OrderPricing = Omit<PricedOrder, 'currency' | 'rate'> & Partial<Pick<PricedOrder, 'currency' | 'rate'>>;

/** The currency an order's amounts are in, and its rate to the base currency when it was priced. */
export type PricedIn = Pick<PricedOrder, 'currency' | 'rate'>;

/** The currency and rate an order's pricing is in: the base currency at 1 where it kept none. */
export function pricingCurrencyOf(pricing: Pick<OrderPricing, 'currency' | 'rate'> | null | undefined): PricedIn {
  return { currency: pricing?.currency ?? BASE_CURRENCY, rate: pricing?.currency ? (pricing.rate ?? 1) : 1 };
}

/** A percentage as an integer of thousandths of a percent: 8.875 % is 8875. */
const milli = (percent: number) => Math.round(percent * 1000);

/** a x b / c, rounded half up, for non-negative integers. */
function mulDivHalfUp(a: number, b: number, c: number): number {
  return c === 0 ? 0 : Math.floor((2 * a * b + c) / (2 * c));
}

/**
 * `total` shared over `weights` in proportion, by largest remainder: the shares add up to
 * `total` exactly and each is within a unit of its exact share; ties go to the earlier weight.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const shares = weights.map((weight) => Math.floor((total * weight) / sum));
  const remainders = weights.map((weight, index) => ({ index, rest: (total * weight) % sum }));
  let left = total - shares.reduce((a, b) => a + b, 0);
  remainders.sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of remainders) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

function inWindow(window: PricingWindow, now: Date): boolean {
  return (!window.startsAt || now >= window.startsAt) && (!window.endsAt || now < window.endsAt);
}

function inScope(scope: PricingScope, line: PricingLine): boolean {
  if (line.giftCard) return false;
  if (scope.kind === 'all') return true;
  if (scope.kind === 'products') return scope.ids.includes(line.productId);
  return line.categories.some((handle) => scope.handles.includes(handle));
}

/** What a sale takes off one unit, never more than the unit costs. */
function saleOffCents(sale: Sale, unitCents: Cents): Cents {
  const off = sale.kind === 'percent' ? mulDivHalfUp(unitCents, milli(sale.value), 100_000) : Math.round(sale.value);
  return Math.max(0, Math.min(unitCents, off));
}

/** The sale that takes the most off this line's unit, among those running and applying to it. */
function bestSale(sales: readonly Sale[], line: PricingLine, now: Date): { sale: Sale; offCents: Cents } | null {
  let best: { sale: Sale; offCents: Cents } | null = null;
  for (const sale of sales) {
    if (!inWindow(sale, now) || !inScope(sale.appliesTo, line)) continue;
    const offCents = saleOffCents(sale, line.unitCents);
    if (offCents > 0 && (!best || offCents > best.offCents)) best = { sale, offCents };
  }
  return best;
}

const dollars = (cents: Cents) => `$${(cents / 100).toFixed(2)}`;

/** An amount in a message: `$12.00` in US dollars as the shop has always written it, else as en-US writes the currency (`€12.00`, `¥1,200`). */
const amountText = (cents: Cents, currency: CurrencyCode) => (currency === 'USD' ? dollars(cents) : formatMoney(cents, currency));

/** What a shopper is told of a code whose uses are used up. */
export const CODE_USED_UP = 'This code has reached its limit of uses.';

/** Why a code cannot apply to these lines, or null when it can. */
function codeProblemOf(
  code: DiscountCode,
  eligibleCents: Cents,
  anyEligible: boolean,
  subtotalCents: Cents,
  now: Date,
  currency: CurrencyCode,
): string | null {
  if (code.startsAt && now < code.startsAt) return "This code isn't active yet.";
  if (code.endsAt && now >= code.endsAt) return 'This code has expired.';
  if (code.usedUp) return CODE_USED_UP;
  if (!anyEligible || (code.kind !== 'free-shipping' && eligibleCents === 0)) return "This code doesn't apply to the items in your bag.";
  const minimum = code.minSubtotalCents ?? 0;
  if (subtotalCents < minimum) return `Add ${amountText(minimum - subtotalCents, currency)} more to use this code.`;
  return null;
}

/** What a method charges for goods of this subtotal (after discounts) and weight. */
export function shippingMethodCents(method: ShippingMethod, subtotalCents: Cents, grams: number): Cents {
  if (method.kind === 'free-over') return method.freeOverCents != null && subtotalCents >= method.freeOverCents ? 0 : method.rateCents;
  if (method.kind === 'weight') {
    const bands = method.bands ?? [];
    const band = bands.find((candidate) => candidate.upToGrams === null || grams <= candidate.upToGrams) ?? bands[bands.length - 1];
    return band?.rateCents ?? method.rateCents;
  }
  return method.rateCents;
}

/**
 * The rule for a class at a destination: the region's own, else the country's, else any
 * country's; a class with no rule of its own there pays the standard rate, but gift cards, which
 * pay none. None: no tax.
 */
export function taxRuleFor(rules: readonly TaxRule[], destination: Destination | null | undefined, taxClass: string): TaxRule | null {
  const country = destination?.country.toUpperCase() ?? null;
  const region = destination?.region?.toUpperCase() ?? null;
  const find = (wanted: string) =>
    rules.find(
      (rule) =>
        rule.taxClass === wanted &&
        country !== null &&
        rule.country.toUpperCase() === country &&
        region !== null &&
        rule.region?.toUpperCase() === region,
    ) ??
    rules.find((rule) => rule.taxClass === wanted && country !== null && rule.country.toUpperCase() === country && rule.region === null) ??
    rules.find((rule) => rule.taxClass === wanted && rule.country === ANY_COUNTRY);
  return find(taxClass) ?? (taxClass === STANDARD_TAX_CLASS || taxClass === GIFT_CARD_TAX_CLASS ? null : find(STANDARD_TAX_CLASS)) ?? null;
}

/**
 * The input with every amount kept in the base currency presented in `currency`: shelf prices by
 * its price rule (or a variant's own price in it), amounts off, a code's minimum, shipping rates
 * and thresholds half up to its minor unit. Percentages are what they are in any currency.
 */
function presentedIn(input: PricingInput, currency: PresentedCurrency): PricingInput {
  // The amount as the pipeline reads it in the base (whole cents), converted.
  const amount = (cents: Cents) => convertAmount(Math.round(cents), currency);
  const threshold = (cents: Cents | null | undefined) => (cents === null || cents === undefined ? cents : amount(cents));
  const { code, shipping } = input;
  return {
    ...input,
    currency: null,
    lines: input.lines.map((line) => ({ ...line, unitCents: line.prices?.[currency.code] ?? convertPrice(line.unitCents, currency) })),
    sales: input.sales?.map((sale) => (sale.kind === 'amount' ? { ...sale, value: amount(sale.value) } : sale)),
    code: code && {
      ...code,
      value: code.kind === 'amount' ? amount(code.value) : code.value,
      minSubtotalCents: threshold(code.minSubtotalCents),
    },
    shipping: shipping && {
      ...shipping,
      rateCents: amount(shipping.rateCents),
      freeOverCents: threshold(shipping.freeOverCents),
      bands: shipping.bands?.map((band) => ({ ...band, rateCents: amount(band.rateCents) })),
    },
  };
}

/** The price of an order: see the module's comment for the order of operations, rounding and currency. */
export function priceOrder(given: PricingInput): PricedOrder {
  const presented = given.currency && given.currency.code !== BASE_CURRENCY ? given.currency : null;
  // Conversion happens once, here: the steps below read the order's own currency only.
  const input = presented ? presentedIn(given, presented) : given;
  const currency = presented?.code ?? BASE_CURRENCY;
  const now = input.now ?? new Date();
  const tax = input.tax ?? DEFAULT_TAX_SETTINGS;
  const lines = input.lines;

  // 1. Automatic sales: the best one per line, per unit.
  const sold = lines.map((line) => {
    const best = bestSale(input.sales ?? [], line, now);
    const saleUnitCents = line.unitCents - (best?.offCents ?? 0);
    return { line, saleId: best?.sale.id ?? null, saleUnitCents, saleCents: (best?.offCents ?? 0) * line.quantity };
  });
  const subtotalCents = sold.reduce((sum, entry) => sum + entry.saleUnitCents * entry.line.quantity, 0);

  // 2. One discount code, over the lines it applies to.
  let codeCents = lines.map(() => 0);
  let code: PricedOrder['code'] = null;
  let codeProblem: string | null = null;
  if (input.code) {
    const eligible = sold.map((entry) => (inScope(input.code!.appliesTo, entry.line) ? entry.saleUnitCents * entry.line.quantity : 0));
    const eligibleCents = eligible.reduce((a, b) => a + b, 0);
    const anyEligible = sold.some((entry) => inScope(input.code!.appliesTo, entry.line));
    codeProblem = codeProblemOf(input.code, eligibleCents, anyEligible, subtotalCents, now, currency);
    if (!codeProblem) {
      const discount =
        input.code.kind === 'percent'
          ? mulDivHalfUp(eligibleCents, milli(input.code.value), 100_000)
          : input.code.kind === 'amount'
            ? Math.min(eligibleCents, Math.round(input.code.value))
            : 0;
      codeCents = allocate(Math.min(discount, eligibleCents), eligible);
      code = {
        code: input.code.code,
        discountCents: codeCents.reduce((a, b) => a + b, 0),
        freeShipping: input.code.kind === 'free-shipping',
      };
    }
  }
  const netCents = sold.map((entry, index) => entry.saleUnitCents * entry.line.quantity - codeCents[index]!);
  const goodsCents = netCents.reduce((a, b) => a + b, 0);

  // 3. Shipping, of the goods that ship: nothing for an order of none (gift cards alone) or with a free-shipping code.
  const shipped = lines.map((line) => !line.giftCard);
  const grams = lines.reduce((sum, line, index) => sum + (shipped[index] ? (line.weightGrams ?? 0) * line.quantity : 0), 0);
  const shippedCents = netCents.reduce((sum, cents, index) => sum + (shipped[index] ? cents : 0), 0);
  const method = input.shipping ?? null;
  const shippingCents = !method || !shipped.includes(true) || code?.freeShipping ? 0 : shippingMethodCents(method, shippedCents, grams);

  // 4. Tax, once per rate on the order, shared over the lines (and shipping) it was worked out on.
  const groups = new Map<TaxRule, number[]>();
  const ruleOfLine = lines.map((line) => taxRuleFor(tax.rules, input.destination, line.taxClass ?? STANDARD_TAX_CLASS));
  const shippingRule = tax.taxShipping && shippingCents > 0 ? taxRuleFor(tax.rules, input.destination, STANDARD_TAX_CLASS) : null;
  // The shares' bases: each line's net, and shipping last.
  const bases = [...netCents, shippingCents];
  const ruleOf = [...ruleOfLine, shippingRule];
  ruleOf.forEach((rule, index) => {
    if (!rule || milli(rule.percent) === 0) return;
    const members = groups.get(rule) ?? [];
    members.push(index);
    groups.set(rule, members);
  });
  const taxShares = bases.map(() => 0);
  const taxes: AppliedTax[] = [];
  for (const [rule, members] of groups) {
    const baseCents = members.reduce((sum, index) => sum + bases[index]!, 0);
    const rate = milli(rule.percent);
    const amountCents = tax.pricesIncludeTax ? mulDivHalfUp(baseCents, rate, 100_000 + rate) : mulDivHalfUp(baseCents, rate, 100_000);
    allocate(
      amountCents,
      members.map((index) => bases[index]!),
    ).forEach((share, position) => {
      taxShares[members[position]!] = share;
    });
    taxes.push({
      label: rule.label ?? 'Tax',
      percent: rule.percent,
      country: rule.country,
      region: rule.region,
      taxClass: rule.taxClass,
      baseCents,
      amountCents,
    });
  }
  const added = (cents: Cents) => (tax.pricesIncludeTax ? 0 : cents);
  const priced: PricedOrderLine[] = sold.map((entry, index) => ({
    key: entry.line.key,
    quantity: entry.line.quantity,
    unitCents: entry.line.unitCents,
    saleUnitCents: entry.saleUnitCents,
    saleId: entry.saleId,
    saleCents: entry.saleCents,
    codeCents: codeCents[index]!,
    netCents: netCents[index]!,
    taxPercent: ruleOfLine[index]?.percent ?? 0,
    taxCents: taxShares[index]!,
    totalCents: netCents[index]! + added(taxShares[index]!),
  }));
  const shippingTaxCents = taxShares[bases.length - 1]!;
  const taxCents = taxes.reduce((sum, applied) => sum + applied.amountCents, 0);
  return {
    lines: priced,
    subtotalCents,
    saleDiscountCents: sold.reduce((sum, entry) => sum + entry.saleCents, 0),
    code,
    codeProblem,
    shipping: method ? { id: method.id, name: method.name, estimate: method.estimate } : null,
    shippingCents,
    shippingTaxCents,
    taxCents,
    taxes,
    pricesIncludeTax: tax.pricesIncludeTax,
    totalCents: goodsCents + shippingCents + added(taxCents),
    currency,
    rate: presented?.rate ?? 1,
  };
}

/** Tax worked out by another party (Stripe Tax) for a priced order, as it reported it. */
export interface CollectedTax {
  /** Each line's tax, in the order's line order; null when only the totals are known. */
  lineCents: readonly Cents[] | null;
  /** Shipping's tax. */
  shippingCents: Cents;
  /** Every tax on the order. */
  totalCents: Cents;
  /** Each rate as the other party applied it; empty when it gave none. */
  taxes: readonly AppliedTax[];
}

/**
 * The order with the tax another party collected in place of its own tax table's: each line's
 * share as reported, or, where only the total is known (or the parts do not add up to it), the
 * total shared over the lines and shipping in proportion to what they cost. Discounts and
 * shipping stay as priced; the total follows the tax where tax is added to the prices. The
 * order stays in its currency (an order that kept none is in the base currency).
 */
export function withCollectedTax(order: OrderPricing, collected: CollectedTax): PricedOrder {
  const lineCents = collected.lineCents;
  const reported =
    lineCents !== null &&
    lineCents.length === order.lines.length &&
    lineCents.every((cents) => Number.isInteger(cents) && cents >= 0) &&
    lineCents.reduce((a, b) => a + b, 0) + collected.shippingCents === collected.totalCents;
  const shares = reported
    ? [...lineCents, collected.shippingCents]
    : allocate(collected.totalCents, [...order.lines.map((line) => line.netCents), order.shippingCents]);
  const added = (cents: Cents) => (order.pricesIncludeTax ? 0 : cents);
  // The rate a line paid, as a percentage of what it was worked out on (three decimals at most).
  const percentOf = (taxCents: Cents, netCents: Cents) => {
    const base = order.pricesIncludeTax ? netCents - taxCents : netCents;
    return base > 0 ? mulDivHalfUp(taxCents, 100_000, base) / 1000 : 0;
  };
  const lines = order.lines.map((line, index) => ({
    ...line,
    taxPercent: percentOf(shares[index]!, line.netCents),
    taxCents: shares[index]!,
    totalCents: line.netCents + added(shares[index]!),
  }));
  const goodsCents = order.lines.reduce((sum, line) => sum + line.netCents, 0);
  const taxBase = goodsCents + order.shippingCents - (order.pricesIncludeTax ? collected.totalCents : 0);
  const taxes: AppliedTax[] = collected.taxes.length
    ? [...collected.taxes]
    : collected.totalCents > 0
      ? [
          {
            label: 'Tax',
            percent: taxBase > 0 ? mulDivHalfUp(collected.totalCents, 100_000, taxBase) / 1000 : 0,
            country: ANY_COUNTRY,
            region: null,
            taxClass: STANDARD_TAX_CLASS,
            baseCents: taxBase,
            amountCents: collected.totalCents,
          },
        ]
      : [];
  return {
    ...order,
    ...pricingCurrencyOf(order),
    lines,
    shippingTaxCents: shares[shares.length - 1]!,
    taxCents: collected.totalCents,
    taxes,
    totalCents: goodsCents + order.shippingCents + added(collected.totalCents),
  };
}

/** A line of a paid order as a refund sees it. */
export interface RefundableLine {
  id: string;
  quantity: number;
  /** What the customer paid for the whole line: less its share of the discount code, its tax in. */
  totalCents: Cents;
  /** The line's tax and its share of the code, for the record of what came back. */
  taxCents?: Cents;
  discountCents?: Cents;
  /** Units earlier refunds gave back. */
  refundedQuantity: number;
}

/** A paid order as a refund sees it: its lines and shipping (with shipping's tax) add up to its total. */
export interface RefundableOrder {
  lines: readonly RefundableLine[];
  totalCents: Cents;
  /** What earlier refunds gave back, of any kind. */
  refundedCents: Cents;
  shippingRefunded: boolean;
  /** The currency its amounts are in, for the words of a refusal; the base currency when not given. */
  currency?: CurrencyCode;
}

/** What an admin chose to give back: units of lines, shipping or not; or an amount alone. */
export interface RefundChoice {
  lines: readonly { id: string; quantity: number }[];
  shipping: boolean;
  amountCents?: Cents | null;
}

export interface RefundLineShare {
  id: string;
  quantity: number;
  cents: Cents;
  taxCents: Cents;
  discountCents: Cents;
}

export interface WorkedOutRefund {
  lines: RefundLineShare[];
  /** Shipping's part, with its tax where tax was added. */
  shippingCents: Cents;
  taxCents: Cents;
  totalCents: Cents;
}

export const NOTHING_PAID_FOR = 'What you chose cost nothing: there is nothing to refund.';
export const FREE_SHIPPING_REFUND = 'Shipping was free on this order: there is nothing to refund for it.';
export const NOTHING_TO_REFUND = 'Choose the lines, the shipping or an amount to refund.';
export const NOTHING_LEFT_TO_REFUND = 'Everything on this order has been refunded.';

/** What shipping cost the customer, its tax in: what the lines leave of the total. */
export function shippingPaidCents(order: Pick<RefundableOrder, 'lines' | 'totalCents'>): Cents {
  return Math.max(0, order.totalCents - order.lines.reduce((sum, line) => sum + line.totalCents, 0));
}

/** What is left to refund on an order. */
export const refundableCents = (order: Pick<RefundableOrder, 'totalCents' | 'refundedCents'>): Cents =>
  Math.max(0, order.totalCents - order.refundedCents);

/** What of the first `units` of a line's `quantity` is its share of `total`: every unit back is the whole of it. */
const unitsShare = (total: number, units: number, quantity: number) => (units >= quantity ? total : mulDivHalfUp(total, units, quantity));

/**
 * What a refund gives back, each line's share of its price, discount and tax exactly. A line's
 * units are shared out cumulatively: the units refunded so far and these together take their
 * share of the line, less what the earlier ones took, so that refunds of every unit, in any
 * number of steps, add up to the line to the cent. Shipping comes back whole, once. An amount
 * alone gives back that amount, tied to no line. Nothing gives back more than is left.
 */
export function workOutRefund(order: RefundableOrder, choice: RefundChoice): WorkedOutRefund | { problem: string } {
  const left = refundableCents(order);
  if (left === 0) return { problem: NOTHING_LEFT_TO_REFUND };
  if (choice.amountCents !== undefined && choice.amountCents !== null) {
    if (choice.lines.length > 0 || choice.shipping) return { problem: 'Refund either lines and shipping, or an amount, not both.' };
    const currency = order.currency ?? BASE_CURRENCY;
    if (!Number.isInteger(choice.amountCents) || choice.amountCents <= 0)
      return { problem: `The amount must be more than ${amountText(0, currency)}.` };
    if (choice.amountCents > left) return { problem: `Only ${amountText(left, currency)} is left to refund.` };
    return { lines: [], shippingCents: 0, taxCents: 0, totalCents: choice.amountCents };
  }
  const shares: RefundLineShare[] = [];
  for (const chosen of choice.lines) {
    if (chosen.quantity === 0) continue;
    const line = order.lines.find((candidate) => candidate.id === chosen.id);
    if (!line) return { problem: 'That line is not on this order.' };
    if (shares.some((share) => share.id === line.id)) return { problem: 'Choose each line once.' };
    const open = line.quantity - line.refundedQuantity;
    if (!Number.isInteger(chosen.quantity) || chosen.quantity < 0 || chosen.quantity > open) {
      return { problem: open === 0 ? 'That line has been refunded already.' : `Only ${open} of that line can still be refunded.` };
    }
    const before = line.refundedQuantity;
    const after = before + chosen.quantity;
    const part = (total: number) => unitsShare(total, after, line.quantity) - unitsShare(total, before, line.quantity);
    shares.push({
      id: line.id,
      quantity: chosen.quantity,
      cents: part(line.totalCents),
      taxCents: part(line.taxCents ?? 0),
      discountCents: part(line.discountCents ?? 0),
    });
  }
  if (choice.shipping && order.shippingRefunded) return { problem: 'Shipping has been refunded already.' };
  const shippingCents = choice.shipping ? shippingPaidCents(order) : 0;
  if (shares.length === 0 && !choice.shipping) return { problem: NOTHING_TO_REFUND };
  const worked = shares.reduce((sum, share) => sum + share.cents, 0) + shippingCents;
  // Free shipping, or units that cost nothing: a refund of $0.00 is no refund.
  if (worked === 0) return { problem: shares.length === 0 ? FREE_SHIPPING_REFUND : NOTHING_PAID_FOR };
  return {
    lines: shares,
    shippingCents,
    taxCents: shares.reduce((sum, share) => sum + share.taxCents, 0),
    // An amount refunded earlier, tied to no line, leaves less than the lines' worth.
    totalCents: Math.min(worked, left),
  };
}

/** Everything not yet refunded: every unit left, and shipping unless it came back. */
export function everythingLeft(order: RefundableOrder): RefundChoice {
  return {
    lines: order.lines
      .filter((line) => line.quantity > line.refundedQuantity)
      .map((line) => ({ id: line.id, quantity: line.quantity - line.refundedQuantity })),
    shipping: !order.shippingRefunded,
  };
}

/**
 * An order's lines as a refund sees them, from its pricing; an order placed before its pricing
 * was kept had its tax on the whole, which is shared over its lines here as it was worked out.
 */
export function refundableLines(
  pricing: Pick<PricedOrder, 'lines'> | null | undefined,
  lines: readonly { id: string; position: number; unitCents: Cents; quantity: number; discountCents: Cents; refundedQuantity: number }[],
  orderTaxCents: Cents,
): RefundableLine[] {
  const nets = lines.map((line) => line.unitCents * line.quantity - line.discountCents);
  const taxes = pricing ? null : allocate(orderTaxCents, nets);
  return lines.map((line, index) => {
    const priced = pricing?.lines[line.position];
    return priced
      ? {
          id: line.id,
          quantity: line.quantity,
          totalCents: priced.totalCents,
          taxCents: priced.taxCents,
          discountCents: priced.codeCents,
          refundedQuantity: line.refundedQuantity,
        }
      : {
          id: line.id,
          quantity: line.quantity,
          totalCents: nets[index]! + taxes![index]!,
          taxCents: taxes![index]!,
          discountCents: line.discountCents,
          refundedQuantity: line.refundedQuantity,
        };
  });
}

/** A gift card's or store credit's balance, as a checkout may spend it. */
export interface SpendableCredit {
  id: string;
  balanceCents: Cents;
}

/** What codes pay of an order, code by code, and what is left for the card. */
export interface CreditPayment {
  uses: { id: string; cents: Cents }[];
  creditCents: Cents;
  dueCents: Cents;
}

/**
 * Gift cards and store credit pay an order after everything else is priced: a code is a way to
 * pay, not a discount, so the tax is on the whole price. Each code pays what it holds, in the
 * order given, until the total is paid; the card pays the rest, never less than
 * `minimumCardCents` (what its provider can charge) unless the codes pay it all.
 */
export function payWithCredit(totalCents: Cents, credits: readonly SpendableCredit[], minimumCardCents = 0): CreditPayment {
  const whole = payUpTo(totalCents, totalCents, credits);
  // A card cannot be charged less than its provider's minimum: codes then leave that much for it.
  if (whole.dueCents === 0 || whole.dueCents >= minimumCardCents) return whole;
  return payUpTo(totalCents, Math.max(0, totalCents - minimumCardCents), credits);
}

/** Codes paying at most `capCents` of `totalCents`. */
function payUpTo(totalCents: Cents, capCents: Cents, credits: readonly SpendableCredit[]): CreditPayment {
  const uses: CreditPayment['uses'] = [];
  let due = capCents;
  for (const credit of credits) {
    if (due === 0) break;
    const cents = Math.min(due, Math.max(0, credit.balanceCents));
    if (cents === 0 || uses.some((use) => use.id === credit.id)) continue;
    uses.push({ id: credit.id, cents });
    due -= cents;
  }
  const creditCents = capCents - due;
  return { uses, creditCents, dueCents: totalCents - creditCents };
}

/**
 * The part of a refund that goes back to the codes that paid the order, the rest to the card.
 * Shared out cumulatively, in proportion to what codes paid: refunds of the whole order, in any
 * number of steps, give the codes back exactly what they paid and the card exactly its part.
 */
export function creditShareOfRefund(order: { totalCents: Cents; creditCents: Cents; refundedCents: Cents }, refundCents: Cents): Cents {
  if (order.creditCents === 0 || order.totalCents === 0) return 0;
  const share = (refunded: Cents) =>
    refunded >= order.totalCents ? order.creditCents : mulDivHalfUp(refunded, order.creditCents, order.totalCents);
  return share(order.refundedCents + refundCents) - share(order.refundedCents);
}

/**
 * A refund's code part shared over the codes that paid: each takes back up to what it paid and
 * has not had back, in the order they paid.
 */
export function refundToCredits(
  uses: readonly { id: string; cents: Cents; refundedCents: Cents }[],
  creditCents: Cents,
): { id: string; cents: Cents }[] {
  const back: { id: string; cents: Cents }[] = [];
  let left = creditCents;
  for (const use of uses) {
    if (left === 0) break;
    const cents = Math.min(left, use.cents - use.refundedCents);
    if (cents <= 0) continue;
    back.push({ id: use.id, cents });
    left -= cents;
  }
  return back;
}
