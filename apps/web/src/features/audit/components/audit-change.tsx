import type { AuditEntry } from '@shop/shared/audit.schema';
import { useState } from 'react';
import { cn } from '@/lib/class-names';
import { diffRows, type DiffRow } from '../audit-format';

/** Longer values are cut to this many characters until the admin asks for all of it. */
export const SHORT_VALUE = 80;

const cut = (text: string, whole: boolean) => (whole || text.length <= SHORT_VALUE ? text : `${text.slice(0, SHORT_VALUE).trimEnd()}…`);

/** An entry's change as a readable diff: `Price: $25.00 → $19.50`, the old value struck through. */
export function AuditChange({ entry }: { entry: Pick<AuditEntry, 'before' | 'after' | 'details'> }) {
  const rows = diffRows(entry);
  if (rows.length === 0) return <span className="text-muted">No fields changed</span>;
  return (
    <dl className="space-y-1.5 text-sm">
      {rows.map((row) => (
        <ChangeLine key={row.key} row={row} />
      ))}
    </dl>
  );
}

function ChangeLine({ row }: { row: DiffRow }) {
  const [whole, setWhole] = useState(false);
  const long = !row.picture && [row.before, row.after].some((value) => value !== undefined && value.length > SHORT_VALUE);
  const was =
    row.before === undefined ? null : row.picture ? (
      <Picture src={row.before} alt={`${row.field}, as it was`} old />
    ) : (
      <del className="text-muted decoration-muted/70">
        <span className="sr-only">was </span>
        {cut(row.before, whole)}
      </del>
    );
  const now =
    row.after === undefined ? null : row.picture ? (
      <Picture src={row.after} alt={`${row.field}, as it became`} />
    ) : (
      <ins className="no-underline">{cut(row.after, whole)}</ins>
    );
  return (
    <div className="flex flex-wrap items-baseline gap-x-1.5">
      <dt className="font-medium">{row.field}:</dt>{' '}
      <dd className="min-w-0 [overflow-wrap:anywhere]">
        {was && now ? (
          <>
            {was} <span aria-hidden="true">→</span> <span className="sr-only">now </span>
            {now}
          </>
        ) : (
          (now ?? was)
        )}
        {long ? (
          <button
            type="button"
            className="ml-1.5 px-1 py-1 text-xs font-medium text-ink underline underline-offset-2 hover:text-clay"
            aria-expanded={whole}
            aria-label={whole ? `Show less of ${row.field}` : `Show all of ${row.field}`}
            onClick={() => setWhole((shown) => !shown)}
          >
            {whole ? 'Show less' : 'Show all'}
          </button>
        ) : null}
      </dd>
    </div>
  );
}

/** A product picture, small; the one it replaced is faded. */
function Picture({ src, alt, old = false }: { src: string; alt: string; old?: boolean }) {
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      className={cn('inline-block size-12 rounded-md border border-line bg-sand object-cover align-middle', old && 'opacity-50')}
    />
  );
}
