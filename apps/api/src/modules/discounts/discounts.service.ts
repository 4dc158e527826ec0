/**
 * Discount codes: the admin's list (with each code's uses and the revenue it brought), its
 * changes (audited), and a code read for pricing, with whether its uses are used up. The
 * pricing itself is packages/shared/src/pricing.ts; a checkout holds a use under the code's lock
 * (orders.service.ts), so that two buyers racing for its last use cannot both have it.
 */
import type { Discount, DiscountInputParsed, DiscountUpdateParsed } from '@shop/shared/discount.schema';
import { normalCode } from '@shop/shared/discount.schema';
import { toCents, toDollars } from '@shop/shared/money';
import type { DiscountCode } from '@shop/shared/pricing';
import type { AuthUser } from '../../lib/guards';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { recordAudit } from '../audit';
import type { DiscountQueries, DiscountRow, DiscountsRepository, DiscountValues, DiscountWithUses } from './discounts.repository';

const NOT_FOUND = 'Discount code not found.';
export const UNKNOWN_CODE = "This code isn't valid.";
export const PAUSED_CODE = "This code isn't active right now.";

/** Where a code stands now. */
function stateOf(row: DiscountWithUses, now: Date): Discount['state'] {
  if (row.paused) return 'paused';
  if (row.endsAt && now >= row.endsAt) return 'expired';
  if (row.startsAt && now < row.startsAt) return 'scheduled';
  if (row.usageLimit !== null && row.uses + row.held >= row.usageLimit) return 'used up';
  return 'active';
}

export function toDiscount(row: DiscountWithUses, now = new Date()): Discount {
  return {
    _id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.kind === 'percent' ? row.value / 100 : row.kind === 'amount' ? toDollars(row.value) : 0,
    minSubtotal: row.minSubtotalCents === null ? null : toDollars(row.minSubtotalCents),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    appliesTo: row.appliesTo as Discount['appliesTo'],
    paused: row.paused,
    state: stateOf(row, now),
    uses: row.uses,
    held: row.held,
    revenue: toDollars(row.revenueCents),
    discounted: toDollars(row.discountedCents),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The stored value: hundredths of a percent, or cents; 0 for free shipping. */
const storedValue = (kind: DiscountRow['kind'], value: number | undefined) =>
  kind === 'percent' ? Math.round((value ?? 0) * 100) : kind === 'amount' ? toCents(value ?? 0) : 0;

const moment = (value: string | null | undefined) => (value === undefined ? undefined : value === null ? null : new Date(value));

/** The code as the pricing pipeline reads it. */
export function pricingCode(row: DiscountRow, usedUp: boolean): DiscountCode {
  return {
    code: row.code,
    kind: row.kind,
    value: row.kind === 'percent' ? row.value / 100 : row.value,
    minSubtotalCents: row.minSubtotalCents,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    appliesTo: row.appliesTo,
    usedUp,
  };
}

/** Whether a code's uses, counted with `counts`, leave none for this customer. */
export function usedUp(row: DiscountRow, counts: { total: number; byCustomer: number }): boolean {
  return (
    (row.usageLimit !== null && counts.total >= row.usageLimit) ||
    (row.perCustomerLimit !== null && counts.byCustomer >= row.perCustomerLimit)
  );
}

/** A code as typed, read for pricing: the code, or why there is none to apply. */
export type CodeLookup = { row: DiscountRow; code: DiscountCode; problem: null } | { row: null; code: null; problem: string };

export async function lookUpCode(queries: DiscountQueries, typed: string, customer: string | null): Promise<CodeLookup> {
  const row = await queries.findByCode(normalCode(typed));
  if (!row) return { row: null, code: null, problem: UNKNOWN_CODE };
  if (row.paused) return { row: null, code: null, problem: PAUSED_CODE };
  const counts = await queries.count(row.id, customer ?? '');
  return { row, code: pricingCode(row, usedUp(row, customer === null ? { ...counts, byCustomer: 0 } : counts)), problem: null };
}

export function createDiscountsService({ repository }: { repository: DiscountsRepository }) {
  async function view(id: string): Promise<Discount> {
    const row = await repository.find(id);
    if (!row) throw notFound(NOT_FOUND);
    return toDiscount(row);
  }

  async function checkFree(code: string, id?: string) {
    const taken = await repository.findByCode(code);
    if (taken && taken.id !== id)
      throw badRequest(`The code ${code} already exists`, [{ path: 'code', message: `The code ${code} already exists` }]);
  }

  /** What an audit entry keeps of a code. */
  const audited = (row: DiscountRow) => ({
    code: row.code,
    kind: row.kind,
    value: row.value,
    minSubtotalCents: row.minSubtotalCents,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    appliesTo: row.appliesTo,
    paused: row.paused,
  });

  return {
    async list(): Promise<Discount[]> {
      const now = new Date();
      return (await repository.list()).map((row) => toDiscount(row, now));
    },

    async create(actor: AuthUser, input: DiscountInputParsed): Promise<{ message: string; discount: Discount }> {
      await checkFree(input.code);
      const values: DiscountValues = {
        code: input.code,
        kind: input.kind,
        value: storedValue(input.kind, input.value),
        minSubtotalCents: input.minSubtotal == null ? null : toCents(input.minSubtotal),
        startsAt: moment(input.startsAt) ?? null,
        endsAt: moment(input.endsAt) ?? null,
        usageLimit: input.usageLimit ?? null,
        perCustomerLimit: input.perCustomerLimit ?? null,
        appliesTo: input.appliesTo ?? { kind: 'all' },
        paused: input.paused ?? false,
      };
      const row = await repository.transaction(async (tx, queries) => {
        const saved = await queries.insert(values);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'discount.create',
          entityId: saved.id,
          details: { code: saved.code },
          after: audited(saved),
        });
        return saved;
      });
      return { message: `Discount code ${row.code} created`, discount: await view(row.id) };
    },

    async update(actor: AuthUser, id: string, input: DiscountUpdateParsed): Promise<{ message: string; discount: Discount }> {
      const current = await repository.find(id);
      if (!current) throw notFound(NOT_FOUND);
      if (input.code !== undefined) await checkFree(input.code, id);
      const kind = input.kind ?? current.kind;
      // A change of kind needs its own value; a value alone is of the stored kind.
      if (input.kind !== undefined && input.kind !== current.kind && input.value === undefined && kind !== 'free-shipping')
        throw badRequest('value is required', [{ path: 'value', message: 'value is required' }]);
      const values: Partial<DiscountValues> = {
        ...(input.code === undefined ? {} : { code: input.code }),
        kind,
        value: input.value === undefined ? (kind === current.kind ? current.value : 0) : storedValue(kind, input.value),
        ...(input.minSubtotal === undefined ? {} : { minSubtotalCents: input.minSubtotal === null ? null : toCents(input.minSubtotal) }),
        ...(input.startsAt === undefined ? {} : { startsAt: moment(input.startsAt) }),
        ...(input.endsAt === undefined ? {} : { endsAt: moment(input.endsAt) }),
        ...(input.usageLimit === undefined ? {} : { usageLimit: input.usageLimit }),
        ...(input.perCustomerLimit === undefined ? {} : { perCustomerLimit: input.perCustomerLimit }),
        ...(input.appliesTo === undefined ? {} : { appliesTo: input.appliesTo }),
        ...(input.paused === undefined ? {} : { paused: input.paused }),
      };
      const startsAt = values.startsAt === undefined ? current.startsAt : values.startsAt;
      const endsAt = values.endsAt === undefined ? current.endsAt : values.endsAt;
      if (startsAt && endsAt && endsAt <= startsAt)
        throw badRequest('endsAt must be after startsAt', [{ path: 'endsAt', message: 'endsAt must be after startsAt' }]);
      await repository.transaction(async (tx, queries) => {
        const saved = await queries.update(id, values);
        if (!saved) throw notFound(NOT_FOUND);
        const before = audited(current);
        const after = audited(saved);
        const changed = (Object.keys(after) as (keyof typeof after)[]).filter(
          (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
        );
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'discount.update',
          entityId: id,
          details: { code: saved.code },
          before: Object.fromEntries(changed.map((field) => [field, before[field]])),
          after: Object.fromEntries(changed.map((field) => [field, after[field]])),
        });
      });
      const discount = await view(id);
      const message =
        input.paused === true && !current.paused
          ? `Discount code ${discount.code} paused`
          : input.paused === false && current.paused
            ? `Discount code ${discount.code} resumed`
            : `Discount code ${discount.code} updated`;
      return { message, discount };
    },

    /** Deletes a code; one that paid orders used is kept for their records, and can only be paused. */
    async remove(actor: AuthUser, id: string): Promise<{ message: string }> {
      const current = await repository.find(id);
      if (!current) throw notFound(NOT_FOUND);
      if (current.uses > 0 || current.held > 0)
        throw conflict(`Discount code ${current.code} has been used by orders: pause it instead, so that their records keep it.`);
      await repository.transaction(async (tx, queries) => {
        const deleted = await queries.remove(id);
        if (!deleted) throw notFound(NOT_FOUND);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'discount.delete',
          entityId: id,
          details: { code: deleted.code },
          before: audited(deleted),
        });
      });
      return { message: `Discount code ${current.code} deleted` };
    },
  };
}

export type DiscountsService = ReturnType<typeof createDiscountsService>;
