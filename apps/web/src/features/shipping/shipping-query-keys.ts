/** The shipping zones' queries: the admin's list; every change refreshes it. */
export const shippingKeys = {
  all: ['shipping'] as const,
  zones: () => [...shippingKeys.all, 'zones'] as const,
};
