import { useEffect } from 'react';
import { useShopName } from '../api/get-settings';

/** Sets the tab title to '{page} | {shop name}'. */
export function usePageTitle(page: string): void {
  const shopName = useShopName();
  useEffect(() => {
    document.title = `${page} | ${shopName}`;
  }, [page, shopName]);
}
