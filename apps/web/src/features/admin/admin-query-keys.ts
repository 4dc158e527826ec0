/**
 * The admin's own queries. Product queries use the catalogue's keys (`productKeys`), so that a
 * write here also refreshes the shop's lists and product pages.
 */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
};
