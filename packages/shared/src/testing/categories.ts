/** The categories a new shop starts with, as its first migration of them makes them: handle and name, in the shop's order. */
export const FIRST_CATEGORIES: readonly (readonly [handle: string, name: string])[] = [
  ['womens', 'Womens'],
  ['mens', 'Mens'],
  ['kids', 'Kids'],
  ['accessories', 'Accessories'],
  ['dress', 'Dress'],
  ['jewellery', 'Jewellery'],
  ['cosmetics', 'Cosmetics'],
];
