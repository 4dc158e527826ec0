import type { PublicPage } from '@shop/shared/page-content.schema';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailed } from '@/components/ui/load-failed';
import { Skeleton } from '@/components/ui/skeleton';
import { NotFoundPage } from '@/features/not-found/pages/not-found-page';
import { useMessages, useT } from '@/i18n/i18n';
import { ApiError } from '@/lib/api-client';

const FRAME = 'mx-auto max-w-7xl px-5 py-10 md:py-16 lg:px-8';

/** The API has no published page of that handle (or the handle cannot be one). */
export const isMissingPage = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * A page the owner writes, in each of its states: loading (in the browser only: the server
 * renders it with its words), the shop's 404 page for a handle nobody wrote, failed with a way
 * to try again, or loaded. Several queries (Terms and its two policies) load as one.
 */
export function ContentPageStates<Pages extends PublicPage[]>({
  queries,
  children,
}: {
  queries: { [Index in keyof Pages]: UseQueryResult<Pages[Index]> };
  children: (...pages: Pages) => ReactNode;
}) {
  useMessages('pages');
  const t = useT();
  const list = queries as UseQueryResult<PublicPage>[];
  if (list.some((query) => query.isError && isMissingPage(query.error))) return <NotFoundPage />;
  if (list.some((query) => query.isError)) {
    return (
      <div className={FRAME}>
        <LoadFailed
          title={t('pages.loadFailed')}
          detail={t('products.loadFailedDetail')}
          onRetry={() => list.forEach((query) => query.isError && void query.refetch())}
        />
      </div>
    );
  }
  if (list.some((query) => query.isPending)) {
    return (
      <div className={FRAME} role="status" aria-label={t('pages.loading')}>
        <Skeleton className="mb-4 h-4 w-32" />
        <Skeleton className="mb-8 h-12 w-2/3 max-w-md" />
        <div className="max-w-2xl space-y-3">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-3/4" />
        </div>
      </div>
    );
  }
  return children(...(list.map((query) => query.data) as Pages));
}
