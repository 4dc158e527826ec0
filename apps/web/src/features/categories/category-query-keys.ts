/** The categories' queries: the storefront's list and the admin's. A change refreshes both. */
export const categoryKeys = {
  all: ['categories'] as const,
  visible: () => [...categoryKeys.all, 'visible'] as const,
  managed: () => [...categoryKeys.all, 'managed'] as const,
};
