import type { ManagedColor } from '../color.schema';
import type { ManagedSizeSet } from '../size-set.schema';

/** The colours a new shop starts with, as its migration makes them, in the shop's order. */
export const FIRST_COLORS: readonly ManagedColor[] = (
  [
    ['black', 'Black', '#1f1b17'],
    ['red', 'Red', '#b3261e'],
    ['blue', 'Blue', '#2f5d9e'],
    ['green', 'Green', '#3f7a4a'],
    ['pink', 'Pink', '#e7a1b4'],
    ['gold', 'Gold', '#c9a227'],
    ['silver', 'Silver', '#b9bcc0'],
    ['beige', 'Beige', '#e3d5bd'],
  ] as const
).map(([handle, name, hex], position) => ({
  _id: `color-${handle}`,
  handle,
  name,
  hex,
  image: '',
  position,
  products: 0,
  translations: [],
}));

/** The size sets a new shop starts with, in the shop's order. */
export const FIRST_SIZE_SETS: readonly ManagedSizeSet[] = (
  [
    ['letters', 'Letters', ['xs', 's', 'm', 'l', 'xl', '2xl', '3xl']],
    ['waist', 'Waist', ['28', '29', '30', '31', '32', '33', '34', '36', '38', '40']],
    ['shoe', 'Shoe', ['36', '37', '38', '39', '40', '41', '42', '43', '44', '45', '46']],
    ['one-size', 'One size', ['one-size']],
  ] as const
).map(([handle, name, sizes], position) => ({ _id: `size-set-${handle}`, handle, name, sizes: [...sizes], position, products: 0 }));
