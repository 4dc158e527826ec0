import type { Return, ReturnOptionsResponse } from '@shop/shared/return.schema';

export const ORDER_ID = '7d1c2a3e-5b6f-4c8d-9e0f-112233445566';
export const LINEN_LINE_ID = '5e6f7a8b-1c2d-4e3f-8a9b-0c1d2e3f4a5b';
export const TOTE_LINE_ID = '6f7a8b9c-2d3e-4f5a-9b0c-1d2e3f4a5b6c';
export const CAP_LINE_ID = '7a8b9c0d-3e4f-4a5b-8c0d-2e3f4a5b6c7d';

/** A return just asked for by the test user: one Linen Tee, black M, for a refund. */
export function aReturn(overrides: Partial<Return> = {}): Return {
  return {
    _id: '1c9a7d63-4d8f-4a1b-8b62-8e3f5d2cab02',
    rmaNumber: 'RR-2026-000001',
    orderId: ORDER_ID,
    orderRef: 'ORD-7K2M9PQA',
    email: 'ada@example.com',
    status: 'requested',
    reason: 'Too small across the shoulders.',
    fit: 'too-small',
    outcome: 'refund',
    rejectionReason: null,
    restocked: false,
    refunded: null,
    currency: 'USD',
    credited: null,
    creditCode: null,
    createdAt: '2026-03-14T10:00:00.000Z',
    updatedAt: '2026-03-14T10:00:00.000Z',
    lines: [aReturnLine()],
    ...overrides,
  };
}

type ReturnLine = Return['lines'][number];

/** One Linen Tee, black M. */
export function aReturnLine(overrides: Partial<ReturnLine> = {}): ReturnLine {
  return {
    _id: 'return-line-1',
    orderLineId: LINEN_LINE_ID,
    productId: 'p1',
    name: 'Linen Tee',
    color: 'black',
    size: 'm',
    quantity: 1,
    ...overrides,
  };
}

/**
 * A shipped order the shop takes back (with a 10 % bonus for store credit): two Linen Tees,
 * a final-sale tote that cannot be returned, and a final-sale cap that can (the right of withdrawal).
 */
export function returnOptions(overrides: Partial<ReturnOptionsResponse> = {}): ReturnOptionsResponse {
  return {
    enabled: true,
    eligible: true,
    reason: null,
    deadline: '2026-04-13T10:00:00.000Z',
    conditions: ['Within 30 days of shipping.', 'Unused, with the tags on.', 'Return shipping is paid by the customer.'],
    creditBonusPercent: 10,
    lines: [
      {
        orderLineId: LINEN_LINE_ID,
        productId: 'p1',
        name: 'Linen Tee',
        image: '/uploads/linen.webp',
        color: 'black',
        size: 'm',
        bought: 2,
        available: 2,
        finalSale: false,
      },
      {
        orderLineId: TOTE_LINE_ID,
        productId: 'p2',
        name: 'Canvas Tote',
        image: '/uploads/tote.webp',
        color: 'beige',
        size: 'one-size',
        bought: 1,
        available: 0,
        finalSale: true,
      },
      {
        orderLineId: CAP_LINE_ID,
        productId: 'p3',
        name: 'Harbor Cap',
        image: '/uploads/cap.webp',
        color: 'blue',
        size: 'one-size',
        bought: 1,
        available: 1,
        finalSale: true,
      },
    ],
    ...overrides,
  };
}
