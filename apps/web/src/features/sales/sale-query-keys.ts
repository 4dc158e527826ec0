/** The sales' queries: the admin's list (every change refreshes it), and the products the form finds or names. */
export const saleKeys = {
  all: ['sales'] as const,
  list: () => [...saleKeys.all, 'list'] as const,
  productSearch: (search: string) => [...saleKeys.all, 'product-search', search] as const,
  productNames: (ids: readonly string[]) => [...saleKeys.all, 'product-names', ...ids] as const,
};
