import type { Exchange } from '@shop/shared/exchange.schema';

/** An exchange just requested by the test user: one Linen Tee, black M for black L. */
export function anExchange(overrides: Partial<Exchange> = {}): Exchange {
  return {
    _id: '0b8f6c52-3c7e-4f0a-9a51-7d2e4c1b9a01',
    raNumber: 'RA-2026-000001',
    orderId: '7d1c2a3e-5b6f-4c8d-9e0f-112233445566',
    orderRef: 'ORD-7K2M9PQA',
    email: 'ada@example.com',
    status: 'requested',
    reason: 'Too small across the shoulders.',
    rejectionReason: null,
    restocked: false,
    createdAt: '2026-03-14T10:00:00.000Z',
    updatedAt: '2026-03-14T10:00:00.000Z',
    lines: [anExchangeLine()],
    ...overrides,
  };
}

type ExchangeLine = Exchange['lines'][number];

/** One Linen Tee, black M for black L. */
export function anExchangeLine(overrides: Partial<ExchangeLine> = {}): ExchangeLine {
  return {
    _id: 'line-1',
    orderLineId: '5e6f7a8b-1c2d-4e3f-8a9b-0c1d2e3f4a5b',
    productId: 'p1',
    name: 'Linen Tee',
    quantity: 1,
    from: { color: 'black', size: 'm' },
    to: { color: 'black', size: 'l' },
    ...overrides,
  };
}
