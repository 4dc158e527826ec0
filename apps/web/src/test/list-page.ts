import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { pagingButtons } from './paging';
import { callsTo, type mockApi } from './render-app';

export interface SecondPageCase {
  /** The pagination's name: 'Orders pages'. */
  pages: string;
  /** The line the second page shows: 'Showing 11 to 13 of 13 orders'. */
  showing: string;
}

/**
 * A paged list goes from its first page to its second with Next: Previous rests on the first,
 * then the second page's 'Showing …' line arrives and the URL names the page.
 */
export async function turnToSecondPage(
  user: UserEvent,
  router: { state: { location: { search: string } } },
  { pages, showing }: SecondPageCase,
) {
  const buttons = pagingButtons(pages);
  expect(buttons.previous()).toBeDisabled();
  await user.click(buttons.next());
  expect(await screen.findByText(showing)).toBeInTheDocument();
  expect(router.state.location.search).toBe('?page=2');
  return buttons;
}

/** The query of the last `GET path` (path without /api), as an object: `{ page: '2', limit: '10' }`. */
export function lastQueryTo(fetchMock: ReturnType<typeof mockApi>, path: string): Record<string, string> {
  return Object.fromEntries(callsTo(fetchMock, 'GET', path).at(-1)?.url.searchParams ?? []);
}

export interface EmptyListCase {
  /** The skeleton's name while the list loads: 'Loading reviews'. */
  loading: string;
  /** What the page says once the list comes back empty: 'No reviews yet'. */
  empty: string;
  /** The pagination's name, where the test also proves that an empty list shows none. */
  pages?: string;
}

/**
 * A list shows its skeleton while its first answer is held back (see heldAnswer); released with
 * `emptyAnswer`, it says that there is nothing.
 */
export async function skeletonThenEmpty(
  held: { release: (response: Response) => void },
  emptyAnswer: Response,
  { loading, empty, pages }: EmptyListCase,
) {
  expect(screen.getByRole('status', { name: loading })).toBeInTheDocument();
  held.release(emptyAnswer);
  expect(await screen.findByText(empty)).toBeInTheDocument();
  if (pages) expect(screen.queryByRole('navigation', { name: pages })).not.toBeInTheDocument();
}

/**
 * A list that could not load says `message` in an alert; once the API is back (see outageOf),
 * 'Try again' asks for it anew.
 */
export async function tryAgainAfterOutage(user: UserEvent, outage: { recover: () => void }, message: string) {
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  outage.recover();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
}
