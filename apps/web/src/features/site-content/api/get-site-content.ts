import type { SiteContent } from '@shop/shared/site-content.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every query of the storefront's edited words starts with this key: a save in the dashboard refreshes them all. */
export const SITE_CONTENT_KEY = 'site-content';

/** What every storefront page shows: the announcement bar and the footer (the server renders them in the page). */
export const siteContentQueryOptions = queryOptions({
  queryKey: [SITE_CONTENT_KEY],
  queryFn: ({ signal }) => api.get<SiteContent>('/site-content', { signal }),
  staleTime: 60_000,
});

/** The content once it has arrived; until then, or if it fails, the pages show the shop's defaults. */
export function useSiteContent(): SiteContent | undefined {
  return useQuery(siteContentQueryOptions).data;
}
