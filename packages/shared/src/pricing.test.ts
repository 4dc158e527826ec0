import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertAmount, convertPrice, CURRENCY_ROUNDINGS, type CurrencyCode } from './currency';
import type { PresentedCurrency } from './currency.schema';
import { orderTotals } from './shop-totals';
import {
  allocate,
  creditShareOfRefund,
  payWithCredit,
  refundToCredits,
  ANY_COUNTRY,
  DEFAULT_TAX_SETTINGS,
  priceOrder,
  everythingLeft,
  workOutRefund,
  FREE_SHIPPING_REFUND,
  NOTHING_PAID_FOR,
  type RefundableOrder,
  withCollectedTax,
  type DiscountCode,
  type PricedOrder,
  type PricingInput,
  type PricingLine,
  type Sale,
  type ShippingMethod,
  type TaxSettings,
} from './pricing';

const NOW = new Date('2026-11-29T12:00:00Z');

const line = (key: string, unitCents: number, quantity = 1, more: Partial<PricingLine> = {}): PricingLine => ({
  key,
  productId: key,
  categories: ['mens'],
  unitCents,
  quantity,
  ...more,
});

const flat = (rateCents: number, name = 'Standard'): ShippingMethod => ({
  id: name,
  name,
  estimate: '3–5 business days',
  kind: 'flat',
  rateCents,
});

const code = (more: Partial<DiscountCode>): DiscountCode => ({
  code: 'WELCOME10',
  kind: 'amount',
  value: 1000,
  appliesTo: { kind: 'all' },
  ...more,
});

const UK: TaxSettings = {
  pricesIncludeTax: true,
  taxShipping: true,
  rules: [
    { country: 'GB', region: null, taxClass: 'standard', percent: 20, label: 'VAT' },
    // Children's clothing is zero-rated in the UK.
    { country: 'GB', region: null, taxClass: 'zero', percent: 0, label: 'VAT' },
  ],
};

describe('the pricing pipeline, case by case', () => {
  it('prices a US order as the shop always has: 6 % added on the goods, free shipping', () => {
    const order = priceOrder({ lines: [line('a', 2500, 2), line('b', 1999)], now: NOW });
    expect(order).toMatchObject({ subtotalCents: 6999, shippingCents: 0, taxCents: 420, totalCents: 7419, code: null, codeProblem: null });
    expect(order.taxes).toEqual([
      { label: 'Tax', percent: 6, country: ANY_COUNTRY, region: null, taxClass: 'standard', baseCents: 6999, amountCents: 420 },
    ]);
    expect(order.lines.map((priced) => priced.taxCents)).toEqual([300, 120]);
    expect(
      orderTotals(
        [
          { unitCents: 2500, quantity: 2 },
          { unitCents: 1999, quantity: 1 },
        ],
        6,
      ),
    ).toEqual({
      subtotal: 6999,
      tax: 420,
      shipping: 0,
      total: 7419,
    });
  });

  it('prices a UK order with VAT included, a zero-rated children’s line, and taxed express shipping', () => {
    const order = priceOrder({
      lines: [line('tee', 3000), line('kids', 1200, 1, { taxClass: 'zero' })],
      shipping: flat(695, 'Express'),
      destination: { country: 'gb' },
      tax: UK,
      now: NOW,
    });
    // 20/120 of £30.00 + £6.95 is £6.1583: £6.16 of VAT, inside the total.
    expect(order).toMatchObject({ subtotalCents: 4200, shippingCents: 695, taxCents: 616, totalCents: 4895, pricesIncludeTax: true });
    expect(order.taxes).toEqual([
      { label: 'VAT', percent: 20, country: 'GB', region: null, taxClass: 'standard', baseCents: 3695, amountCents: 616 },
    ]);
    expect(order.lines.map((priced) => [priced.taxPercent, priced.taxCents, priced.totalCents])).toEqual([
      [20, 500, 3000],
      [0, 0, 1200],
    ]);
    expect(order.shippingTaxCents).toBe(116);
    expect(order.shipping).toEqual({ id: 'Express', name: 'Express', estimate: '3–5 business days' });
  });

  it('prices an EU shop’s order by the country it ships to', () => {
    const eu: TaxSettings = {
      pricesIncludeTax: true,
      taxShipping: false,
      rules: [
        { country: 'DE', region: null, taxClass: 'standard', percent: 19, label: 'MwSt' },
        { country: 'FR', region: null, taxClass: 'standard', percent: 20, label: 'TVA' },
        { country: 'IT', region: null, taxClass: 'standard', percent: 22, label: 'IVA' },
      ],
    };
    const vat = (country: string) => priceOrder({ lines: [line('a', 5000)], destination: { country }, tax: eu, now: NOW });
    expect([vat('DE'), vat('FR'), vat('IT')].map((order) => [order.taxes[0]!.label, order.taxCents, order.totalCents])).toEqual([
      ['MwSt', 798, 5000],
      ['TVA', 833, 5000],
      ['IVA', 902, 5000],
    ]);
    // A country with no rule pays none.
    expect(vat('ES')).toMatchObject({ taxCents: 0, taxes: [], totalCents: 5000 });
  });

  it('takes a state’s own rate over its country’s, and the standard rate for a class with none of its own there', () => {
    const us: TaxSettings = {
      pricesIncludeTax: false,
      taxShipping: false,
      rules: [
        { country: 'US', region: null, taxClass: 'standard', percent: 5 },
        { country: 'US', region: 'NY', taxClass: 'standard', percent: 8.875 },
      ],
    };
    const ny = priceOrder({
      lines: [line('a', 10000, 1, { taxClass: 'reduced' })],
      destination: { country: 'US', region: 'ny' },
      tax: us,
      now: NOW,
    });
    expect(ny).toMatchObject({ taxCents: 888, totalCents: 10888 });
    expect(priceOrder({ lines: [line('a', 10000)], destination: { country: 'US', region: 'NJ' }, tax: us, now: NOW }).taxCents).toBe(500);
  });

  it('makes shipping free with a free-shipping code, and free over a subtotal after discounts', () => {
    const freeShip = priceOrder({
      lines: [line('a', 3000)],
      shipping: flat(500),
      code: code({ code: 'SHIPFREE', kind: 'free-shipping', value: 0 }),
      now: NOW,
    });
    expect(freeShip).toMatchObject({
      shippingCents: 0,
      totalCents: 3180,
      code: { code: 'SHIPFREE', discountCents: 0, freeShipping: true },
    });
    const over: ShippingMethod = { id: 'std', name: 'Standard', estimate: '', kind: 'free-over', rateCents: 500, freeOverCents: 7500 };
    expect(priceOrder({ lines: [line('a', 8000)], shipping: over, now: NOW }).shippingCents).toBe(0);
    // $80.00 less a $10.00 code is under $75.00: shipping is charged.
    expect(priceOrder({ lines: [line('a', 8000)], shipping: over, code: code({}), now: NOW }).shippingCents).toBe(500);
  });

  it('charges shipping by the weight band of the goods', () => {
    const byWeight: ShippingMethod = {
      id: 'post',
      name: 'Post',
      estimate: '',
      kind: 'weight',
      rateCents: 0,
      bands: [
        { upToGrams: 500, rateCents: 395 },
        { upToGrams: 2000, rateCents: 695 },
        { upToGrams: null, rateCents: 1295 },
      ],
    };
    const shipped = (grams: number, quantity: number) =>
      priceOrder({ lines: [line('a', 2000, quantity, { weightGrams: grams })], shipping: byWeight, now: NOW }).shippingCents;
    expect([shipped(250, 2), shipped(250, 3), shipped(900, 3)]).toEqual([395, 695, 1295]);
  });

  it('applies a 20 % sale, then a $10 code shared over the lines, then tax', () => {
    const sale: Sale = {
      id: 'winter',
      name: 'Winter sale',
      kind: 'percent',
      value: 20,
      appliesTo: { kind: 'categories', handles: ['mens'] },
    };
    const order = priceOrder({
      lines: [line('tee', 4000), line('tote', 2500, 2, { categories: ['accessories'] })],
      sales: [sale],
      code: code({}),
      now: NOW,
    });
    expect(order.lines.map((priced) => [priced.saleId, priced.saleUnitCents, priced.saleCents, priced.codeCents, priced.netCents])).toEqual(
      [
        ['winter', 3200, 800, 390, 2810],
        [null, 2500, 0, 610, 4390],
      ],
    );
    expect(order).toMatchObject({
      subtotalCents: 8200,
      saleDiscountCents: 800,
      code: { code: 'WELCOME10', discountCents: 1000 },
      taxCents: 432,
      totalCents: 7632,
    });
  });

  it('takes the best running sale for a line, and none that has ended or not begun', () => {
    const sales: Sale[] = [
      { id: 'small', name: 'Small', kind: 'amount', value: 300, appliesTo: { kind: 'all' } },
      { id: 'big', name: 'Big', kind: 'percent', value: 50, appliesTo: { kind: 'products', ids: ['a'] }, endsAt: NOW },
      { id: 'later', name: 'Later', kind: 'percent', value: 40, appliesTo: { kind: 'all' }, startsAt: new Date(NOW.getTime() + 1) },
    ];
    expect(priceOrder({ lines: [line('a', 2000)], sales, now: NOW }).lines[0]).toMatchObject({ saleId: 'small', saleUnitCents: 1700 });
  });

  it('says why a code does not apply, and leaves the order as it was', () => {
    const problem = (given: Partial<DiscountCode>, lines = [line('a', 3000)]) => {
      const order = priceOrder({ lines, code: code(given), now: NOW });
      expect(order.code).toBeNull();
      expect(order.totalCents).toBe(priceOrder({ lines, now: NOW }).totalCents);
      return order.codeProblem;
    };
    expect(problem({ endsAt: NOW })).toBe('This code has expired.');
    expect(problem({ startsAt: new Date(NOW.getTime() + 60_000) })).toBe("This code isn't active yet.");
    expect(problem({ minSubtotalCents: 4200 })).toBe('Add $12.00 more to use this code.');
    expect(problem({ appliesTo: { kind: 'categories', handles: ['kids'] } })).toBe("This code doesn't apply to the items in your bag.");
    // A code at its use limit.
    expect(problem({ usedUp: true })).toBe('This code has reached its limit of uses.');
  });

  it('never takes a code below zero', () => {
    const order = priceOrder({ lines: [line('a', 700)], code: code({ value: 5000 }), now: NOW });
    expect(order).toMatchObject({ code: { discountCents: 700 }, taxCents: 0, totalCents: 0 });
  });
});

describe('allocate', () => {
  it('shares by largest remainder, ties to the earlier', () => {
    expect(allocate(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(allocate(100, [0, 0])).toEqual([0, 0]);
    expect(allocate(1000, [3200, 5000])).toEqual([390, 610]);
  });
});

const lineArb = fc.record({
  productId: fc.constantFrom('a', 'b', 'c'),
  categories: fc.subarray(['mens', 'womens', 'kids']),
  unitCents: fc.integer({ min: 1, max: 50_000 }),
  quantity: fc.integer({ min: 1, max: 10 }),
  taxClass: fc.constantFrom('standard', 'reduced', 'zero', undefined),
  weightGrams: fc.option(fc.integer({ min: 0, max: 3000 })),
});
const scopeArb = fc.oneof(
  fc.constant({ kind: 'all' as const }),
  fc.record({ kind: fc.constant('categories' as const), handles: fc.subarray(['mens', 'womens', 'kids']) }),
  fc.record({ kind: fc.constant('products' as const), ids: fc.subarray(['a', 'b', 'c']) }),
);
const percentArb = fc.integer({ min: 0, max: 100_000 }).map((value) => value / 1000);
const inputArb: fc.Arbitrary<PricingInput> = fc.record({
  // Keys tell lines apart, as a bag's variant keys do.
  lines: fc.array(lineArb, { maxLength: 6 }).map((lines) => lines.map((generated, index) => ({ ...generated, key: String(index) }))),
  sales: fc.array(
    fc.record({
      id: fc.string(),
      name: fc.string(),
      kind: fc.constantFrom('percent' as const, 'amount' as const),
      value: fc.integer({ min: 0, max: 10_000 }).map((value) => value / 100),
      appliesTo: scopeArb,
    }),
    { maxLength: 3 },
  ),
  code: fc.option(
    fc.record({
      code: fc.constant('CODE'),
      kind: fc.constantFrom('percent' as const, 'amount' as const, 'free-shipping' as const),
      value: fc.integer({ min: 0, max: 20_000 }),
      minSubtotalCents: fc.option(fc.integer({ min: 0, max: 50_000 })),
      appliesTo: scopeArb,
    }),
  ),
  shipping: fc.option(
    fc.record({
      id: fc.constant('m'),
      name: fc.constant('Method'),
      estimate: fc.constant(''),
      kind: fc.constantFrom('flat' as const, 'free-over' as const, 'weight' as const),
      rateCents: fc.integer({ min: 0, max: 5000 }),
      freeOverCents: fc.option(fc.integer({ min: 0, max: 20_000 })),
      bands: fc.array(
        fc.record({ upToGrams: fc.option(fc.integer({ min: 0, max: 5000 })), rateCents: fc.integer({ min: 0, max: 3000 }) }),
        {
          maxLength: 3,
        },
      ),
    }),
  ),
  destination: fc.option(fc.record({ country: fc.constantFrom('US', 'GB', 'DE'), region: fc.option(fc.constantFrom('NY', 'CA')) })),
  tax: fc.record({
    pricesIncludeTax: fc.boolean(),
    taxShipping: fc.boolean(),
    rules: fc.array(
      fc.record({
        country: fc.constantFrom(ANY_COUNTRY, 'US', 'GB', 'DE'),
        region: fc.option(fc.constantFrom('NY', 'CA')),
        taxClass: fc.constantFrom('standard', 'reduced', 'zero'),
        percent: percentArb,
      }),
      { maxLength: 5 },
    ),
  }),
  now: fc.constant(NOW),
});

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** The pipeline's rules for one priced order: shares add up, nothing negative, the parts make the total, a full refund returns it. */
function expectAddsUp(order: PricedOrder) {
  expect(sum(order.lines.map((priced) => priced.codeCents))).toBe(order.code?.discountCents ?? 0);
  expect(sum(order.lines.map((priced) => priced.taxCents)) + order.shippingTaxCents).toBe(order.taxCents);
  expect(sum(order.taxes.map((applied) => applied.amountCents))).toBe(order.taxCents);
  const amounts = [
    order.subtotalCents,
    order.shippingCents,
    order.taxCents,
    order.totalCents,
    ...order.lines.flatMap((priced) => [
      priced.saleUnitCents,
      priced.saleCents,
      priced.codeCents,
      priced.netCents,
      priced.taxCents,
      priced.totalCents,
    ]),
  ];
  expect(amounts.every((amount) => Number.isInteger(amount) && amount >= 0)).toBe(true);
  const added = order.pricesIncludeTax ? 0 : order.shippingTaxCents;
  expect(sum(order.lines.map((priced) => priced.totalCents)) + order.shippingCents + added).toBe(order.totalCents);
  if (order.totalCents > 0)
    expect(refunded(workOutRefund(refundable(order), everythingLeft(refundable(order)))).totalCents).toBe(order.totalCents);
}

/** A priced order as a refund sees it, nothing refunded yet. */
const refundable = (order: PricedOrder): RefundableOrder => ({
  lines: order.lines.map((priced) => ({
    id: priced.key,
    quantity: priced.quantity,
    totalCents: priced.totalCents,
    taxCents: priced.taxCents,
    discountCents: priced.codeCents,
    refundedQuantity: 0,
  })),
  totalCents: order.totalCents,
  refundedCents: 0,
  shippingRefunded: false,
});

function refunded(worked: ReturnType<typeof workOutRefund>) {
  if ('problem' in worked) throw new Error(worked.problem);
  return worked;
}

/** The order after this refund: what a refund's record adds to it. */
function after(order: RefundableOrder, worked: ReturnType<typeof refunded>, shipping: boolean): RefundableOrder {
  return {
    ...order,
    lines: order.lines.map((line) => ({
      ...line,
      refundedQuantity: line.refundedQuantity + (worked.lines.find((share) => share.id === line.id)?.quantity ?? 0),
    })),
    refundedCents: order.refundedCents + worked.totalCents,
    shippingRefunded: order.shippingRefunded || shipping,
  };
}

describe('tax collected by another party (Stripe Tax)', () => {
  const order = priceOrder({ lines: [line('tee', 2500, 2), line('kids', 1500)], shipping: flat(500), now: NOW });

  it('takes each line’s tax as reported, and the total follows where tax is added', () => {
    const taxed = withCollectedTax(order, {
      lineCents: [444, 0],
      shippingCents: 45,
      totalCents: 489,
      taxes: [
        { label: 'NY Sales Tax', percent: 8.875, country: 'US', region: 'NY', taxClass: 'standard', baseCents: 5500, amountCents: 489 },
      ],
    });
    expect(taxed.lines.map((priced) => [priced.taxCents, priced.taxPercent, priced.totalCents])).toEqual([
      [444, 8.88, 5444],
      [0, 0, 1500],
    ]);
    expect(taxed).toMatchObject({ shippingTaxCents: 45, taxCents: 489, totalCents: 5000 + 1500 + 500 + 489 });
    expect(taxed.taxes).toHaveLength(1);
    expectAddsUp(taxed);
  });

  it('shares a total reported alone over the lines and shipping, and names it Tax at the rate it came to', () => {
    const taxed = withCollectedTax(order, { lineCents: null, shippingCents: 0, totalCents: 700, taxes: [] });
    expect(taxed.lines.map((priced) => priced.taxCents)).toEqual([500, 150]);
    expect(taxed.shippingTaxCents).toBe(50);
    expect(taxed.taxes).toEqual([expect.objectContaining({ label: 'Tax', percent: 10, baseCents: 7000, amountCents: 700 })]);
    expectAddsUp(taxed);
  });

  it('shares the total out when the reported parts do not add up to it', () => {
    const taxed = withCollectedTax(order, { lineCents: [100, 100], shippingCents: 0, totalCents: 700, taxes: [] });
    expect(sum(taxed.lines.map((priced) => priced.taxCents)) + taxed.shippingTaxCents).toBe(700);
  });

  it('holds the pipeline’s rules for any order and any tax collected', () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: 0, max: 1_000_000 }), fc.boolean(), (input, taxSeed, byLine) => {
        const priced = priceOrder(input);
        const bases = [...priced.lines.map((priced) => priced.netCents), priced.shippingCents];
        // Nothing to pay carries no tax; tax included in a price is at most the price.
        const totalCents = sum(bases) === 0 ? 0 : taxSeed % (priced.pricesIncludeTax ? sum(bases) + 1 : 100_000);
        const shares = allocate(totalCents, bases);
        const taxed = withCollectedTax(priced, {
          lineCents: byLine ? shares.slice(0, -1) : null,
          shippingCents: byLine ? shares.at(-1)! : 0,
          totalCents,
          taxes: [],
        });
        expectAddsUp(taxed);
        expect(taxed.totalCents - (priced.pricesIncludeTax ? 0 : totalCents)).toBe(
          priced.totalCents - (priced.pricesIncludeTax ? 0 : priced.taxCents),
        );
      }),
      { numRuns: 300 },
    );
  });
});

describe('the pricing pipeline, for any order', () => {
  it('shares the code and every tax out exactly, never makes a negative amount, and adds up to its total', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        expectAddsUp(priceOrder(input));
      }),
      { numRuns: 500 },
    );
  });

  it('refunds the whole total to the cent, each line’s tax and discount with it, over any number of partial refunds', () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: 1, max: 4 }), fc.array(fc.nat(), { minLength: 64, maxLength: 64 }), (input, steps, seeds) => {
        const priced = priceOrder(input);
        if (priced.totalCents === 0) return;
        let order = refundable(priced);
        const back = { cents: 0, tax: new Map<string, number>(), discount: new Map<string, number>() };
        for (let step = 0; step < steps; step += 1) {
          const last = step === steps - 1;
          const lines = order.lines.map((line, index) => {
            const open = line.quantity - line.refundedQuantity;
            return { id: line.id, quantity: last ? open : seeds[(index * 4 + step) % 64]! % (open + 1) };
          });
          const shipping = !order.shippingRefunded && (last || seeds[63 - step]! % 2 === 0);
          const worked = workOutRefund(order, { lines, shipping });
          if ('problem' in worked) {
            // Only a step that chose nothing, or nothing paid for (free lines, free shipping), or came after every cent went back, is refused.
            const choseNothing = lines.every((line) => line.quantity === 0) && !shipping;
            const paidForNothing = worked.problem === NOTHING_PAID_FOR || worked.problem === FREE_SHIPPING_REFUND;
            expect(choseNothing || paidForNothing || order.refundedCents === order.totalCents).toBe(true);
            continue;
          }
          expect([worked.totalCents, worked.shippingCents, ...worked.lines.map((share) => share.cents)].every((cents) => cents >= 0)).toBe(
            true,
          );
          back.cents += worked.totalCents;
          for (const share of worked.lines) {
            back.tax.set(share.id, (back.tax.get(share.id) ?? 0) + share.taxCents);
            back.discount.set(share.id, (back.discount.get(share.id) ?? 0) + share.discountCents);
          }
          order = after(order, worked, shipping);
        }
        expect(back.cents).toBe(priced.totalCents);
        // Each line refunded to its last unit has given back its tax and discount whole.
        for (const line of priced.lines.filter((candidate, index) => order.lines[index]!.refundedQuantity === candidate.quantity)) {
          expect(back.tax.get(line.key) ?? 0).toBe(line.taxCents);
          expect(back.discount.get(line.key) ?? 0).toBe(line.codeCents);
        }
        expect(workOutRefund(order, everythingLeft(order))).toEqual({ problem: 'Everything on this order has been refunded.' });
      }),
      { numRuns: 300 },
    );
  });

  it('never gives back more than is left: an amount first, then everything else, is the total exactly', () => {
    fc.assert(
      fc.property(inputArb, fc.nat(), (input, seed) => {
        const priced = priceOrder(input);
        if (priced.totalCents < 2) return;
        const amountCents = 1 + (seed % (priced.totalCents - 1));
        const first = refunded(workOutRefund(refundable(priced), { lines: [], shipping: false, amountCents }));
        expect(first.totalCents).toBe(amountCents);
        const rest = after(refundable(priced), first, false);
        expect(refunded(workOutRefund(rest, everythingLeft(rest))).totalCents).toBe(priced.totalCents - amountCents);
      }),
      { numRuns: 300 },
    );
  });

  it('is the shop’s old arithmetic when nothing is set: 6 % of the subtotal, half up', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ unitCents: fc.integer({ min: 1, max: 100_000 }), quantity: fc.integer({ min: 1, max: 10 }) })),
        (lines) => {
          const subtotal = lines.reduce((sum, priced) => sum + priced.unitCents * priced.quantity, 0);
          const order = priceOrder({
            lines: lines.map((priced, index) => line(String(index), priced.unitCents, priced.quantity)),
            tax: DEFAULT_TAX_SETTINGS,
          });
          expect(order.taxCents).toBe(Math.round((subtotal * 6) / 100));
          expect(order.totalCents).toBe(subtotal + order.taxCents);
        },
      ),
    );
  });
});

describe('a refund', () => {
  const order: RefundableOrder = {
    lines: [
      { id: 'tee', quantity: 3, totalCents: 1000, taxCents: 60, discountCents: 100, refundedQuantity: 0 },
      { id: 'cap', quantity: 1, totalCents: 530, taxCents: 30, discountCents: 0, refundedQuantity: 0 },
    ],
    totalCents: 2030,
    refundedCents: 0,
    shippingRefunded: false,
  };

  it('gives a unit its share, and the last unit what the earlier ones left', () => {
    const one = refunded(workOutRefund(order, { lines: [{ id: 'tee', quantity: 1 }], shipping: false }));
    expect(one).toEqual({
      lines: [{ id: 'tee', quantity: 1, cents: 333, taxCents: 20, discountCents: 33 }],
      shippingCents: 0,
      taxCents: 20,
      totalCents: 333,
    });
    const two = after(order, one, false);
    const rest = refunded(workOutRefund(two, { lines: [{ id: 'tee', quantity: 2 }], shipping: true }));
    expect(rest.lines[0]).toEqual({ id: 'tee', quantity: 2, cents: 667, taxCents: 40, discountCents: 67 });
    expect(rest.shippingCents).toBe(500);
    expect(rest.totalCents).toBe(1167);
  });

  it('refuses what cannot be given back, in the admin’s words', () => {
    expect(workOutRefund(order, { lines: [], shipping: false })).toEqual({
      problem: 'Choose the lines, the shipping or an amount to refund.',
    });
    expect(workOutRefund(order, { lines: [{ id: 'tee', quantity: 4 }], shipping: false })).toEqual({
      problem: 'Only 3 of that line can still be refunded.',
    });
    expect(workOutRefund(order, { lines: [{ id: 'hat', quantity: 1 }], shipping: false })).toEqual({
      problem: 'That line is not on this order.',
    });
    expect(workOutRefund(order, { lines: [], shipping: false, amountCents: 2031 })).toEqual({ problem: 'Only $20.30 is left to refund.' });
    expect(workOutRefund(order, { lines: [], shipping: false, amountCents: 0 })).toEqual({
      problem: 'The amount must be more than $0.00.',
    });
    expect(workOutRefund({ ...order, shippingRefunded: true }, { lines: [], shipping: true })).toEqual({
      problem: 'Shipping has been refunded already.',
    });
    // Free shipping gives nothing back on its own (a refund of $0.00 would be no refund).
    const shippedFree = { ...order, totalCents: order.lines.reduce((sum, line) => sum + line.totalCents, 0) };
    expect(workOutRefund(shippedFree, { lines: [], shipping: true })).toEqual({
      problem: 'Shipping was free on this order: there is nothing to refund for it.',
    });
    const tees = { ...order, lines: order.lines.map((line) => (line.id === 'tee' ? { ...line, refundedQuantity: 3 } : line)) };
    expect(workOutRefund(tees, { lines: [{ id: 'tee', quantity: 1 }], shipping: false })).toEqual({
      problem: 'That line has been refunded already.',
    });
  });
});

describe('gift cards and store credit paying an order', () => {
  it('spends each code in turn until the total is paid, the card paying the rest', () => {
    expect(payWithCredit(5000, [{ id: 'gift', balanceCents: 2000 }])).toEqual({
      uses: [{ id: 'gift', cents: 2000 }],
      creditCents: 2000,
      dueCents: 3000,
    });
    expect(
      payWithCredit(5000, [
        { id: 'store', balanceCents: 3500 },
        { id: 'gift', balanceCents: 2500 },
        { id: 'more', balanceCents: 900 },
      ]),
    ).toEqual({
      uses: [
        { id: 'store', cents: 3500 },
        { id: 'gift', cents: 1500 },
      ],
      creditCents: 5000,
      dueCents: 0,
    });
    expect(payWithCredit(5000, [{ id: 'empty', balanceCents: 0 }])).toEqual({ uses: [], creditCents: 0, dueCents: 5000 });
    // A card is charged at least its minimum: a code that would leave 30 cents leaves 50.
    expect(payWithCredit(5000, [{ id: 'gift', balanceCents: 4970 }], 50)).toEqual({
      uses: [{ id: 'gift', cents: 4950 }],
      creditCents: 4950,
      dueCents: 50,
    });
    expect(payWithCredit(5000, [{ id: 'gift', balanceCents: 6000 }], 50)).toMatchObject({ creditCents: 5000, dueCents: 0 });
    expect(payWithCredit(30, [{ id: 'gift', balanceCents: 10 }], 50)).toMatchObject({ creditCents: 0, dueCents: 30 });
  });

  it('gives refunds back to the codes in proportion, exactly what they paid once all is refunded', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.array(fc.double({ min: 0.01, max: 1, noNaN: true }), { minLength: 1, maxLength: 5 }),
        (totalCents, paidShare, steps) => {
          const creditCents = Math.round(totalCents * paidShare);
          // The refunds, in steps of random size, that give back the whole order.
          const weights = steps.map((step) => Math.max(1, Math.round(step * 1000)));
          const parts = allocate(totalCents, weights);
          let refundedCents = 0;
          let toCodes = 0;
          for (const part of parts) {
            const share = creditShareOfRefund({ totalCents, creditCents, refundedCents }, part);
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(part);
            toCodes += share;
            refundedCents += part;
          }
          expect(toCodes).toBe(creditCents);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('shares a refund over the codes that paid, none getting back more than it paid', () => {
    const uses = [
      { id: 'store', cents: 1000, refundedCents: 400 },
      { id: 'gift', cents: 2000, refundedCents: 0 },
    ];
    expect(refundToCredits(uses, 900)).toEqual([
      { id: 'store', cents: 600 },
      { id: 'gift', cents: 300 },
    ]);
    expect(refundToCredits(uses, 0)).toEqual([]);
  });
});

describe('gift cards in an order', () => {
  const goods: PricingLine = { key: 'tee', productId: 'tee', categories: ['mens'], unitCents: 3000, quantity: 1, weightGrams: 200 };
  const card: PricingLine = {
    key: 'card',
    productId: 'card',
    categories: ['gift-cards'],
    unitCents: 5000,
    quantity: 1,
    taxClass: 'gift-card',
    giftCard: true,
  };
  const flat: ShippingMethod = { id: 'flat', name: 'Standard', estimate: '', kind: 'flat', rateCents: 500 };

  it('takes no sale or code off a gift card, pays no tax on it without a rate of its own, and ships nothing for it', () => {
    const sale: Sale = { id: 's', name: 'All', kind: 'percent', value: 50, appliesTo: { kind: 'all' }, startsAt: null, endsAt: null };
    const priced = priceOrder({ lines: [goods, card], sales: [sale], shipping: flat, tax: DEFAULT_TAX_SETTINGS });
    expect(priced.lines.map((line) => line.saleUnitCents)).toEqual([1500, 5000]);
    expect(priced.lines.map((line) => line.taxCents)).toEqual([90, 0]);
    expect(priced.shippingCents).toBe(500);
    // Gift cards alone: no shipping at all.
    const alone = priceOrder({ lines: [card], shipping: flat, tax: DEFAULT_TAX_SETTINGS });
    expect(alone).toMatchObject({ shippingCents: 0, taxCents: 0, totalCents: 5000 });
  });

  it('taxes a gift card where the table gives its class a rate', () => {
    const tax: TaxSettings = {
      ...DEFAULT_TAX_SETTINGS,
      rules: [...DEFAULT_TAX_SETTINGS.rules, { country: ANY_COUNTRY, region: null, taxClass: 'gift-card', percent: 10, label: 'Tax' }],
    };
    expect(priceOrder({ lines: [card], tax }).taxCents).toBe(500);
  });
});

describe('the pricing pipeline in another currency', () => {
  const yen = (rounding: PresentedCurrency['rounding'] = 'end-99'): PresentedCurrency => ({ code: 'JPY', rate: 151.37, rounding });

  it('prices an order in yen: shelf prices by the rule, amounts half up to the yen, a variant’s own price as it is', () => {
    const order = priceOrder({
      lines: [line('tee', 1999, 2), line('cap', 2500, 1, { prices: { JPY: 3800, EUR: 2300 } })],
      code: code({}),
      shipping: flat(500),
      currency: yen(),
      now: NOW,
    });
    // $19.99 is ¥3,025.89, ¥3,026 by the rule; the $10.00 code is ¥1,514, shipping $5.00 is ¥757; 6 % of ¥8,338 is ¥500.
    expect(order.lines.map((priced) => [priced.unitCents, priced.codeCents, priced.netCents, priced.taxCents])).toEqual([
      [3026, 930, 5122, 307],
      [3800, 584, 3216, 193],
    ]);
    expect(order).toMatchObject({
      subtotalCents: 9852,
      code: { discountCents: 1514 },
      shippingCents: 757,
      taxCents: 500,
      totalCents: 9595,
      currency: 'JPY',
      rate: 151.37,
    });
    expectAddsUp(order);
  });

  it('says what a code still needs, and what is left to refund, in the order’s currency', () => {
    const order = priceOrder({ lines: [line('tee', 1999, 2)], code: code({ minSubtotalCents: 10_000 }), currency: yen(), now: NOW });
    // $100.00 is ¥15,137; the bag is ¥6,052.
    expect(order.codeProblem).toBe('Add ¥9,085 more to use this code.');
    const inEuros = priceOrder({
      lines: [line('tee', 1999)],
      code: code({ minSubtotalCents: 5000 }),
      currency: { code: 'EUR', rate: 0.92, rounding: 'end-95' },
      now: NOW,
    });
    // €46.00 less €18.95.
    expect(inEuros.codeProblem).toBe('Add €27.05 more to use this code.');
    const paid = { ...refundable(order), currency: 'JPY' as const };
    expect(workOutRefund(paid, { lines: [], shipping: false, amountCents: order.totalCents + 1 })).toEqual({
      problem: 'Only ¥6,415 is left to refund.',
    });
    expect(workOutRefund(paid, { lines: [], shipping: false, amountCents: 0 })).toEqual({ problem: 'The amount must be more than ¥0.' });
    // In the base currency, the words are the shop's as they always were.
    expect(priceOrder({ lines: [line('tee', 1999, 2)], code: code({ minSubtotalCents: 10_000 }), now: NOW }).codeProblem).toBe(
      'Add $60.02 more to use this code.',
    );
  });

  it('is the base currency’s price, rate 1, when none is given or the base is given', () => {
    const input: PricingInput = { lines: [line('tee', 1999, 2)], shipping: flat(500), code: code({}), now: NOW };
    const base = priceOrder(input);
    expect(base).toMatchObject({ currency: 'USD', rate: 1, totalCents: 3678 });
    expect(priceOrder({ ...input, currency: null })).toEqual(base);
    expect(priceOrder({ ...input, currency: { code: 'USD', rate: 1, rounding: 'end-99' } })).toEqual(base);
  });

  /** The input presented in the currency by hand: each amount as the module's comment says. */
  function convertedByHand(input: PricingInput, currency: PresentedCurrency): PricingInput {
    const amount = (cents: number) => convertAmount(Math.round(cents), currency);
    const orNull = (cents: number | null | undefined) => (cents === null || cents === undefined ? cents : amount(cents));
    return {
      ...input,
      lines: input.lines.map((given) => ({
        ...given,
        unitCents: given.prices?.[currency.code] ?? convertPrice(given.unitCents, currency),
      })),
      sales: input.sales?.map((sale) => (sale.kind === 'amount' ? { ...sale, value: amount(sale.value) } : sale)),
      code: input.code
        ? {
            ...input.code,
            value: input.code.kind === 'amount' ? amount(input.code.value) : input.code.value,
            minSubtotalCents: orNull(input.code.minSubtotalCents),
          }
        : input.code,
      shipping: input.shipping
        ? {
            ...input.shipping,
            rateCents: amount(input.shipping.rateCents),
            freeOverCents: orNull(input.shipping.freeOverCents),
            bands: input.shipping.bands?.map((band) => ({ ...band, rateCents: amount(band.rateCents) })),
          }
        : input.shipping,
    };
  }

  /** A currency at a rate of eight decimals, by any rule: yen at 1 to 300 to the dollar, euros at 0.1 to 3. */
  const currencyArb = (code: CurrencyCode) =>
    fc.record({
      code: fc.constant(code),
      rate: (code === 'JPY'
        ? fc.integer({ min: 100_000_000, max: 30_000_000_000 })
        : fc.integer({ min: 10_000_000, max: 300_000_000 })
      ).map((units) => units / 1e8),
      rounding: fc.constantFrom(...CURRENCY_ROUNDINGS),
    });

  /** Any order, some of its lines with a price of their own in the currency. */
  const ownPricesArb = (code: CurrencyCode) =>
    fc
      .tuple(inputArb, fc.array(fc.option(fc.integer({ min: 0, max: 200_000 }), { nil: undefined }), { minLength: 6, maxLength: 6 }))
      .map(([input, own]) => ({
        ...input,
        lines: input.lines.map((given, index) => (own[index] === undefined ? given : { ...given, prices: { [code]: own[index] } })),
      }));

  for (const code of ['JPY', 'EUR'] as const) {
    it(`holds the pipeline’s rules in ${code}, converting once at the start and only there`, () => {
      fc.assert(
        fc.property(ownPricesArb(code), currencyArb(code), (input, currency) => {
          const priced = priceOrder({ ...input, currency });
          expect(priced).toMatchObject({ currency: code, rate: currency.rate });
          expectAddsUp(priced);
          // The same as the pipeline run on the input already presented in the currency.
          const byHand = priceOrder(convertedByHand(input, currency));
          const compared = (order: PricedOrder) => ({
            ...order,
            currency: undefined,
            rate: undefined,
            codeProblem: order.codeProblem === null,
          });
          expect(compared(priced)).toEqual(compared(byHand));
          // A line with its own price in the currency keeps exactly that price.
          input.lines.forEach((given, index) => {
            const own = given.prices?.[code];
            expect(priced.lines[index]!.unitCents).toBe(own ?? convertPrice(given.unitCents, currency));
          });
        }),
        { numRuns: 400 },
      );
    });

    it(`refunds an order in ${code} to its last minor unit, over any number of partial refunds`, () => {
      fc.assert(
        fc.property(ownPricesArb(code), currencyArb(code), fc.array(fc.nat(), { minLength: 8, maxLength: 8 }), (input, currency, seeds) => {
          const priced = priceOrder({ ...input, currency });
          if (priced.totalCents === 0) return;
          let order: RefundableOrder = { ...refundable(priced), currency: code };
          let back = 0;
          for (const [step, seed] of seeds.entries()) {
            const last = step === seeds.length - 1;
            const lines = order.lines.map((given) => ({
              id: given.id,
              quantity: last ? given.quantity - given.refundedQuantity : seed % (given.quantity - given.refundedQuantity + 1),
            }));
            const shipping = !order.shippingRefunded && (last || seed % 2 === 0);
            const worked = workOutRefund(order, { lines, shipping });
            if ('problem' in worked) continue;
            back += worked.totalCents;
            order = after(order, worked, shipping);
          }
          expect(back).toBe(priced.totalCents);
        }),
        { numRuns: 200 },
      );
    });
  }
});
