/** The longest handle the shared `slug` rule takes. */
export const CATEGORY_HANDLE_MAX = 30;

/**
 * The handle a new category gets from its name while the admin has not typed one: lower case,
 * accents taken off, spaces (and runs of them) to one hyphen, every other character dropped,
 * cut to the length a handle may have. 'Summer Sale!' → 'summer-sale', 'Café & Co' → 'cafe-co'.
 */
export function handleFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, CATEGORY_HANDLE_MAX)
    .replace(/-+$/, '');
}
