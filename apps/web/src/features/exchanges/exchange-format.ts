import { ONE_SIZE, sizeLabel } from '@shop/shared/constants';

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A variant as the customer reads it: 'Size L, Black' ('One size, Black'; 'Size M' without a colour). */
export function variantLabel({ color, size }: { color: string; size: string }): string {
  const sizeText = size === ONE_SIZE ? sizeLabel(size) : size ? `Size ${sizeLabel(size)}` : '';
  return [sizeText, color ? capitalize(color) : ''].filter(Boolean).join(', ');
}
