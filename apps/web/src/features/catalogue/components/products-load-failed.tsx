import { LoadFailed } from '@/components/ui/load-failed';
import { useT } from '@/i18n/i18n';

/** The catalogue's load failure (docs/product.md), with a way to try again. */
export function ProductsLoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return <LoadFailed title={t('products.loadFailed')} detail={t('products.loadFailedDetail')} onRetry={onRetry} />;
}
