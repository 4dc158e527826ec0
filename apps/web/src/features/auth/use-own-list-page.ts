import { ACCOUNT_PAGE_SIZE } from '@shop/shared/constants';
import type { UseQueryResult } from '@tanstack/react-query';
import { usePagedList } from '@/lib/use-paged-list';
import { useUrlPaging } from '@/lib/use-url-paging';
import { useUser } from './auth-store';

/**
 * The page of the signed-in user's own list (their orders, their reviews) that the URL asks for,
 * and where that page stands in the whole list. `useList` asks for a page of the account's list;
 * `totalOf` reads how many there are in all from its answer.
 */
export function useOwnListPage<Answer extends { totalPages: number }>(
  useList: (accountId: string | undefined, query: { page: number; limit: number }) => UseQueryResult<Answer>,
  totalOf: (answer: Answer) => number,
) {
  const user = useUser();
  const paging = useUrlPaging();
  const query = useList(user?._id, { page: paging.page, limit: ACCOUNT_PAGE_SIZE });
  const { view } = usePagedList(paging, ACCOUNT_PAGE_SIZE, query, (answer) => ({
    total: totalOf(answer),
    totalPages: answer.totalPages,
  }));
  return { paging, query, view };
}
