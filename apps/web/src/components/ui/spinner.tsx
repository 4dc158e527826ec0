import { cn } from '@/lib/class-names';
import { useT } from '@/i18n/i18n';

export function Spinner({ label, className }: { label?: string; className?: string }) {
  const t = useT();
  return (
    <span role="status" className={cn('inline-flex items-center justify-center', className)}>
      <span aria-hidden="true" className="size-8 animate-spin rounded-full border-2 border-line border-t-ink motion-reduce:animate-none" />
      <span className="sr-only">{label ?? t('ui.loading')}</span>
    </span>
  );
}
