import { ACCOUNT_PAGE_SIZE } from '@shop/shared/constants';
import { screen, within } from '@testing-library/react';

/** The buttons of a list's pagination (`name` is its navigation's label, e.g. 'Orders pages'). */
export function pagingButtons(name: string) {
  const nav = screen.getByRole('navigation', { name });
  const button = (label: string) => within(nav).getByRole('button', { name: label });
  return { previous: () => button('Previous'), next: () => button('Next'), page: (number: number) => button(`Page ${number}`) };
}

/**
 * A shopper's paged list as the server answers it: the rows of the page that `url` asks for (page
 * 1 of ACCOUNT_PAGE_SIZE when it names none), their total under `totalKey`, and the page fields.
 */
export function pagedAnswer<Row>(key: string, totalKey: string, rows: Row[], url: URL): Response {
  const page = Number(url.searchParams.get('page') ?? 1);
  const limit = Number(url.searchParams.get('limit') ?? ACCOUNT_PAGE_SIZE);
  return Response.json({
    [key]: rows.slice((page - 1) * limit, page * limit),
    [totalKey]: rows.length,
    totalPages: Math.ceil(rows.length / limit),
    page,
    limit,
  });
}
