import { Skeleton } from './skeleton';

/** Placeholders for a dashboard's stat cards while its totals load, in the grid that the cards' list will have. */
export function StatCardsSkeleton({ count, className, cardClassName }: { count: number; className: string; cardClassName: string }) {
  return (
    <div className={className}>
      {Array.from({ length: count }, (_, key) => (
        <Skeleton key={key} className={cardClassName} />
      ))}
    </div>
  );
}
