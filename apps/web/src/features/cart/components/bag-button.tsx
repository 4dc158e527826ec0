import { ShoppingBag } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useCartStore } from '../cart-store';
import { useT } from '@/i18n/i18n';

export function BagButton() {
  const count = useCartStore((state) => state.selectedItems);
  const openBag = useCartStore((state) => state.openBag);
  const t = useT();
  return (
    <Button
      variant="ghost"
      size="icon"
      className="relative"
      onClick={openBag}
      aria-haspopup="dialog"
      aria-label={t('header.openBag', { count })}
    >
      <ShoppingBag aria-hidden="true" className="size-5" />
      <span
        aria-hidden="true"
        data-testid="bag-count"
        className="absolute top-0.5 right-0.5 grid min-w-5 place-items-center rounded-full bg-clay px-1 text-[0.6875rem] leading-5 font-semibold text-paper"
      >
        {count}
      </span>
    </Button>
  );
}
