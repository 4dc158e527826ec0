/** How catalogue values (stored lower-case) read on screen. */

/** 'womens' -> 'Womens', 'black' -> 'Black'. */
export function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
