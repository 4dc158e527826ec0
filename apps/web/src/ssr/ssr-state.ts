/**
 * What a server-rendered page hands to the browser so that hydration starts from the same
 * state the server rendered: the query cache. It travels as JSON
 * in a non-executable <script type="application/json"> (the CSP allows no inline script).
 */
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiError, type ApiErrorKind } from '@/lib/api-client';

/** Must match STATE_ELEMENT_ID in apps/api/src/plugins/page-html.ts, which writes the element. */
export const SSR_STATE_ELEMENT_ID = 'shop-ssr-state';

export interface SsrState {
  queries: DehydratedState;
}

interface SerializedApiError {
  $apiError: { message: string; status: number; kind: ApiErrorKind };
}

/**
 * The page's state as JSON safe to put inside a <script> element. Failed queries travel too
 * (a product that does not exist renders its 'not found' page on both sides), with their
 * ApiError kept as one.
 */
export function serializeSsrState(queryClient: QueryClient): string {
  const state: SsrState = {
    queries: dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' }),
  };
  const json = JSON.stringify(state, (_key, value: unknown) =>
    value instanceof ApiError
      ? ({ $apiError: { message: value.message, status: value.status, kind: value.kind } } satisfies SerializedApiError)
      : value,
  );
  // NOTE: "</script" inside the JSON would end the element; "<" escaped as \u003c cannot.
  return json.replaceAll('<', '\\u003c');
}

/** Reads the state a server render left in the page, or null for a page rendered in the browser. */
export function readSsrState(document: Document): SsrState | null {
  const text = document.getElementById(SSR_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  return JSON.parse(text, (_key, value: unknown) => {
    if (typeof value === 'object' && value !== null && '$apiError' in value) {
      const { message, status, kind } = (value as SerializedApiError).$apiError;
      return new ApiError(message, status, kind);
    }
    return value;
  }) as SsrState;
}

export function hydrateQueries(queryClient: QueryClient, state: SsrState): void {
  hydrate(queryClient, state.queries);
}
