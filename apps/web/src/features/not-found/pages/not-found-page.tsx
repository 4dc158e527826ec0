import { paths } from '@shop/shared/routes';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';

export function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <div className="mx-auto flex min-h-[65vh] max-w-xl flex-col items-center justify-center gap-4 px-5 py-16 text-center">
      <h1 className="text-7xl text-clay md:text-8xl">404</h1>
      <h2 className="text-2xl md:text-3xl">Page Not Found</h2>
      <p className="text-muted">Sorry, the page you are looking for doesn't exist or has been moved.</p>
      <Link to={paths.home} className={buttonStyles({ className: 'mt-2' })}>
        Go Back Home
      </Link>
    </div>
  );
}
