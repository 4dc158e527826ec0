import { useEffect } from 'react';
import { useDocumentHead } from '@/ssr/document-head';
import { useShopName } from '../api/get-settings';

/** Sets the tab title to '{page} | {shop name}' (and, on the server, the HTML's <title>). */
export function usePageTitle(page: string): void {
  const shopName = useShopName();
  const title = `${page} | ${shopName}`;
  const head = useDocumentHead();
  // NOTE: effects never run on the server; the collector is written while rendering instead.
  head?.setTitle(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
