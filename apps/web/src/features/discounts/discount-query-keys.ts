/** The discount codes' queries: the admin's list; every change refreshes it. */
export const discountKeys = {
  all: ['discounts'] as const,
  list: () => [...discountKeys.all, 'list'] as const,
};
