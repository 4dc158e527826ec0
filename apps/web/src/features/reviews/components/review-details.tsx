/** The small parts every list of reviews shows the same way: the badge, the fit, the votes, the product. */
import type { ReviewFit } from '@shop/shared/constants';
import { paths } from '@shop/shared/routes';
import { BadgeCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { useMessages, useT, type MessageKey, type Translate } from '@/i18n/i18n';
import { useSizeLabel } from '@/i18n/size-label';
import { cn } from '@/lib/class-names';

/** Each fit's name, as the fit votes and the form say it. */
export const FIT_NAMES: Record<ReviewFit, MessageKey> = {
  small: 'reviews.fit.small',
  true: 'reviews.fit.true',
  large: 'reviews.fit.large',
};

/** 'Verified buyer': the author bought the product in a paid order. */
export function VerifiedBuyerBadge() {
  useMessages('reviews');
  const t = useT();
  return (
    <Badge tone="success" className="normal-case">
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      {t('reviews.verified')}
    </Badge>
  );
}

/** 'Fit: Runs small', or nothing when the author did not say. */
export function FitNote({ fit, className }: { fit: ReviewFit | null; className?: string }) {
  useMessages('reviews');
  const t = useT();
  if (!fit) return null;
  return (
    <span className={cn('text-sm text-muted', className)}>
      {t.rich('reviews.fitNote', { fit: <span className="font-medium text-ink">{t(FIT_NAMES[fit])}</span> })}
    </span>
  );
}

/** '3 people found this helpful', or 'No helpful votes yet'. */
export const helpfulVotes = (count: number, t: Translate) =>
  count > 0 ? t('reviews.helpfulVotes', { count }) : t('reviews.noHelpfulVotes');

/** `helpfulVotes` as a component, for a table's cell. */
export function HelpfulVotes({ count }: { count: number }) {
  useMessages('reviews');
  const t = useT();
  return helpfulVotes(count, t);
}

/** The reviewed product's name, as a link to its page, or a note that it has left the shop. */
export function ReviewedProduct({ review, className }: { review: { productId: string; productName: string | null }; className?: string }) {
  useMessages('reviews');
  const t = useT();
  return review.productName ? (
    <Link
      to={paths.product(review.productId)}
      className={cn('break-words text-clay underline-offset-4 hover:text-ink hover:underline', className)}
    >
      {review.productName}
    </Link>
  ) : (
    <span className="text-muted">{t('reviews.noProduct')}</span>
  );
}

/** 'Bought: M, black · Usual size: L', as plain text; nothing when the author bought nothing and shared no size. */
export function BoughtNote({ bought, usualSize }: { bought: { color: string; size: string } | null; usualSize: string | null }) {
  useMessages('reviews');
  const t = useT();
  const sizeName = useSizeLabel();
  const parts = [
    bought && t('reviews.bought', { size: sizeName(bought.size), color: bought.color }),
    usualSize && t('reviews.usualSize', { size: sizeName(usualSize) }),
  ].filter(Boolean);
  return parts.length ? <p className="text-sm text-muted">{parts.join(' · ')}</p> : null;
}
