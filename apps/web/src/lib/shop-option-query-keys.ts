/**
 * The queries of the shop's colours and size sets: the storefront's lists and the admin's. A
 * change refreshes both (and the catalogue, whose answers name them).
 * NOTE: here, not in a feature, because the catalogue reads them and the admin's pages change them.
 */
export const colorKeys = {
  all: ['colors'] as const,
  // Named in a language (`lang`); none in the default language.
  list: (lang?: string) => [...colorKeys.all, 'list', ...(lang ? [{ lang }] : [])] as const,
  managed: () => [...colorKeys.all, 'managed'] as const,
};

export const sizeSetKeys = {
  all: ['size-sets'] as const,
  list: () => [...sizeSetKeys.all, 'list'] as const,
  managed: () => [...sizeSetKeys.all, 'managed'] as const,
};
