import { cn } from '@/lib/class-names';

export function Spinner({ label = 'Loading...', className }: { label?: string; className?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center justify-center', className)}>
      <span aria-hidden="true" className="size-8 animate-spin rounded-full border-2 border-line border-t-ink motion-reduce:animate-none" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
