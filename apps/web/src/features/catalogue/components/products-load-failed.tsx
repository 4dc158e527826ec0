import { LoadFailed } from '@/components/ui/load-failed';

/** The catalogue's load failure (docs/product.md), with a way to try again. */
export function ProductsLoadFailed({ onRetry }: { onRetry: () => void }) {
  return <LoadFailed title="Error loading products." detail="Please check your connection and try again." onRetry={onRetry} />;
}
