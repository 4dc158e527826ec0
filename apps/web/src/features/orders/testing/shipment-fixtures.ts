import type { Shipment, ShipmentsResponse, ShippableLine } from '@shop/shared/shipment.schema';

/** The order lines' ids, as the API gives them (uuids: the form checks them with the shared schema). */
export const FIELD_LINE = '1a2b3c4d-0000-4000-8000-00000000f1e1';
export const HARBOR_LINE = '1a2b3c4d-0000-4000-8000-00000000ab01';

/** The two lines of `anOrder()` as the shipments answer lists them: two Field Tees, one Harbor Tee. */
export function shippableLines(shipped: { field?: number; harbor?: number } = {}): ShippableLine[] {
  return [
    {
      lineId: FIELD_LINE,
      name: 'Field Tee',
      image: '/uploads/field.webp',
      color: 'black',
      size: 'm',
      sku: 'FIELD-BLACK-M',
      quantity: 2,
      shipped: shipped.field ?? 0,
    },
    {
      lineId: HARBOR_LINE,
      name: 'Harbor Tee',
      image: '/uploads/harbor.webp',
      color: 'blue',
      size: 'l',
      sku: 'HARBOR-BLUE-L',
      quantity: 1,
      shipped: shipped.harbor ?? 0,
    },
  ];
}

/** One parcel with one Field Tee, sent with UPS. */
export function aShipment(overrides: Partial<Shipment> = {}): Shipment {
  return {
    id: 'shipment-1',
    carrier: 'ups',
    carrierName: 'UPS',
    trackingNumber: '1Z999AA10123456784',
    trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    lines: [{ lineId: FIELD_LINE, name: 'Field Tee', color: 'black', size: 'm', quantity: 1 }],
    shippedAt: '2025-03-16T16:45:00.000Z',
    ...overrides,
  };
}

/** The answer of GET /api/orders/{id}/shipments for these parcels, counting what they hold as shipped. */
export function shipmentsAnswer(shipments: Shipment[]): ShipmentsResponse {
  const count = (lineId: string) =>
    shipments.flatMap((shipment) => shipment.lines).reduce((sum, line) => (line.lineId === lineId ? sum + line.quantity : sum), 0);
  return { shipments, lines: shippableLines({ field: count(FIELD_LINE), harbor: count(HARBOR_LINE) }) };
}
