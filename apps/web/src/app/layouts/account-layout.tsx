import { Outlet } from 'react-router';
import { ScrollToTop } from '../scroll-to-top';
import { NavigationProgress } from './root-layout';

/** Login and register stand on their own, outside the shop's navigation and footer. */
export function AccountLayout() {
  return (
    <>
      <ScrollToTop />
      <NavigationProgress />
      <Outlet />
    </>
  );
}
