import { cn } from '@/lib/class-names';

/** A calm placeholder where content will appear. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-sand motion-reduce:animate-none', className)} />;
}
