/**
 * Shipping zones and their methods: the admin's list and changes (audited), the bag's read of
 * the methods that ship to a place, and the same methods as the pricing pipeline reads them
 * (packages/shared/src/pricing.ts), for the bag's price and the checkout.
 *
 * A place is in one zone at most; a zone's region ('US-CA') is more precise than a zone's
 * country ('US'), so a destination in California takes the first zone's methods. A shop with no
 * zones at all ships as it always has (the one rate of its settings).
 *
 * The zones and methods are read once and kept in this process until the next change: every
 * bag's price reads them. Another instance's change reaches this one within RULES_TTL_MS.
 */
import { CountryCodeSchema } from '@shop/shared/address.schema';
import { toCents, toDollars } from '@shop/shared/money';
import type { ShippingMethod } from '@shop/shared/pricing';
import {
  placeOf,
  shippingMethodProblems,
  type ManagedShippingMethod,
  type ShippingMethodInputParsed,
  type ShippingMethodKind,
  type ShippingMethodUpdateParsed,
  type ShippingOption,
  type ShippingOptionsResponse,
  type ShippingZone,
  type ShippingZoneInputParsed,
  type ShippingZoneUpdateParsed,
} from '@shop/shared/shipping.schema';
import type { AuthUser } from '../../lib/guards';
import { badRequest, notFound, type FieldError } from '../../lib/http-errors';
import { recordAudit } from '../audit';
import type { MethodRow, MethodValues, ShippingQueries, ShippingRepository, ZoneRow } from './shipping.repository';

const ZONE_NOT_FOUND = 'Shipping zone not found.';
const METHOD_NOT_FOUND = 'Shipping method not found.';

/** A safety net for changes made by another instance or outside the app: the rules are read again at least this often. */
export const RULES_TTL_MS = 60_000;

/** Where a parcel goes: a country's code, and the state or region of the address, if any. */
export interface ShippingDestination {
  country: string;
  region?: string | null;
}

/** The methods that ship to a destination, as the pricing pipeline reads them. */
export interface ShippingRules {
  /** false when the shop has set no zones: it then ships everywhere at its one rate. */
  zonesConfigured: boolean;
  /** The methods of the zone that holds the destination, in their order; none when no zone does. */
  methods: ShippingMethod[];
}

/** Every zone and its methods, as read at once. */
interface Rules {
  zones: ZoneRow[];
  methodsOf: Map<string, MethodRow[]>;
  /** Which zone holds each place. */
  zoneOf: Map<string, ZoneRow>;
}

export function toManagedMethod(row: MethodRow): ManagedShippingMethod {
  return {
    _id: row.id,
    zoneId: row.zoneId,
    name: row.name,
    estimate: row.estimate,
    kind: row.kind,
    rate: toDollars(row.rateCents),
    freeOverAmount: row.freeOverCents === null ? null : toDollars(row.freeOverCents),
    bands: row.bands.map((band) => ({ upToGrams: band.upToGrams, rate: toDollars(band.rateCents) })),
  };
}

export function toZone(row: ZoneRow, methods: MethodRow[]): ShippingZone {
  return {
    _id: row.id,
    name: row.name,
    places: row.places,
    methods: methods.map(toManagedMethod),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A method as the pricing pipeline reads it. */
export function pricingMethod(row: MethodRow): ShippingMethod {
  return {
    id: row.id,
    name: row.name,
    estimate: row.estimate,
    kind: row.kind,
    rateCents: row.rateCents,
    freeOverCents: row.freeOverCents,
    bands: row.bands,
  };
}

function toOption(row: MethodRow): ShippingOption {
  const { _id, zoneId: _zone, ...method } = toManagedMethod(row);
  return { id: _id, ...method };
}

/**
 * The destination as places to look for, most precise first: 'US-CA' then 'US'. A region may
 * come as 'CA' or 'US-CA'; one that is not a region's code ('California') looks only for the country.
 */
function placesFor(destination: ShippingDestination): string[] {
  const country = destination.country.trim().toUpperCase();
  let region = destination.region?.trim().toUpperCase() ?? '';
  if (region.startsWith(`${country}-`)) region = region.slice(country.length + 1);
  return /^[A-Z0-9]{1,3}$/.test(region) ? [placeOf(country, region), country] : [country];
}

/** The stored values of a method's pricing, for its kind: what another kind would use is not kept. */
function pricingValues(method: {
  kind: ShippingMethodKind;
  rate: number;
  freeOverAmount: number | null;
  bands: { upToGrams: number | null; rate: number }[];
}) {
  return {
    kind: method.kind,
    rateCents: toCents(method.rate),
    freeOverCents: method.kind === 'free-over' && method.freeOverAmount !== null ? toCents(method.freeOverAmount) : null,
    bands: method.kind === 'weight' ? method.bands.map((band) => ({ upToGrams: band.upToGrams, rateCents: toCents(band.rate) })) : [],
  } satisfies Partial<MethodValues>;
}

/** The method's problems for its kind, as the API answers them. */
function refuseProblems(method: Parameters<typeof shippingMethodProblems>[0]) {
  const problems = shippingMethodProblems(method);
  if (problems.length === 0) return;
  const errors: FieldError[] = problems.map((problem) => ({ path: problem.path.join('.'), message: problem.message }));
  throw badRequest(errors.map((error) => error.message).join('; '), errors);
}

/** What an audit entry keeps of a zone, and of a method. */
const auditedZone = (row: ZoneRow) => ({ name: row.name, places: row.places });
const auditedMethod = (row: MethodRow) => ({
  name: row.name,
  estimate: row.estimate,
  kind: row.kind,
  rateCents: row.rateCents,
  freeOverCents: row.freeOverCents,
  bands: row.bands,
});

/** The fields of `before` and `after` that differ, each side with only those. */
function changes<Fields extends Record<string, unknown>>(before: Fields, after: Fields) {
  const changed = Object.keys(after).filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
  return {
    before: Object.fromEntries(changed.map((field) => [field, before[field]])),
    after: Object.fromEntries(changed.map((field) => [field, after[field]])),
  };
}

export function createShippingService({ repository, now = Date.now }: { repository: ShippingRepository; now?: () => number }) {
  // The rules kept in this process, and the changes counted, so that a read begun before a change is not kept.
  let kept: { rules: Promise<Rules>; readAt: number } | null = null;
  let generation = 0;

  async function readRules(): Promise<Rules> {
    const [zones, methods] = await Promise.all([repository.zones(), repository.methods()]);
    const methodsOf = new Map<string, MethodRow[]>(zones.map((zone) => [zone.id, []]));
    for (const method of methods) methodsOf.get(method.zoneId)?.push(method);
    const zoneOf = new Map<string, ZoneRow>();
    for (const zone of zones) for (const place of zone.places) if (!zoneOf.has(place)) zoneOf.set(place, zone);
    return { zones, methodsOf, zoneOf };
  }

  function rules(): Promise<Rules> {
    if (kept && now() - kept.readAt < RULES_TTL_MS) return kept.rules;
    const reading = generation;
    const entry = { rules: readRules(), readAt: now() };
    kept = entry;
    entry.rules.then(
      () => {
        // A change while reading: what was read may be out of date.
        if (reading !== generation && kept === entry) kept = null;
      },
      () => {
        if (kept === entry) kept = null;
      },
    );
    return entry.rules;
  }

  /** Called after every change has committed. */
  function forget() {
    generation += 1;
    kept = null;
  }

  /** The zone that holds the destination, most precise place first; null when none does. */
  async function zoneFor(destination: ShippingDestination): Promise<{ rules: Rules; zone: ZoneRow | null }> {
    const all = await rules();
    for (const place of placesFor(destination)) {
      const zone = all.zoneOf.get(place);
      if (zone) return { rules: all, zone };
    }
    return { rules: all, zone: null };
  }

  async function zoneView(id: string): Promise<ShippingZone> {
    const row = await repository.findZone(id);
    if (!row) throw notFound(ZONE_NOT_FOUND);
    return toZone(row, await repository.methodsOf(id));
  }

  /** Refuses a name another zone has, and places other zones hold, saying which zone holds each. */
  async function checkZone(queries: ShippingQueries, input: { name?: string; places?: string[] }, id?: string) {
    if (input.name !== undefined) {
      const named = await queries.zoneNamed(input.name);
      if (named && named.id !== id) {
        const message = `A zone named ${named.name} already exists`;
        throw badRequest(message, [{ path: 'name', message }]);
      }
    }
    if (input.places !== undefined) {
      const holders = (await queries.zonesHolding(input.places)).filter((zone) => zone.id !== id);
      const errors: FieldError[] = [];
      input.places.forEach((place, index) => {
        const holder = holders.find((zone) => zone.places.includes(place));
        if (holder) errors.push({ path: `places.${index}`, message: `${place} is already in the zone ${holder.name}` });
      });
      if (errors.length > 0) throw badRequest(errors.map((error) => error.message).join('; '), errors);
    }
  }

  return {
    /** Every zone with its methods, in the shop's order (admin). */
    async list(): Promise<ShippingZone[]> {
      const [zones, methods] = await Promise.all([repository.zones(), repository.methods()]);
      return zones.map((zone) =>
        toZone(
          zone,
          methods.filter((method) => method.zoneId === zone.id),
        ),
      );
    },

    async createZone(actor: AuthUser, input: ShippingZoneInputParsed): Promise<{ message: string; zone: ShippingZone }> {
      const row = await repository.transaction(async (tx, queries) => {
        await queries.lockZones();
        await checkZone(queries, input);
        const saved = await queries.insertZone({ name: input.name, places: input.places, position: await queries.nextZonePosition() });
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'shipping.create-zone',
          entityId: saved.id,
          details: { name: saved.name },
          after: auditedZone(saved),
        });
        return saved;
      });
      forget();
      return { message: `Shipping zone ${row.name} created`, zone: await zoneView(row.id) };
    },

    async updateZone(actor: AuthUser, id: string, input: ShippingZoneUpdateParsed): Promise<{ message: string; zone: ShippingZone }> {
      const row = await repository.transaction(async (tx, queries) => {
        await queries.lockZones();
        const current = await queries.findZone(id);
        if (!current) throw notFound(ZONE_NOT_FOUND);
        await checkZone(queries, input, id);
        const values = {
          ...(input.name === undefined ? {} : { name: input.name }),
          ...(input.places === undefined ? {} : { places: input.places }),
        };
        // Nothing sent: nothing to change, nor to audit.
        if (Object.keys(values).length === 0) return current;
        const saved = await queries.updateZone(id, values);
        if (!saved) throw notFound(ZONE_NOT_FOUND);
        const changed = changes(auditedZone(current), auditedZone(saved));
        if (Object.keys(changed.after).length > 0)
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'shipping.update-zone',
            entityId: id,
            details: { name: saved.name },
            ...changed,
          });
        return saved;
      });
      forget();
      return { message: `Shipping zone ${row.name} updated`, zone: await zoneView(id) };
    },

    /** Deletes a zone and its methods: its places are then shipped to by no zone. */
    async removeZone(actor: AuthUser, id: string): Promise<{ message: string }> {
      const row = await repository.transaction(async (tx, queries) => {
        const methods = await queries.methodsOf(id);
        const deleted = await queries.removeZone(id);
        if (!deleted) throw notFound(ZONE_NOT_FOUND);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'shipping.delete-zone',
          entityId: id,
          details: { name: deleted.name },
          before: { ...auditedZone(deleted), methods: methods.map((method) => method.name) },
        });
        return deleted;
      });
      forget();
      return { message: `Shipping zone ${row.name} deleted` };
    },

    async createMethod(
      actor: AuthUser,
      zoneId: string,
      input: ShippingMethodInputParsed,
    ): Promise<{ message: string; method: ManagedShippingMethod }> {
      const row = await repository.transaction(async (tx, queries) => {
        const zone = await queries.findZone(zoneId);
        if (!zone) throw notFound(ZONE_NOT_FOUND);
        const saved = await queries.insertMethod({
          zoneId,
          name: input.name,
          estimate: input.estimate ?? '',
          ...pricingValues({
            kind: input.kind,
            rate: input.rate ?? 0,
            freeOverAmount: input.freeOverAmount ?? null,
            bands: input.bands ?? [],
          }),
          position: await queries.nextMethodPosition(zoneId),
        });
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'shipping.create-method',
          entityId: saved.id,
          details: { name: saved.name, zone: zone.name },
          after: auditedMethod(saved),
        });
        return saved;
      });
      forget();
      return { message: `Shipping method ${row.name} created`, method: toManagedMethod(row) };
    },

    async updateMethod(
      actor: AuthUser,
      id: string,
      input: ShippingMethodUpdateParsed,
    ): Promise<{ message: string; method: ManagedShippingMethod }> {
      const current = await repository.findMethod(id);
      if (!current) throw notFound(METHOD_NOT_FOUND);
      // The method as it would become, checked whole: a change of kind needs that kind's fields.
      const stored = toManagedMethod(current);
      const pricing = {
        kind: input.kind ?? stored.kind,
        rate: input.rate ?? stored.rate,
        freeOverAmount: input.freeOverAmount === undefined ? stored.freeOverAmount : input.freeOverAmount,
        bands: input.bands ?? stored.bands,
      };
      refuseProblems(pricing);
      const row = await repository.transaction(async (tx, queries) => {
        const saved = await queries.updateMethod(id, {
          ...(input.name === undefined ? {} : { name: input.name }),
          ...(input.estimate === undefined ? {} : { estimate: input.estimate }),
          ...pricingValues(pricing),
        });
        if (!saved) throw notFound(METHOD_NOT_FOUND);
        const changed = changes(auditedMethod(current), auditedMethod(saved));
        if (Object.keys(changed.after).length > 0) {
          const zone = await queries.findZone(saved.zoneId);
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'shipping.update-method',
            entityId: id,
            details: { name: saved.name, zone: zone?.name ?? null },
            ...changed,
          });
        }
        return saved;
      });
      forget();
      return { message: `Shipping method ${row.name} updated`, method: toManagedMethod(row) };
    },

    async removeMethod(actor: AuthUser, id: string): Promise<{ message: string }> {
      const row = await repository.transaction(async (tx, queries) => {
        const deleted = await queries.removeMethod(id);
        if (!deleted) throw notFound(METHOD_NOT_FOUND);
        const zone = await queries.findZone(deleted.zoneId);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'shipping.delete-method',
          entityId: id,
          details: { name: deleted.name, zone: zone?.name ?? null },
          before: auditedMethod(deleted),
        });
        return deleted;
      });
      forget();
      return { message: `Shipping method ${row.name} deleted` };
    },

    /** The bag's read: the methods that ship to a place, and whether the shop ships there at all. */
    async options(destination: ShippingDestination): Promise<ShippingOptionsResponse> {
      const { rules: all, zone } = await zoneFor(destination);
      if (all.zones.length === 0) return { methods: [], shipsThere: true, zonesConfigured: false };
      if (!zone) return { methods: [], shipsThere: false };
      return { methods: (all.methodsOf.get(zone.id) ?? []).map(toOption), shipsThere: true };
    },

    /**
     * The methods that ship to a destination, as the pricing pipeline reads them; read from
     * this process's memory after the first call, so cheap for every bag's price. A country
     * that is not a code ships nowhere.
     */
    async methodsFor(destination: ShippingDestination): Promise<ShippingRules> {
      const country = CountryCodeSchema.safeParse(destination.country);
      const { rules: all, zone } = await zoneFor({ ...destination, country: country.success ? country.data : '' });
      return {
        zonesConfigured: all.zones.length > 0,
        methods: zone ? (all.methodsOf.get(zone.id) ?? []).map(pricingMethod) : [],
      };
    },

    /** Forgets the rules kept in memory (a change made outside these calls). */
    forget,
  };
}

export type ShippingService = ReturnType<typeof createShippingService>;
