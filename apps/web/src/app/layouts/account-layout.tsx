import { Outlet } from 'react-router';
import { PageOutlet } from '../route-error';
import { ScrollToTop } from '../scroll-to-top';

/** The account pages (login, register, password recovery, email verification) stand on their own, outside the shop's navigation and footer. */
export function AccountLayout() {
  return (
    <>
      <ScrollToTop />
      <PageOutlet>
        <Outlet />
      </PageOutlet>
    </>
  );
}
