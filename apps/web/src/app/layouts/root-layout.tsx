import { Outlet, useNavigation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/class-names';
import { useUser } from '@/features/auth/auth-store';
import { LazyBagPanel } from '@/features/cart/components/lazy-bag-panel';
import { ScrollToTop } from '../scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function RootLayout() {
  const user = useUser();
  return (
    <div className="flex min-h-dvh flex-col">
      <ScrollToTop />
      <NavigationProgress />
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-ink px-4 py-3 text-paper focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1 pt-header">
        <Outlet />
      </main>
      <SiteFooter />
      <LazyBagPanel signedIn={user !== null} />
    </div>
  );
}

export function PageFallback() {
  return (
    <div className="grid min-h-[60vh] place-items-center">
      <Spinner />
    </div>
  );
}

/** A thin bar along the top while the next page's code loads (the current page stays meanwhile). */
export function NavigationProgress() {
  const loading = useNavigation().state === 'loading';
  return (
    <div
      aria-hidden="true"
      className={cn(
        'pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5 origin-left bg-clay transition-transform duration-500',
        loading ? 'scale-x-75' : 'scale-x-0 duration-0',
      )}
    />
  );
}
