import { OPEN_BAG_PARAM } from '@shop/shared/routes';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCartStore } from '../cart-store';
import { useLoadLaterMessages } from '@/i18n/i18n';

const BagPanel = lazy(() => import('./bag-panel').then((module) => ({ default: module.BagPanel })));

/**
 * The bag panel, whose code (checkout included) loads the first time the bag opens: most
 * visits never open it, and every storefront page's first load goes without it.
 */
export function LazyBagPanel({ signedIn }: { signedIn: boolean }) {
  const isOpen = useCartStore((state) => state.isBagOpen);
  const [wanted, setWanted] = useState(isOpen);
  if (isOpen && !wanted) setWanted(true);
  // The bag's messages load with its code, not after it.
  useLoadLaterMessages(wanted);
  useOpenBagFromUrl();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <BagPanel signedIn={signedIn} />
    </Suspense>
  );
}

function useOpenBagFromUrl() {
  const [searchParams, setSearchParams] = useSearchParams();
  const openBag = useCartStore((state) => state.openBag);
  const wantsBag = searchParams.get(OPEN_BAG_PARAM) === 'open';

  useEffect(() => {
    if (!wantsBag) return;
    openBag();
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete(OPEN_BAG_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [wantsBag, openBag, setSearchParams]);
}
