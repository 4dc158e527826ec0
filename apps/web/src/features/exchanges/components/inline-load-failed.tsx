import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/i18n';
import { cn } from '@/lib/class-names';

/** A quiet line in an order's page when what it offers could not be loaded, with 'Try again'. */
export function InlineLoadFailed({ message, onRetry, className }: { message: string; onRetry: () => void; className?: string }) {
  const t = useT();
  return (
    <div role="alert" className={cn('flex flex-wrap items-center gap-3 text-sm text-muted', className)}>
      <p>{message}</p>
      <Button variant="ghost" size="sm" onClick={onRetry}>
        <RefreshCw aria-hidden="true" className="size-4" />
        {t('ui.tryAgain')}
      </Button>
    </div>
  );
}
