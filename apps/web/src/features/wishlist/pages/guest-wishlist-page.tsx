import { paths } from '@shop/shared/routes';
import { useEffect, useSyncExternalStore } from 'react';
import { Link, Navigate } from 'react-router';
import { PageShell } from '@/components/layouts/page-shell';
import { Button } from '@/components/ui/button';
import { QueryStates } from '@/components/ui/query-states';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import { toast } from '@/components/ui/toast';
import { useUser } from '@/features/auth/auth-store';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { useMessages, useT } from '@/i18n/i18n';
import type { WishlistItem } from '@shop/shared/wishlist.schema';
import { useGuestWishlist } from '../api/get-wishlist';
import { storedGuestWishlist, toggleWishlistItem } from '../wishlist-actions';
import { isSaved, useWishlistStore } from '../wishlist-store';
import { WishlistEmpty, WishlistItems } from './wishlist-page';

const unchanging = () => () => {};

/** How many items this browser's storage holds (what the hearts' list holds once read). */
const storedCount = () => storedGuestWishlist().length;

/**
 * `/wishlist`: a guest's wishlist, kept in this browser, at today's prices and stock, with the
 * same rows as the account's page; signing in keeps it with the account, on every device. A
 * signed-in shopper is taken to their own list in the dashboard.
 */
export function GuestWishlistPage() {
  useMessages('account');
  const t = useT();
  usePageTitle(t('dashboard.wishlist.title'));
  const user = useUser();
  // The list is in this browser's storage, which the server has not: it is read once the page is
  // on screen, and until the hearts' list holds it, it is still loading.
  const onClient = useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
  const stored = useSyncExternalStore(unchanging, storedCount, () => 0);
  useEffect(() => {
    if (!user) useWishlistStore.setState({ items: storedGuestWishlist() });
  }, [user]);
  const saved = useWishlistStore((state) => state.items);
  const lines = onClient && (saved.length > 0 || stored === 0) ? saved : undefined;
  const wishlist = useGuestWishlist(lines);
  if (user) return <Navigate to={paths.wishlist} replace />;

  // While the changed list is asked again, the last answer shows without what was taken off.
  const answered = wishlist.data?.items ?? [];
  const items = wishlist.isPlaceholderData ? answered.filter((item) => isSaved(saved, item)) : answered;
  const empty = lines !== undefined && lines.length === 0;
  return (
    <PageShell
      title={t('dashboard.wishlist.title')}
      intro={
        <p>
          {t('dashboard.wishlist.guestIntro')}{' '}
          <Link to={paths.login} state={{ from: { pathname: paths.wishlist } }} className="font-medium text-ink underline">
            {t('dashboard.wishlist.guestSignIn')}
          </Link>
        </p>
      }
    >
      <div className="max-w-3xl">
        {empty ? (
          <WishlistEmpty title={t('dashboard.wishlist.empty')} />
        ) : lines === undefined ? (
          <SkeletonRows label={t('dashboard.wishlist.loading')} rows={3} rowClassName="h-32 rounded-xl" />
        ) : (
          <QueryStates
            query={wishlist}
            loading={<SkeletonRows label={t('dashboard.wishlist.loading')} rows={3} rowClassName="h-32 rounded-xl" />}
            failed={t('dashboard.wishlist.loadFailed')}
            failedDetail={t('products.loadFailedDetail')}
          >
            {() =>
              items.length === 0 ? (
                <WishlistEmpty title={t('dashboard.wishlist.guestNoneSold')} />
              ) : (
                <WishlistItems items={items} Remove={GuestRemoveButton} />
              )
            }
          </QueryStates>
        )}
      </div>
    </PageShell>
  );
}

/** Takes the item off this browser's list, as its heart does. */
function GuestRemoveButton({ item, label }: { item: WishlistItem; label: string }) {
  const t = useT();
  return (
    <Button
      variant="ghost"
      onClick={() =>
        void toggleWishlistItem({ productId: item.productId, color: item.color, size: item.size }).catch(() =>
          toast.error(t('wishlist.failed')),
        )
      }
      aria-label={t('dashboard.wishlist.removeNamed', { label })}
    >
      {t('dashboard.wishlist.remove')}
    </Button>
  );
}
