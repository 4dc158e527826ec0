import { TAX_LABEL, BAG_SLIDE_MS } from '@shop/shared/constants';
import { formatDollars } from '@shop/shared/money';
import type { CartItem } from '@shop/shared/cart';
import { Minus, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button';
import { SideSheet } from '@/components/ui/side-sheet';
import { useCartStore } from '../cart-store';

/** The 'Your Bag' side panel. */
export function BagPanel({ signedIn }: { signedIn: boolean }) {
  const isOpen = useCartStore((state) => state.isBagOpen);
  const closeBag = useCartStore((state) => state.closeBag);
  const products = useCartStore((state) => state.products);

  return (
    <SideSheet
      open={isOpen}
      onClose={closeBag}
      title="Your Bag"
      durationMs={BAG_SLIDE_MS}
      footer={products.length > 0 ? <OrderSummary signedIn={signedIn} onNavigate={closeBag} /> : undefined}
    >
      {products.length === 0 ? (
        <div className="flex flex-col items-center gap-4 py-16 text-center">
          <p className="font-display text-xl">Bag empty</p>
          <p className="text-muted">Pick a tee you love and it will wait for you here.</p>
          <Link to="/shop" onClick={closeBag} className={buttonStyles({ variant: 'secondary' })}>
            Browse the shop
          </Link>
        </div>
      ) : (
        <ol className="divide-y divide-line">
          {products.map((item, index) => (
            <BagLine key={`${item._id}-${item.color}-${item.size}`} item={item} index={index} />
          ))}
        </ol>
      )}
    </SideSheet>
  );
}

function BagLine({ item, index }: { item: CartItem; index: number }) {
  const increment = useCartStore((state) => state.increment);
  const decrement = useCartStore((state) => state.decrement);
  const remove = useCartStore((state) => state.remove);
  const details = [item.color, item.size.toUpperCase()].filter(Boolean).join(' · ');

  return (
    <li className="flex gap-3 py-4">
      <span className="w-5 pt-1 text-sm text-muted tabular-nums">{index + 1}.</span>
      <img src={item.image} alt="" width={64} height={80} className="h-20 w-16 shrink-0 rounded-md bg-sand object-cover" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="line-clamp-2 font-medium">{item.name}</p>
            {details ? <p className="text-sm text-muted capitalize">{details}</p> : null}
          </div>
          <p className="shrink-0 font-medium tabular-nums">{formatDollars(item.price)}</p>
        </div>
        <div className="flex items-center justify-between">
          <div className="flex items-center rounded-full border border-line">
            <Button variant="ghost" size="icon" onClick={() => decrement(item._id)} aria-label={`Decrease quantity of ${item.name}`}>
              <Minus aria-hidden="true" className="size-4" />
            </Button>
            <span className="w-6 text-center tabular-nums">
              <span className="sr-only">Quantity </span>
              {item.quantity}
            </span>
            <Button variant="ghost" size="icon" onClick={() => increment(item._id)} aria-label={`Increase quantity of ${item.name}`}>
              <Plus aria-hidden="true" className="size-4" />
            </Button>
          </div>
          <button
            type="button"
            onClick={() => remove(item._id)}
            className="min-h-touch px-2 text-sm text-muted underline underline-offset-4 hover:text-ink"
          >
            Remove
          </button>
        </div>
      </div>
    </li>
  );
}

function OrderSummary({ signedIn, onNavigate }: { signedIn: boolean; onNavigate: () => void }) {
  const totalPrice = useCartStore((state) => state.totalPrice);
  const tax = useCartStore((state) => state.tax);
  const grandTotal = useCartStore((state) => state.grandTotal);

  return (
    <section aria-labelledby="order-summary-title">
      <h3 id="order-summary-title" className="mb-3 text-lg">
        Order Summary
      </h3>
      <dl className="space-y-1 text-sm">
        <div className="flex justify-between">
          <dt>Total</dt>
          <dd className="tabular-nums">{formatDollars(totalPrice)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>{TAX_LABEL}</dt>
          <dd className="tabular-nums">{formatDollars(tax)}</dd>
        </div>
        <div className="flex justify-between border-t border-line pt-2 text-base font-semibold">
          <dt>Grand Total</dt>
          <dd className="tabular-nums">{formatDollars(grandTotal)}</dd>
        </div>
      </dl>
      {signedIn ? null : (
        <p className="mt-3 text-sm text-muted">
          <Link to="/login" onClick={onNavigate} className="font-medium text-clay underline underline-offset-4">
            Sign In
          </Link>{' '}
          to make a purchase.
        </p>
      )}
    </section>
  );
}
