import type { ReactNode } from 'react';
import { Button } from './button';
import { useT } from '@/i18n/i18n';

export interface LoadFailedProps {
  /** What could not be loaded: 'Error loading orders.' */
  title: ReactNode;
  /** A second, smaller line: what may have happened. */
  detail?: ReactNode;
  onRetry: () => void;
  /** More ways on, after 'Try again' (a link back, ...). */
  children?: ReactNode;
}

/** The block a page shows when its data could not be loaded, with a way to try again. */
export function LoadFailed({ title, detail, onRetry, children }: LoadFailedProps) {
  const t = useT();
  return (
    <div role="alert" className="rounded-xl border border-danger/30 bg-danger-soft px-6 py-8 text-center text-danger">
      <p className="font-medium">{title}</p>
      {detail ? <p className="mt-1 text-sm">{detail}</p> : null}
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <Button variant="secondary" onClick={onRetry}>
          {t('ui.tryAgain')}
        </Button>
        {children}
      </div>
    </div>
  );
}
