import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { heldAnswer, outageOf } from './api-answers';
import { pagingButtons } from './paging';
import { callsTo, type ApiCall, type ApiHandler, type mockApi } from './render-app';
import { textsByRole } from './texts';

/** Where a test's router is: its URL's query. */
type RouterAt = { state: { location: { search: string } } };

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
export async function turnToSecondPage(user: UserEvent, router: RouterAt, { pages, showing }: SecondPageCase) {
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

/** A list page as its test renders it, over the test API `api`. */
export type RenderList<View> = (api: ApiHandler) => Promise<View>;

export interface EmptyListCase {
  /** Picks the list's request: it waits until the skeleton has been seen. */
  holds: (call: ApiCall) => boolean;
  /** The API over an empty list: it answers the list's request once released, and every other call. */
  api: ApiHandler;
  /** The skeleton's name while the list loads: 'Loading reviews'. */
  loading: string;
  /** What the page says once the list comes back empty: 'No reviews yet'. */
  empty: string;
  /** The pagination's name, where the test also proves that an empty list shows none. */
  pages?: string;
}

/**
 * A list page shows its skeleton while its list's first answer is held back; once `api` answers
 * with an empty list, it says that there is nothing.
 */
export async function skeletonThenEmpty<View>(
  render: RenderList<View>,
  { holds, api, loading, empty, pages }: EmptyListCase,
): Promise<View> {
  const held = heldAnswer(holds, api);
  const view = await render(held.api);
  expect(screen.getByRole('status', { name: loading })).toBeInTheDocument();
  held.release();
  expect(await screen.findByText(empty)).toBeInTheDocument();
  if (pages) expect(screen.queryByRole('navigation', { name: pages })).not.toBeInTheDocument();
  return view;
}

export interface OutageCase {
  /** The list's path, without /api: every call to it fails with a 500 until 'Try again'. */
  path: string;
  /** The API once it is back, and for the other calls meanwhile. */
  api: ApiHandler;
  /** What the page's alert says while the list cannot load: 'Error loading reviews.'. */
  message: string;
}

/**
 * A list page whose list could not load says `message` in an alert; once the API is back,
 * 'Try again' asks for the list anew (the test then checks what arrives).
 */
export async function tryAgainAfterOutage<View extends { user: UserEvent }>(
  render: RenderList<View>,
  { path, api, message }: OutageCase,
): Promise<View> {
  const outage = outageOf(path, api);
  const view = await render(outage.api);
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  outage.recover();
  await view.user.click(screen.getByRole('button', { name: 'Try again' }));
  return view;
}

export interface FilterCase {
  /** The filter's label, and the options it offers in order. */
  label: string;
  options: string[];
  /** The option chosen. */
  choose: string;
  /** A text of a row the choice hides, and of one it keeps. */
  hides: string;
  keeps: string;
  /** The URL's query once chosen: '?status=approved'. */
  search: string;
}

/**
 * A list's filter offers its options; choosing one hides the rows it leaves out, keeps the others,
 * and names the choice in the URL. Returns the filter, for the test to choose again.
 */
export async function chooseFilter(user: UserEvent, router: RouterAt, { label, options, choose, hides, keeps, search }: FilterCase) {
  const select = screen.getByLabelText(label);
  expect(textsByRole(select, 'option')).toEqual(options);
  await user.selectOptions(select, choose);
  await waitFor(() => expect(screen.queryByText(hides)).not.toBeInTheDocument());
  expect(screen.getByText(keeps)).toBeInTheDocument();
  expect(router.state.location.search).toBe(search);
  return select;
}
