/**
 * Automatic sales: the admin's list (with each sale's state, and the paid orders and revenue it
 * brought), its changes (audited), and the sales running now for pricing (running-sales.ts).
 * The pricing itself is packages/shared/src/pricing.ts: the best running sale of a line takes
 * its amount off each unit, before any discount code.
 */
import { saleValueProblem, type Sale, type SaleInputParsed, type SaleUpdateParsed } from '@shop/shared/sale.schema';
import { toCents, toDollars } from '@shop/shared/money';
import type { AuthUser } from '../../lib/guards';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { recordAudit } from '../audit';
import type { SalesClock } from './running-sales';
import type { SaleResults, SaleRow, SalesRepository, SaleValues } from './sales.repository';

const NOT_FOUND = 'Sale not found.';
const NO_RESULTS: SaleResults = { orders: 0, revenueCents: 0 };

/** Where a sale stands now. */
export function saleStateOf(row: SaleRow, now: Date): Sale['state'] {
  if (row.paused) return 'paused';
  if (row.endsAt && now >= row.endsAt) return 'ended';
  if (row.startsAt && now < row.startsAt) return 'scheduled';
  return 'running';
}

export function toSale(row: SaleRow, results: SaleResults = NO_RESULTS, now = new Date()): Sale {
  return {
    _id: row.id,
    name: row.name,
    kind: row.kind,
    value: row.kind === 'percent' ? row.value / 100 : toDollars(row.value),
    appliesTo: row.appliesTo as Sale['appliesTo'],
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    paused: row.paused,
    state: saleStateOf(row, now),
    orders: results.orders,
    revenue: toDollars(results.revenueCents),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The stored value: hundredths of a percent (20 % is 2000), or cents. */
const storedValue = (kind: SaleRow['kind'], value: number) => (kind === 'percent' ? Math.round(value * 100) : toCents(value));

const moment = (value: string | null | undefined) => (value === undefined ? undefined : value === null ? null : new Date(value));

/** What an audit entry keeps of a sale. */
const audited = (row: SaleRow) => ({
  name: row.name,
  kind: row.kind,
  value: row.value,
  appliesTo: row.appliesTo,
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
  paused: row.paused,
});

const endAfterStart = () => badRequest('the end must be after the start', [{ path: 'endsAt', message: 'the end must be after the start' }]);

export function createSalesService({ repository, clock }: { repository: SalesRepository; clock: SalesClock }) {
  async function view(id: string): Promise<Sale> {
    const row = await repository.find(id);
    if (!row) throw notFound(NOT_FOUND);
    return toSale(row, (await repository.results([id])).get(id));
  }

  /** After a committed change: pricing reads the sales again. */
  async function changed<T>(work: Promise<T>): Promise<T> {
    try {
      return await work;
    } finally {
      clock.forget();
    }
  }

  return {
    async list(): Promise<Sale[]> {
      const now = new Date();
      const [rows, results] = await Promise.all([repository.list(), repository.results()]);
      return rows.map((row) => toSale(row, results.get(row.id), now));
    },

    async create(actor: AuthUser, input: SaleInputParsed): Promise<{ message: string; sale: Sale }> {
      const values: SaleValues = {
        name: input.name,
        kind: input.kind,
        value: storedValue(input.kind, input.value),
        appliesTo: input.appliesTo ?? { kind: 'all' },
        startsAt: moment(input.startsAt) ?? null,
        endsAt: moment(input.endsAt) ?? null,
        paused: input.paused ?? false,
      };
      const row = await changed(
        repository.transaction(async (tx, queries) => {
          const saved = await queries.insert(values);
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'sale.create',
            entityId: saved.id,
            details: { name: saved.name },
            after: audited(saved),
          });
          return saved;
        }),
      );
      return { message: `Sale ${row.name} created`, sale: await view(row.id) };
    },

    async update(actor: AuthUser, id: string, input: SaleUpdateParsed): Promise<{ message: string; sale: Sale }> {
      const current = await repository.find(id);
      if (!current) throw notFound(NOT_FOUND);
      const kind = input.kind ?? current.kind;
      // A change of kind needs its own value; a value alone is of the stored kind.
      if (input.kind !== undefined && input.kind !== current.kind && input.value === undefined)
        throw badRequest('value is required', [{ path: 'value', message: 'value is required' }]);
      // The schema checks a value against its kind only when both are sent.
      const problem = input.value === undefined ? null : saleValueProblem(kind, input.value);
      if (problem) throw badRequest(problem, [{ path: 'value', message: problem }]);
      const values: Partial<SaleValues> = {
        ...(input.name === undefined ? {} : { name: input.name }),
        kind,
        value: input.value === undefined ? current.value : storedValue(kind, input.value),
        ...(input.appliesTo === undefined ? {} : { appliesTo: input.appliesTo }),
        ...(input.startsAt === undefined ? {} : { startsAt: moment(input.startsAt) }),
        ...(input.endsAt === undefined ? {} : { endsAt: moment(input.endsAt) }),
        ...(input.paused === undefined ? {} : { paused: input.paused }),
      };
      const startsAt = values.startsAt === undefined ? current.startsAt : values.startsAt;
      const endsAt = values.endsAt === undefined ? current.endsAt : values.endsAt;
      if (startsAt && endsAt && endsAt <= startsAt) throw endAfterStart();
      await changed(
        repository.transaction(async (tx, queries) => {
          const saved = await queries.update(id, values);
          if (!saved) throw notFound(NOT_FOUND);
          const before = audited(current);
          const after = audited(saved);
          const fields = (Object.keys(after) as (keyof typeof after)[]).filter(
            (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
          );
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'sale.update',
            entityId: id,
            details: { name: saved.name },
            before: Object.fromEntries(fields.map((field) => [field, before[field]])),
            after: Object.fromEntries(fields.map((field) => [field, after[field]])),
          });
        }),
      );
      const sale = await view(id);
      const message =
        input.paused === true && !current.paused
          ? `Sale ${sale.name} paused`
          : input.paused === false && current.paused
            ? `Sale ${sale.name} resumed`
            : `Sale ${sale.name} updated`;
      return { message, sale };
    },

    /** Deletes a sale; one that paid orders carry is kept for their records, and can only be paused or ended. */
    async remove(actor: AuthUser, id: string): Promise<{ message: string }> {
      const current = await repository.find(id);
      if (!current) throw notFound(NOT_FOUND);
      const results = (await repository.results([id])).get(id);
      if (results && results.orders > 0)
        throw conflict(`Sale ${current.name} has brought orders: pause it instead, so that their records keep it.`);
      await changed(
        repository.transaction(async (tx, queries) => {
          const deleted = await queries.remove(id);
          if (!deleted) throw notFound(NOT_FOUND);
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'sale.delete',
            entityId: id,
            details: { name: deleted.name },
            before: audited(deleted),
          });
        }),
      );
      return { message: `Sale ${current.name} deleted` };
    },
  };
}

export type SalesService = ReturnType<typeof createSalesService>;
