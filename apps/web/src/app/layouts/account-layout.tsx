import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ScrollToTop } from '../scroll-to-top';
import { PageFallback } from './root-layout';

/** Login and register stand on their own, outside the shop's navigation and footer. */
export function AccountLayout() {
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<PageFallback />}>
        <Outlet />
      </Suspense>
    </>
  );
}
