/**
 * Every query about returns starts with `returns`, so that a request (or an admin's move)
 * refetches the order page's return options, its list of returns and the admin's lists at once.
 * The policy stands apart: a move does not change it, but saving it changes what every order offers.
 */
export const returnKeys = {
  all: ['returns'] as const,
  ofOrder: (orderId: string) => [...returnKeys.all, 'order', orderId] as const,
  options: (orderId: string, token: string | null) => [...returnKeys.ofOrder(orderId), 'options', token] as const,
  list: (orderId: string, token: string | null) => [...returnKeys.ofOrder(orderId), 'list', token] as const,
  policy: ['return-policy'] as const,
};
