import { ONE_SIZE, sizeLabel } from '@shop/shared/constants';
import { useT } from './i18n';

/** A size as the page's language reads it: 'One size' (`size.one`), else as the shop writes it ('M'). */
export function useSizeLabel(): (size: string) => string {
  const t = useT();
  return (size) => (size === ONE_SIZE ? t('size.one') : sizeLabel(size));
}
