import type { Order } from '@shop/shared/order.schema';

/** A paid order of the test user, shipped: two lines, $142.55 in all. */
export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: '7d1c2a3e-5b6f-4c8d-9e0f-112233445566',
    orderId: 'ORD-7K2M9PQA',
    email: 'ada@example.com',
    amount: 142.55,
    subtotal: 134.48,
    discount: 0,
    discountCode: '',
    tax: 8.07,
    shipping: 0,
    currency: 'usd',
    status: 'shipped',
    paymentStatus: 'paid',
    provider: 'test',
    shippingAddress: {
      name: 'Ada Lovelace',
      line1: '12 Harbor Street',
      line2: 'Apt 4',
      city: 'Portland',
      state: 'OR',
      postalCode: '97201',
      country: 'US',
      phone: '',
    },
    products: [
      {
        productId: 'p1',
        name: 'Field Tee',
        image: '/uploads/field.webp',
        color: 'black',
        size: 'm',
        sku: 'FIELD-BLACK-M',
        price: 34.5,
        quantity: 2,
      },
      {
        productId: 'p2',
        name: 'Harbor Tee',
        image: '/uploads/harbor.webp',
        color: 'blue',
        size: 'l',
        sku: 'HARBOR-BLUE-L',
        price: 65.48,
        quantity: 1,
      },
    ],
    statusHistory: [
      { status: 'pending', at: '2025-03-14T10:00:00.000Z' },
      { status: 'processing', at: '2025-03-15T09:30:00.000Z' },
      { status: 'shipped', at: '2025-03-16T16:45:00.000Z' },
    ],
    paidAt: '2025-03-14T10:00:00.000Z',
    refundedAt: null,
    createdAt: '2025-03-14T09:58:00.000Z',
    updatedAt: '2025-03-16T16:45:00.000Z',
    ...overrides,
  };
}
