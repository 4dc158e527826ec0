/**
 * Every query about exchanges starts with `exchanges`, so that a request (or an admin's change)
 * refetches the order page's exchange options and its list of exchanges at once.
 */
export const exchangeKeys = {
  all: ['exchanges'] as const,
  ofOrder: (orderId: string) => [...exchangeKeys.all, 'order', orderId] as const,
  options: (orderId: string, token: string | null) => [...exchangeKeys.ofOrder(orderId), 'options', token] as const,
  list: (orderId: string, token: string | null) => [...exchangeKeys.ofOrder(orderId), 'list', token] as const,
};
