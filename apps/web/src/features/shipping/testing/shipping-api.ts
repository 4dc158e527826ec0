/** A tiny API over an in-memory list of shipping zones, answering as the server does, for the page's tests. */
import type { ManagedShippingMethod, ShippingMethodInput, ShippingZone, ShippingZoneInput } from '@shop/shared/shipping.schema';
import { fieldRefusal } from '@/test/api-answers';
import type { ApiHandler } from '@/test/render-app';

/** A flat $4.99 method, unless told otherwise. */
export function aMethod(overrides: Partial<ManagedShippingMethod> = {}): ManagedShippingMethod {
  const name = overrides.name ?? 'Standard';
  return {
    _id: `method-${name.toLowerCase().replaceAll(' ', '-')}`,
    zoneId: 'zone-domestic',
    name,
    estimate: '3–5 business days',
    kind: 'flat',
    rate: 4.99,
    freeOverAmount: null,
    bands: [],
    ...overrides,
  };
}

/** A zone of the United States, without methods, unless told otherwise. */
export function aZone(overrides: Partial<ShippingZone> = {}): ShippingZone {
  const name = overrides.name ?? 'Domestic';
  return {
    _id: `zone-${name.toLowerCase().replaceAll(' ', '-')}`,
    name,
    places: ['US'],
    methods: [],
    createdAt: '2025-03-14T10:00:00.000Z',
    ...overrides,
  };
}

/** The method as the server keeps it: only its kind's fields. */
function methodOf(id: string, zoneId: string, input: ShippingMethodInput): ManagedShippingMethod {
  return {
    _id: id,
    zoneId,
    name: input.name.trim(),
    estimate: input.estimate?.trim() ?? '',
    kind: input.kind,
    rate: input.rate ?? 0,
    freeOverAmount: input.kind === 'free-over' ? (input.freeOverAmount ?? null) : null,
    bands: input.kind === 'weight' ? (input.bands ?? []) : [],
  };
}

/**
 * `/shipping/zones` and `/shipping/methods`: a place another zone holds is refused on its row,
 * naming the zone; every change answers the server's message.
 */
export function shippingApi(initial: ShippingZone[]): ApiHandler {
  let zones = [...initial];
  let made = 0;
  const replace = (zone: ShippingZone) => {
    zones = zones.map((row) => (row._id === zone._id ? zone : row));
  };
  return ({ method, path, body }) => {
    if (method === 'GET' && path === '/shipping/zones') return Response.json({ zones });
    if (method === 'POST' && path === '/shipping/zones') {
      const input = body as ShippingZoneInput;
      for (const [index, place] of input.places.entries()) {
        const holder = zones.find((zone) => zone.places.includes(place));
        if (holder) return fieldRefusal(`places.${index}`, `${place} is already in the zone ${holder.name}`);
      }
      const added = aZone({ _id: `zone-new-${(made += 1)}`, name: input.name.trim(), places: input.places });
      zones = [...zones, added];
      return Response.json({ message: `Shipping zone ${added.name} created`, zone: added }, { status: 201 });
    }
    const zoneId = /^\/shipping\/zones\/([^/]+)(\/methods)?$/.exec(path);
    const zone = zones.find((row) => row._id === zoneId?.[1]);
    if (zone && zoneId?.[2] && method === 'POST') {
      const added = methodOf(`method-new-${(made += 1)}`, zone._id, body as ShippingMethodInput);
      replace({ ...zone, methods: [...zone.methods, added] });
      return Response.json({ message: `Shipping method ${added.name} created`, method: added }, { status: 201 });
    }
    if (zone && !zoneId?.[2] && method === 'PATCH') {
      const changed = { ...zone, ...(body as Partial<ShippingZoneInput>) };
      replace(changed);
      return Response.json({ message: `Shipping zone ${changed.name} updated`, zone: changed });
    }
    if (zone && !zoneId?.[2] && method === 'DELETE') {
      zones = zones.filter((row) => row !== zone);
      return Response.json({ message: `Shipping zone ${zone.name} deleted` });
    }
    const methodId = /^\/shipping\/methods\/([^/]+)$/.exec(path)?.[1];
    const owner = zones.find((row) => row.methods.some((line) => line._id === methodId));
    const current = owner?.methods.find((line) => line._id === methodId);
    if (!owner || !current) return undefined;
    if (method === 'PATCH') {
      const changed = methodOf(current._id, owner._id, { ...current, ...(body as Partial<ShippingMethodInput>) });
      replace({ ...owner, methods: owner.methods.map((line) => (line === current ? changed : line)) });
      return Response.json({ message: `Shipping method ${changed.name} updated`, method: changed });
    }
    if (method === 'DELETE') {
      replace({ ...owner, methods: owner.methods.filter((line) => line !== current) });
      return Response.json({ message: `Shipping method ${current.name} deleted` });
    }
    return undefined;
  };
}
