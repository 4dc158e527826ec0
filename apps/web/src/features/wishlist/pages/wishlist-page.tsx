import { isInCart } from '@shop/shared/cart';
import { BASE_CURRENCY } from '@shop/shared/currency';
import { toDollars } from '@shop/shared/money';
import { paths, withQuery } from '@shop/shared/routes';
import type { WishlistItem } from '@shop/shared/wishlist.schema';
import { Heart, ShoppingBag } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { Button, buttonStyles } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryStates } from '@/components/ui/query-states';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import { toast } from '@/components/ui/toast';
import { useCartStore } from '@/features/cart/cart-store';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { useLanguage, useMessages, useT } from '@/i18n/i18n';
import { useSizeLabel } from '@/i18n/size-label';
import { reportEvent } from '@/lib/analytics';
import { cn } from '@/lib/class-names';
import { formatPrice } from '@/lib/format';
import { useRemoveWishlistItem, useWishlist } from '../api/get-wishlist';
import { WishlistAlertsSwitch } from '../components/wishlist-alerts-switch';

/**
 * `/dashboard/wishlist`: the products the shopper saved, newest first, each at today's price and
 * stock, to put in the bag (in the colour and size saved) or take off the list. An item saved
 * without its colour or size is chosen on the product's page.
 */
export function WishlistPage() {
  useMessages('account');
  const t = useT();
  usePageTitle(t('dashboard.wishlist.title'));
  const wishlist = useWishlist();
  const count = wishlist.data?.items.length ?? 0;
  return (
    <DashboardPage
      title={t('dashboard.wishlist.title')}
      intro={count > 0 ? t('dashboard.wishlist.count', { count }) : t('dashboard.wishlist.intro')}
    >
      <QueryStates
        query={wishlist}
        loading={<SkeletonRows label={t('dashboard.wishlist.loading')} rows={3} rowClassName="h-32 rounded-xl" />}
        failed={t('dashboard.wishlist.loadFailed')}
        failedDetail={t('products.loadFailedDetail')}
      >
        {(data) =>
          data.items.length === 0 ? (
            <WishlistEmpty title={t('dashboard.wishlist.empty')} />
          ) : (
            <div className="space-y-4">
              <WishlistAlertsSwitch />
              <WishlistItems items={data.items} Remove={AccountRemoveButton} />
            </div>
          )
        }
      </QueryStates>
    </DashboardPage>
  );
}

/** No item to show, with a way to the shop. */
export function WishlistEmpty({ title }: { title: string }) {
  const t = useT();
  return (
    <EmptyState
      title={title}
      icon={<Heart aria-hidden="true" className="size-6 text-muted" />}
      actions={
        <Link to={paths.shop} className={buttonStyles()}>
          {t('account.browseShop')}
        </Link>
      }
    >
      {t('dashboard.wishlist.emptyDetail')}
    </EmptyState>
  );
}

/** The account's item taken off through the API; the answer is the list after it. */
function AccountRemoveButton({ item, label }: { item: WishlistItem; label: string }) {
  const t = useT();
  const remove = useRemoveWishlistItem();
  return (
    <Button
      variant="ghost"
      onClick={() =>
        remove.mutate(item._id, {
          onError: (error) => toast.error(t('dashboard.wishlist.removeFailed', { name: item.name, reason: error.message })),
        })
      }
      disabled={remove.isPending}
      aria-label={t('dashboard.wishlist.removeNamed', { label })}
    >
      {t('dashboard.wishlist.remove')}
    </Button>
  );
}

/** The button that takes one item off the list, given the item and the words that name it. */
export type WishlistRemoveButton = (props: { item: WishlistItem; label: string }) => ReactNode;

/** The saved items, each with its price and stock, a way to the bag and a way off the list. */
export function WishlistItems({ items, Remove }: { items: readonly WishlistItem[]; Remove: WishlistRemoveButton }) {
  const t = useT();
  return (
    <ul aria-label={t('dashboard.wishlist.yours')} className="space-y-4">
      {items.map((item) => (
        <WishlistRow key={item._id} item={item} Remove={Remove} />
      ))}
    </ul>
  );
}

function WishlistRow({ item, Remove }: { item: WishlistItem; Remove: WishlistRemoveButton }) {
  const t = useT();
  const sizeLabel = useSizeLabel();
  const addToBag = useCartStore((state) => state.add);
  // The product's page, with the colour and size saved chosen.
  const page = withQuery(paths.product(item.handle), {
    ...(item.color ? { color: item.color } : {}),
    ...(item.size ? { size: item.size } : {}),
  });
  const details = [item.color, sizeLabel(item.size)].filter(Boolean).join(' · ');
  // The same tee in two sizes is two items: each button names its own.
  const label = [item.name, item.color, sizeLabel(item.size)].filter(Boolean).join(', ');
  const chosen = item.color !== '' && item.size !== '';

  const add = () => {
    const line = {
      _id: item.productId,
      name: item.name,
      price: toDollars(item.priceCents),
      image: item.image,
      color: item.color,
      size: item.size,
    };
    if (isInCart(useCartStore.getState(), line)) {
      toast.message(t('addToCart.alreadyInBag'));
      return;
    }
    addToBag(line);
    // An add to the bag for the shop's analytics, as from the product's page.
    reportEvent({ kind: 'bag', productId: item.productId });
    toast.success(t('addToCart.added'));
  };

  return (
    <li aria-label={label} className="flex gap-4 rounded-xl border border-line bg-paper p-4">
      {item.image ? (
        <img
          src={item.image}
          alt=""
          width={80}
          height={100}
          loading="lazy"
          className="h-25 w-20 shrink-0 rounded-md bg-sand object-cover"
        />
      ) : (
        <span aria-hidden="true" className="h-25 w-20 shrink-0 rounded-md bg-sand" />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h2 className="font-sans text-base font-medium tracking-normal break-words">
            <Link to={page} className="hover:underline">
              {item.name}
            </Link>
          </h2>
          {details ? <p className="text-sm text-muted capitalize">{details}</p> : null}
          <WishlistPrice item={item} />
          <p className={cn('text-sm font-medium', item.inStock ? 'text-ink' : 'text-danger')}>
            {item.inStock ? t('product.inStock') : t('product.soldOut')}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2 sm:justify-end">
          {chosen ? (
            <Button onClick={add} disabled={!item.inStock} aria-label={t('dashboard.wishlist.addNamed', { label })}>
              <ShoppingBag aria-hidden="true" className="size-4" />
              {t('addToCart.button')}
            </Button>
          ) : (
            <Link to={page} className={buttonStyles({ variant: 'secondary' })} aria-label={t('dashboard.wishlist.chooseNamed', { label })}>
              {t('dashboard.wishlist.choose')}
            </Link>
          )}
          <Remove item={item} label={label} />
        </div>
      </div>
    </li>
  );
}

/**
 * Its price now, in the shopper's currency when the list was asked in one; on sale (or reduced),
 * the price it was struck through beside it.
 */
function WishlistPrice({ item }: { item: WishlistItem }) {
  const t = useT();
  const { locale } = useLanguage();
  const { presented } = item;
  const currency = presented?.currency ?? BASE_CURRENCY;
  const price = presented ? (presented.salePrice ?? presented.price) : item.priceCents;
  const struck = presented
    ? presented.salePrice !== undefined && presented.salePrice < presented.price
      ? presented.price
      : (presented.compareAtPrice ?? null)
    : item.compareAtCents;
  const reduced = struck !== null && struck > price;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 tabular-nums">
      <span className={cn('font-medium', reduced && 'text-clay')}>
        {reduced ? <span className="sr-only">{t('price.now')} </span> : null}
        {formatPrice(price, currency, locale)}
      </span>
      {reduced ? (
        <s className="text-sm text-muted">
          <span className="sr-only">{t('price.was')} </span>
          {formatPrice(struck, currency, locale)}
        </s>
      ) : null}
    </p>
  );
}
