import { cn } from '@/lib/class-names';

/** A calm placeholder where content will appear. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-sand motion-reduce:animate-none', className)} />;
}

/** A list still loading: `rows` placeholder rows of the list's own height, announced as `label`. */
export function SkeletonRows({ label, rows = 5, rowClassName }: { label: string; rows?: number; rowClassName: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-3">
      {Array.from({ length: rows }, (_, key) => (
        <Skeleton key={key} className={rowClassName} />
      ))}
    </div>
  );
}
