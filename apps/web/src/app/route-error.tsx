import { paths } from '@shop/shared/routes';
import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { PageFallback } from '@/ssr/page-fallback';

/**
 * Shown when a page throws while rendering, or when its code cannot be loaded (typically
 * after a new release replaced the hashed files the open tab still refers to).
 */
export function RouteError() {
  return (
    <div className="mx-auto flex min-h-[70vh] max-w-lg flex-col items-center justify-center gap-5 px-5 text-center">
      <h1 className="text-3xl">Something went wrong</h1>
      <p className="text-muted">Reloading usually helps. If it keeps happening, please contact us.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonStyles()} onClick={() => window.location.reload()}>
          Reload the page
        </button>
        <Link to={paths.home} reloadDocument className={buttonStyles({ variant: 'secondary' })}>
          Go Back Home
        </Link>
      </div>
    </div>
  );
}

/**
 * Where a layout shows its page: a spinner while the page's code loads on a first visit, and
 * RouteError if the page fails. Another path starts afresh.
 */
export function PageOutlet({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary key={pathname}>
      <Suspense fallback={<PageFallback />}>{children}</Suspense>
    </PageErrorBoundary>
  );
}

class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A page failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
