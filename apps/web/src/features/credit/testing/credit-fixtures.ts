import type { AdminCredit, Credit } from '@shop/shared/credit.schema';

/** Store credit from a return: $37.95 given (its 10 % bonus in), $12.50 of it spent since. */
export function aCredit(overrides: Partial<Credit> = {}): Credit {
  return {
    _id: 'credit-1',
    code: 'CREDIT-7QX2-M9KD',
    kind: 'store-credit',
    balance: 25.45,
    initial: 37.95,
    expiresAt: null,
    disabled: false,
    createdAt: '2026-03-20T10:00:00.000Z',
    movements: [
      { kind: 'issued', amount: 37.95, note: 'Return RR-2026-000001', at: '2026-03-20T10:00:00.000Z' },
      { kind: 'spent', amount: -12.5, note: 'Order ORD-7K2M9PQA', at: '2026-04-02T15:30:00.000Z' },
    ],
    ...overrides,
  };
}

/** `aCredit` as the admin sees it: Ada's, unless told otherwise. */
export function anAdminCredit(overrides: Partial<AdminCredit> = {}): AdminCredit {
  return { ...aCredit(), owner: 'ada@example.com', ...overrides };
}
