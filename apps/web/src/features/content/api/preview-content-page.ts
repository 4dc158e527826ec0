import { PagePreviewResponseSchema } from '@shop/shared/page-content.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '@/lib/api-client';
import { contentPageKeys } from './get-content-page';

/** How long the editor waits after the last keystroke before asking for a preview. */
export const PREVIEW_DEBOUNCE_MS = 300;

export async function previewContentPage(markdown: string, signal?: AbortSignal): Promise<string> {
  return (await api.post('/pages/preview', { markdown }, { schema: PagePreviewResponseSchema, signal })).html;
}

/** The value once it has stood still for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The Markdown as visitors would get it, from the server's own renderer and sanitiser (so the
 * preview is what the page will show), asked ~300 ms after the typing stops; the last preview
 * stays on screen meanwhile.
 */
export function useContentPagePreview(markdown: string) {
  const settled = useSettled(markdown, PREVIEW_DEBOUNCE_MS);
  return useQuery({
    queryKey: [...contentPageKeys.all, 'preview', settled] as const,
    queryFn: ({ signal }) => previewContentPage(settled, signal),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    gcTime: 60_000,
  });
}
