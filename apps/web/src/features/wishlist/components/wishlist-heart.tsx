import { paths } from '@shop/shared/routes';
import { wishlistKeyOf } from '@shop/shared/wishlist';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { useAuthStore } from '@/features/auth/auth-store';
import { cn } from '@/lib/class-names';
import { isSaved, useWishlistStore } from '../wishlist-store';
import { useT } from '@/i18n/i18n';

// What a press does loads with the first one: the pages carry the heart alone.
const actions = () => import('../wishlist-actions');

/**
 * The heart that saves a product to the wishlist, in the colour and size given ('' for none
 * chosen; a product's only colour and size count as chosen), and takes it off again. On a card
 * (`anyOfProduct`) it shows the product saved in any colour and size, and takes them all off.
 * Tiny on purpose: it is on the storefront pages' first load.
 */
export function WishlistHeart({
  product,
  color = '',
  size = '',
  anyOfProduct = false,
  className,
}: {
  product: { _id: string; color: readonly string[]; sizes: readonly string[] };
  color?: string;
  size?: string;
  anyOfProduct?: boolean;
  className?: string;
}) {
  const item = wishlistKeyOf(product, color, size);
  const saved = useWishlistStore((state) => isSaved(state.items, item, anyOfProduct));
  const t = useT();
  const navigate = useNavigate();
  const label = saved ? t('wishlist.remove') : t('wishlist.save');
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={label}
      title={label}
      onClick={() =>
        void actions().then(
          async (loaded) => {
            await loaded.toggleWishlistItem(item, { anyOfProduct });
            // A guest's list has no place in the menu: the toast says where it is.
            if (!saved && !useAuthStore.getState().user)
              toast.success(t('wishlist.savedHere'), {
                // One toast however many hearts are pressed.
                id: 'wishlist-saved',
                action: { label: t('wishlist.view'), onClick: () => void navigate(paths.guestWishlist) },
              });
          },
          () => toast.error(t('wishlist.failed')),
        )
      }
      className={cn(
        'grid size-touch shrink-0 place-items-center rounded-full text-ink transition-colors hover:text-clay aria-pressed:text-clay',
        className,
      )}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-6"
        fill={saved ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      >
        <path d="M12 20.5S3 15.2 3 8.9A4.6 4.6 0 0 1 7.6 4.3c1.8 0 3.4 1 4.4 2.5 1-1.5 2.6-2.5 4.4-2.5A4.6 4.6 0 0 1 21 8.9c0 6.3-9 11.6-9 11.6Z" />
      </svg>
    </button>
  );
}
