import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonStyles } from '@/components/ui/button';

/**
 * Shown when a page throws while rendering, or when its code cannot be loaded (typically
 * after a new release replaced the hashed files the open tab still refers to).
 */
export function RouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : null;
  return (
    <div className="mx-auto flex min-h-[70vh] max-w-lg flex-col items-center justify-center gap-5 px-5 text-center">
      <h1 className="text-3xl">Something went wrong</h1>
      <p className="text-muted">
        {status ? `The page answered with status ${status}. ` : ''}Reloading usually helps. If it keeps happening, please
        contact us.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonStyles()} onClick={() => window.location.reload()}>
          Reload the page
        </button>
        <Link to="/" reloadDocument className={buttonStyles({ variant: 'secondary' })}>
          Go Back Home
        </Link>
      </div>
    </div>
  );
}
