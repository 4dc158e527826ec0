import { Skeleton } from './skeleton';

// NOTE: apart from skeleton.tsx, so that the storefront pages, which use `Skeleton` alone, do not load it.

/**
 * A list still loading: `rows` placeholder rows of the list's own height, announced as `label`,
 * after a `lead` placeholder of its own shape where a summary stands above the list.
 */
export function SkeletonRows({
  label,
  rows = 5,
  rowClassName,
  lead,
  className = 'space-y-3',
}: {
  label: string;
  rows?: number;
  rowClassName: string;
  /** The first placeholder's classes: the summary card above the rows. */
  lead?: string;
  /** The placeholders' frame: the space between them. */
  className?: string;
}) {
  return (
    <div role="status" aria-label={label} className={className}>
      {lead ? <Skeleton className={lead} /> : null}
      {Array.from({ length: rows }, (_, key) => (
        <Skeleton key={key} className={rowClassName} />
      ))}
    </div>
  );
}
