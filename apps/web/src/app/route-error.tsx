import { paths } from '@shop/shared/routes';
import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { PageFallback } from '@/ssr/page-fallback';
import { useT } from '@/i18n/i18n';

/**
 * Shown when a page throws while rendering, or when its code cannot be loaded (typically
 * after a new release replaced the hashed files the open tab still refers to).
 */
export function RouteError() {
  const t = useT();
  return (
    <div className="mx-auto flex min-h-[70vh] max-w-lg flex-col items-center justify-center gap-5 px-5 text-center">
      <h1 className="text-3xl">{t('error.title')}</h1>
      <p className="text-muted">{t('error.detail')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonStyles()} onClick={() => window.location.reload()}>
          {t('error.reload')}
        </button>
        <Link to={paths.home} reloadDocument className={buttonStyles({ variant: 'secondary' })}>
          {t('error.home')}
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
