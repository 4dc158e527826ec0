import { Outlet } from 'react-router';
import { useUser } from '@/features/auth/auth-store';
import { LazyBagPanel } from '@/features/cart/components/lazy-bag-panel';
import { TestModeBanner } from '@/features/settings/components/test-mode-banner';
import { AnnouncementBar } from '@/features/site-content/components/lazy-announcement-bar';
import { PageOutlet } from '../route-error';
import { ScrollToTop } from '../scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useT } from '@/i18n/i18n';

export function RootLayout() {
  const user = useUser();
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col">
      <ScrollToTop />
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-ink px-4 py-3 text-paper focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('shell.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" className="flex-1 pt-header">
        <AnnouncementBar />
        <TestModeBanner />
        <PageOutlet>
          <Outlet />
        </PageOutlet>
      </main>
      <SiteFooter />
      <LazyBagPanel signedIn={user !== null} />
    </div>
  );
}
