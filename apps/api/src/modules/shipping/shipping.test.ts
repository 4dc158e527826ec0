/**
 * Shipping zones and their methods through the real HTTP stack: the admin's list and changes
 * (audited), what each place and each kind of method must be, a place held by one zone only,
 * and the bag's read of the methods to a place (a zone's region before a zone's country), with
 * the pricing pipeline's view of the same methods kept in memory until the next change.
 */
import type { ManagedShippingMethod, ShippingZone } from '@shop/shared/shipping.schema';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, shippingMethods, shippingZones } from '../../db/schema/index';
import { signedInUser, type SignedInUser, staffActor } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { createShippingRepository, createShippingService } from './index';

const t = useTestApp();
let admin: SignedInUser;
let shopper: SignedInUser;

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, cookie = admin.cookie) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });

const createZone = async (payload: object) => {
  const res = await call('POST', '/api/shipping/zones', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().zone as ShippingZone;
};

const createMethod = async (zone: ShippingZone, payload: object) => {
  const res = await call('POST', `/api/shipping/zones/${zone._id}/methods`, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().method as ManagedShippingMethod;
};

const methodsTo = async (query: string) => {
  const res = await call('GET', `/api/shipping/methods?${query}`, undefined, '');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const lastAudit = async (action: string, entityId: string) =>
  (
    await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)))
      .orderBy(desc(auditLog.createdAt))
  )[0];

/** The admin, as the service takes who acts. */
const actor = () => ({ ...staffActor('owner'), id: admin.id, email: admin.email });

let domestic: ShippingZone;
let westCoast: ShippingZone;

beforeAll(async () => {
  [admin, shopper] = await Promise.all([signedInUser(t, 'admin'), signedInUser(t)]);
});

describe('a shop without zones', () => {
  it('ships as it always has: anywhere, zones not configured', async () => {
    expect(await methodsTo('country=GB')).toEqual({ methods: [], shipsThere: true, zonesConfigured: false });
    const service = createShippingService({ repository: createShippingRepository(t.database.db) });
    expect(await service.methodsFor({ country: 'US', region: 'CA' })).toEqual({ zonesConfigured: false, methods: [] });
  });
});

describe('the admin’s shipping zones', () => {
  it('creates a zone with its places in capitals, lists it, and audits it', async () => {
    domestic = await createZone({ name: ' Domestic ', places: ['us', ' ca '] });
    expect(domestic).toMatchObject({ name: 'Domestic', places: ['US', 'CA'], methods: [] });
    const list = (await call('GET', '/api/shipping/zones')).json().zones as ShippingZone[];
    expect(list.map((zone) => zone.name)).toEqual(['Domestic']);
    const entry = await lastAudit('shipping.create-zone', domestic._id);
    expect(entry).toMatchObject({ entity: 'shipping', details: { name: 'Domestic' }, after: { name: 'Domestic', places: ['US', 'CA'] } });
  });

  it('refuses a place that is not one, a place twice, a place another zone holds (naming it), and a taken name', async () => {
    const unknown = await call('POST', '/api/shipping/zones', { name: 'Nowhere', places: ['XX', 'US-CALIF', 'FR'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      { path: 'places.0', message: 'XX is not a known country code' },
      { path: 'places.1', message: 'US-CALIF is not a country code (like GB) or a country and region (like US-CA)' },
    ]);
    const twice = await call('POST', '/api/shipping/zones', { name: 'Europe', places: ['FR', 'fr'] });
    expect(twice.json().errors).toEqual([{ path: 'places.1', message: 'FR is listed twice' }]);
    const none = await call('POST', '/api/shipping/zones', { name: 'Europe', places: [] });
    expect(none.json().errors).toEqual([{ path: 'places', message: 'Add at least one place' }]);

    const taken = await call('POST', '/api/shipping/zones', { name: 'West coast', places: ['US-CA', 'US', 'CA'] });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({
      message: 'US is already in the zone Domestic; CA is already in the zone Domestic',
      errors: [
        { path: 'places.1', message: 'US is already in the zone Domestic' },
        { path: 'places.2', message: 'CA is already in the zone Domestic' },
      ],
    });
    const named = await call('POST', '/api/shipping/zones', { name: 'DOMESTIC', places: ['FR'] });
    expect(named.json().errors).toEqual([{ path: 'name', message: 'A zone named Domestic already exists' }]);

    // A region of a country another zone holds is a place of its own.
    westCoast = await createZone({ name: 'West coast', places: ['US-CA', 'US-OR', 'US-WA'] });
    const moved = await call('PATCH', `/api/shipping/zones/${domestic._id}`, { places: ['US', 'US-OR'] });
    expect(moved.json().errors).toEqual([{ path: 'places.1', message: 'US-OR is already in the zone West coast' }]);
    // A zone keeps its own places when it changes.
    const renamed = await call('PATCH', `/api/shipping/zones/${domestic._id}`, { name: 'Home', places: ['US', 'CA', 'MX'] });
    expect(renamed.json()).toMatchObject({ message: 'Shipping zone Home updated', zone: { name: 'Home', places: ['US', 'CA', 'MX'] } });
    expect((await lastAudit('shipping.update-zone', domestic._id))?.before).toEqual({ name: 'Domestic', places: ['US', 'CA'] });
    // Nothing sent, nothing changed.
    expect((await call('PATCH', `/api/shipping/zones/${domestic._id}`, {})).json().zone).toMatchObject({ name: 'Home' });
  });

  it('is for admins only', async () => {
    expect((await call('GET', '/api/shipping/zones', undefined, shopper.cookie)).statusCode).toBe(403);
    expect((await call('POST', '/api/shipping/zones', { name: 'Mine', places: ['DE'] }, shopper.cookie)).statusCode).toBe(403);
    expect(
      (await call('POST', `/api/shipping/zones/${domestic._id}/methods`, { name: 'Mine', kind: 'flat', rate: 0 }, '')).statusCode,
    ).toBe(401);
    expect((await call('GET', '/api/shipping/zones')).json().zones).toHaveLength(2);
  });
});

describe('a zone’s methods', () => {
  it('adds a flat, a free-over and a weight method, kept in cents and answered in dollars', async () => {
    const standard = await createMethod(domestic, { name: 'Standard', estimate: '3–5 business days', kind: 'flat', rate: 4.99 });
    expect(standard).toMatchObject({
      name: 'Standard',
      estimate: '3–5 business days',
      kind: 'flat',
      rate: 4.99,
      freeOverAmount: null,
      bands: [],
    });
    const [row] = await t.database.db.select().from(shippingMethods).where(eq(shippingMethods.id, standard._id));
    expect(row).toMatchObject({ rateCents: 499, freeOverCents: null, position: 0 });
    expect((await lastAudit('shipping.create-method', standard._id))?.details).toEqual({ name: 'Standard', zone: 'Home' });

    await createMethod(domestic, { name: 'Free over $75', kind: 'free-over', rate: 4.99, freeOverAmount: 75 });
    const byWeight = await createMethod(domestic, {
      name: 'Parcel',
      estimate: '2 days',
      kind: 'weight',
      bands: [
        { upToGrams: 500, rate: 3 },
        { upToGrams: 2000, rate: 6 },
        { upToGrams: null, rate: 9.5 },
      ],
    });
    expect(byWeight.bands).toEqual([
      { upToGrams: 500, rate: 3 },
      { upToGrams: 2000, rate: 6 },
      { upToGrams: null, rate: 9.5 },
    ]);
    const zone = ((await call('GET', '/api/shipping/zones')).json().zones as ShippingZone[]).find((line) => line._id === domestic._id);
    expect(zone?.methods.map((method) => method.name)).toEqual(['Standard', 'Free over $75', 'Parcel']);
  });

  it('refuses what a kind misses, saying what', async () => {
    const url = `/api/shipping/zones/${domestic._id}/methods`;
    const noThreshold = await call('POST', url, { name: 'Free', kind: 'free-over', rate: 5 });
    expect(noThreshold.json().errors).toEqual([
      { path: 'freeOverAmount', message: 'A free-over method needs its threshold: the subtotal from which shipping is free' },
    ]);
    const noBands = await call('POST', url, { name: 'Heavy', kind: 'weight' });
    expect(noBands.json().errors).toEqual([{ path: 'bands', message: 'A weight method needs at least one band' }]);
    const badBands = await call('POST', url, {
      name: 'Heavy',
      kind: 'weight',
      bands: [
        { upToGrams: 500, rate: 3 },
        { upToGrams: null, rate: 4 },
        { upToGrams: 400, rate: 5 },
      ],
    });
    expect(badBands.json().errors).toEqual([
      { path: 'bands.1.upToGrams', message: 'Only the last band may have no upper weight (band 2 has none)' },
      { path: 'bands.2.upToGrams', message: 'The last band must have no upper weight: add one for parcels over 400 g' },
    ]);
    const decreasing = await call('POST', url, {
      name: 'Heavy',
      kind: 'weight',
      bands: [
        { upToGrams: 500, rate: 3 },
        { upToGrams: 400, rate: 5 },
        { upToGrams: null, rate: 7 },
      ],
    });
    expect(decreasing.json().errors).toEqual([
      { path: 'bands.1.upToGrams', message: 'Band 2 must go up to more than 500 g, the band before it' },
    ]);
    const noRate = await call('POST', url, { name: 'Flat', kind: 'flat', rate: 4.999 });
    expect(noRate.json().errors).toEqual([{ path: 'rate', message: 'rate must have at most two decimals' }]);
    expect((await call('POST', url, { name: 'Flat', kind: 'flat' })).json().errors).toEqual([
      { path: 'rate', message: 'rate is required' },
    ]);
    expect(
      (await call('POST', '/api/shipping/zones/00000000-0000-4000-8000-000000000000/methods', { name: 'X', kind: 'flat', rate: 1 }))
        .statusCode,
    ).toBe(404);
  });

  it('changes a method’s kind only with that kind’s fields, and audits what changed', async () => {
    const standard = ((await call('GET', '/api/shipping/zones')).json().zones as ShippingZone[])[0]!.methods[0]!;
    const missing = await call('PATCH', `/api/shipping/methods/${standard._id}`, { kind: 'free-over' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { path: 'freeOverAmount', message: 'A free-over method needs its threshold: the subtotal from which shipping is free' },
    ]);
    const changed = await call('PATCH', `/api/shipping/methods/${standard._id}`, {
      kind: 'free-over',
      freeOverAmount: 100,
      estimate: '3–6 days',
    });
    expect(changed.json()).toMatchObject({
      message: 'Shipping method Standard updated',
      method: { kind: 'free-over', rate: 4.99, freeOverAmount: 100, estimate: '3–6 days' },
    });
    const entry = await lastAudit('shipping.update-method', standard._id);
    expect(entry).toMatchObject({
      before: { kind: 'flat', freeOverCents: null, estimate: '3–5 business days' },
      after: { kind: 'free-over', freeOverCents: 10000, estimate: '3–6 days' },
    });
    // Back to flat: the threshold is not kept.
    const flat = await call('PATCH', `/api/shipping/methods/${standard._id}`, { kind: 'flat', estimate: '3–5 business days' });
    expect(flat.json().method).toMatchObject({ kind: 'flat', freeOverAmount: null });
    expect((await call('PATCH', '/api/shipping/methods/00000000-0000-4000-8000-000000000000', { name: 'X' })).statusCode).toBe(404);
  });
});

describe('the methods to a place, for the bag', () => {
  it('answers the zone holding the region before the zone holding its country, to anyone', async () => {
    await createMethod(westCoast, { name: 'Coast courier', estimate: 'Next day', kind: 'flat', rate: 7 });
    const california = await methodsTo('country=us&region=ca');
    expect(california.shipsThere).toBe(true);
    expect(california.zonesConfigured).toBeUndefined();
    expect(california.methods).toEqual([
      { id: expect.any(String), name: 'Coast courier', estimate: 'Next day', kind: 'flat', rate: 7, freeOverAmount: null, bands: [] },
    ]);
    expect((await methodsTo('country=US&region=US-CA')).methods.map((method: { name: string }) => method.name)).toEqual(['Coast courier']);
    // A region no zone names, or a state's name, ships as its country.
    const newYork = await methodsTo('country=US&region=NY');
    expect(newYork.methods.map((method: { name: string }) => method.name)).toEqual(['Standard', 'Free over $75', 'Parcel']);
    expect(newYork.methods[1]).toMatchObject({ kind: 'free-over', rate: 4.99, freeOverAmount: 75, bands: [] });
    expect((await methodsTo('country=US&region=New%20York')).methods).toHaveLength(3);
    expect((await methodsTo('country=MX&region=')).methods).toHaveLength(3);
  });

  it('says when the shop does not ship there, and refuses a country that is not a code', async () => {
    expect(await methodsTo('country=GB')).toEqual({ methods: [], shipsThere: false });
    const bad = await call('GET', '/api/shipping/methods?country=Britain', undefined, '');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ path: 'country', message: 'Choose a country' }]);
  });

  it('gives the pricing pipeline the same methods, kept in memory until a change', async () => {
    const service = createShippingService({ repository: createShippingRepository(t.database.db) });
    const california = await service.methodsFor({ country: 'US', region: 'CA' });
    expect(california).toEqual({
      zonesConfigured: true,
      methods: [
        {
          id: expect.any(String),
          name: 'Coast courier',
          estimate: 'Next day',
          kind: 'flat',
          rateCents: 700,
          freeOverCents: null,
          bands: [],
        },
      ],
    });
    expect((await service.methodsFor({ country: 'US', region: null })).methods.map((method) => method.bands)).toEqual([
      [],
      [],
      [
        { upToGrams: 500, rateCents: 300 },
        { upToGrams: 2000, rateCents: 600 },
        { upToGrams: null, rateCents: 950 },
      ],
    ]);
    expect(await service.methodsFor({ country: 'GB' })).toEqual({ zonesConfigured: true, methods: [] });

    // Read from memory: a row written behind the service's back is not seen...
    await t.database.db.insert(shippingZones).values({ name: 'Behind its back', places: ['GB'] });
    expect((await service.methodsFor({ country: 'GB' })).methods).toEqual([]);
    // ...until a change through the service forgets what it kept.
    const europe = await service.createZone(actor(), { name: 'Europe', places: ['FR', 'DE'] });
    await service.createMethod(actor(), europe.zone._id, { name: 'Royal', kind: 'flat', rate: 3 });
    expect((await service.methodsFor({ country: 'GB' })).methods).toEqual([]);
    expect((await service.methodsFor({ country: 'de' })).methods.map((method) => method.name)).toEqual(['Royal']);
  });
});

describe('deleting', () => {
  it('deletes a method, then a zone with its methods, and audits both', async () => {
    const [home] = (await call('GET', '/api/shipping/zones')).json().zones as ShippingZone[];
    const parcel = home!.methods.find((method) => method.name === 'Parcel')!;
    expect((await call('DELETE', `/api/shipping/methods/${parcel._id}`)).json()).toEqual({ message: 'Shipping method Parcel deleted' });
    expect((await call('DELETE', `/api/shipping/methods/${parcel._id}`)).statusCode).toBe(404);
    expect((await lastAudit('shipping.delete-method', parcel._id))?.before).toMatchObject({ name: 'Parcel', kind: 'weight' });

    expect((await call('DELETE', `/api/shipping/zones/${home!._id}`)).json()).toEqual({ message: 'Shipping zone Home deleted' });
    expect(await t.database.db.select().from(shippingMethods).where(eq(shippingMethods.zoneId, home!._id))).toEqual([]);
    expect((await lastAudit('shipping.delete-zone', home!._id))?.before).toEqual({
      name: 'Home',
      places: ['US', 'CA', 'MX'],
      methods: ['Standard', 'Free over $75'],
    });
    expect((await call('DELETE', `/api/shipping/zones/${home!._id}`)).statusCode).toBe(404);
    // Its places are now shipped to by no zone; the region's zone still ships to its own.
    expect((await methodsTo('country=US&region=NY')).shipsThere).toBe(false);
    expect((await methodsTo('country=US&region=CA')).shipsThere).toBe(true);
  });
});
