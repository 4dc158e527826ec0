/** The currencies' queries: the staff's list, the shop's, and a product's own prices in them; every change refreshes them. */
export const currencyKeys = {
  all: ['currencies'] as const,
  managed: () => [...currencyKeys.all, 'managed'] as const,
  shop: () => [...currencyKeys.all, 'shop'] as const,
  prices: (productId: string) => [...currencyKeys.all, 'prices', productId] as const,
};
