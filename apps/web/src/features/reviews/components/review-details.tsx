/** The small parts every list of reviews shows the same way: the badge, the fit, the votes, the product. */
import { sizeLabel, type ReviewFit } from '@shop/shared/constants';
import { FIT_LABELS } from '@shop/shared/review-fit';
import { paths } from '@shop/shared/routes';
import { BadgeCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/class-names';
import { plural } from '@/lib/format';

export const NO_PRODUCT = 'A product no longer in the shop';

/** 'Verified buyer': the author bought the product in a paid order. */
export function VerifiedBuyerBadge() {
  return (
    <Badge tone="success" className="normal-case">
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      Verified buyer
    </Badge>
  );
}

/** 'Fit: Runs small', or nothing when the author did not say. */
export function FitNote({ fit, className }: { fit: ReviewFit | null; className?: string }) {
  if (!fit) return null;
  return (
    <span className={cn('text-sm text-muted', className)}>
      Fit: <span className="font-medium text-ink">{FIT_LABELS[fit]}</span>
    </span>
  );
}

/** '3 people found this helpful', or 'No helpful votes yet'. */
export const helpfulVotes = (count: number) =>
  count > 0 ? `${plural(count, 'person', 'people')} found this helpful` : 'No helpful votes yet';

/** The reviewed product's name, as a link to its page, or a note that it has left the shop. */
export function ReviewedProduct({ review, className }: { review: { productId: string; productName: string | null }; className?: string }) {
  return review.productName ? (
    <Link
      to={paths.product(review.productId)}
      className={cn('break-words text-clay underline-offset-4 hover:text-ink hover:underline', className)}
    >
      {review.productName}
    </Link>
  ) : (
    <span className="text-muted">{NO_PRODUCT}</span>
  );
}

/** 'Bought: M, black · Usual size: L', as plain text; nothing when the author bought nothing and shared no size. */
export function BoughtNote({ bought, usualSize }: { bought: { color: string; size: string } | null; usualSize: string | null }) {
  const parts = [bought && `Bought: ${sizeLabel(bought.size)}, ${bought.color}`, usualSize && `Usual size: ${usualSize}`].filter(Boolean);
  return parts.length ? <p className="text-sm text-muted">{parts.join(' · ')}</p> : null;
}
