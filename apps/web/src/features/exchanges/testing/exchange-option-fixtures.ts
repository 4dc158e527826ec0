import type { ExchangeOptionsResponse } from '@shop/shared/exchange.schema';

export const LINEN_LINE_ID = '5e6f7a8b-1c2d-4e3f-8a9b-0c1d2e3f4a5b';
export const TOTE_LINE_ID = '6f7a8b9c-2d3e-4f5a-9b0c-1d2e3f4a5b6c';

/** A shipped order that can be exchanged: two Linen Tees (black M, L and XL in stock) and a final-sale tote. */
export function exchangeOptions(overrides: Partial<ExchangeOptionsResponse> = {}): ExchangeOptionsResponse {
  return {
    eligible: true,
    reason: null,
    changeable: false,
    deadline: '2026-04-13T10:00:00.000Z',
    conditions: [
      'Within 30 days of purchase.',
      'Unused and in the original packaging.',
      'Return shipping is paid by the customer.',
      'Final-sale items are excluded.',
    ],
    lines: [
      {
        orderLineId: LINEN_LINE_ID,
        productId: 'p1',
        name: 'Linen Tee',
        image: '/uploads/linen.webp',
        color: 'black',
        size: 'm',
        sku: 'LINEN-BLACK-M',
        bought: 2,
        available: 2,
        finalSale: false,
        options: [
          { color: 'black', size: 'l' },
          { color: 'black', size: 'xl' },
        ],
        changeOptions: [],
      },
      {
        orderLineId: TOTE_LINE_ID,
        productId: 'p2',
        name: 'Canvas Tote',
        image: '/uploads/tote.webp',
        color: 'beige',
        size: 'one-size',
        sku: 'TOTE-BEIGE',
        bought: 1,
        available: 1,
        finalSale: true,
        options: [],
        changeOptions: [],
      },
    ],
    ...overrides,
  };
}
