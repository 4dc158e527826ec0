import { ONE_SIZE, sizeLabel } from '@shop/shared/constants';
import { useT } from '@/i18n/i18n';

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A variant as the customer reads it: 'Size L, Black' ('One size, Black'; 'Size M' without a colour). */
export function variantLabel({ color, size }: { color: string; size: string }): string {
  const sizeText = size === ONE_SIZE ? sizeLabel(size) : size ? `Size ${sizeLabel(size)}` : '';
  return [sizeText, color ? capitalize(color) : ''].filter(Boolean).join(', ');
}

/** `variantLabel` in the page's language: 'Taille L, Black' (the colour as the shop names it). */
export function useVariantLabel(): (variant: { color: string; size: string }) => string {
  const t = useT();
  return ({ color, size }) => {
    const sizeText = size === ONE_SIZE ? t('size.one') : size ? t('exchanges.size', { size: sizeLabel(size) }) : '';
    return [sizeText, color ? capitalize(color) : ''].filter(Boolean).join(', ');
  };
}
