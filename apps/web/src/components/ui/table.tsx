/**
 * A data table that becomes a stack of cards on phones: the header row hides and every cell
 * shows its own label instead. Each column is declared once, its header and phone label with
 * the cell it draws, so the two cannot drift apart.
 */
import { Fragment, type ReactNode } from 'react';
import { cn } from '@/lib/class-names';

export interface Column<Row> {
  /** The header, and the label beside the value on phones. */
  label: string;
  cell: (row: Row, index: number) => ReactNode;
  /**
   * `data` (the default) shows the label beside the value on phones; `lead` opens the phone
   * card without a label (a picture and a name); `actions` puts the row's buttons at the foot
   * of the card (none when the row has no buttons); `wide-only` leaves the cell out of the phone card (a row number, say).
   */
  variant?: 'data' | 'lead' | 'actions' | 'wide-only';
  className?: string;
}

export function DataTable<Row extends { _id: string }>({
  caption,
  rows,
  columns,
  detail,
}: {
  caption: string;
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  /**
   * What a row shows opened up (its history, say), in a row of its own under it across the whole
   * table; null while it is closed. Its id is `detailId(row)`, for the button that opens it.
   */
  detail?: (row: Row) => ReactNode;
}) {
  return (
    <div className="md:overflow-x-auto md:rounded-lg md:border md:border-line md:bg-white">
      <table className="block w-full text-left text-sm md:table">
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden border-b border-line bg-sand md:table-header-group">
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className="px-4 py-3 text-xs font-semibold tracking-[0.12em] text-muted uppercase">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="flex flex-col gap-3 md:table-row-group md:divide-y md:divide-line">
          {rows.map((row, index) => {
            const opened = detail?.(row) ?? null;
            return (
              <Fragment key={row._id}>
                <tr className="flex flex-col rounded-lg border border-line bg-white px-4 py-2 md:table-row md:rounded-none md:border-0 md:bg-transparent md:p-0">
                  {columns.map((column) => (
                    <Cell key={column.label} column={column}>
                      {column.cell(row, index)}
                    </Cell>
                  ))}
                </tr>
                {opened === null ? null : (
                  <tr
                    id={detailId(row)}
                    className="block rounded-lg border border-line bg-sand/60 px-4 py-3 md:table-row md:rounded-none md:border-0"
                  >
                    <td colSpan={columns.length} className="block md:table-cell md:px-4 md:py-3">
                      {opened}
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The id of a row's opened-up detail (`DataTable`'s `detail`), for the `aria-controls` of the button that opens it. */
export const detailId = (row: { _id: string }) => `row-detail-${row._id}`;

const WIDE = 'md:table-cell md:px-4 md:py-3 md:align-middle';

function Cell<Row>({ column: { label, variant = 'data', className }, children }: { column: Column<Row>; children: ReactNode }) {
  switch (variant) {
    case 'wide-only':
      return <td className={cn('hidden', WIDE, className)}>{children}</td>;
    case 'lead':
      return <td className={cn('flex items-center gap-3 py-2', WIDE, className)}>{children}</td>;
    case 'actions':
      return (
        <td
          className={cn('-mx-2 mt-1 flex justify-end border-t border-line pt-1 max-md:empty:hidden md:mx-0 md:border-0', WIDE, className)}
        >
          {children}
        </td>
      );
    case 'data':
      return (
        <td className={cn('flex min-h-10 items-center justify-between gap-4 py-1.5', WIDE, className)}>
          <span className="text-xs font-semibold tracking-[0.12em] text-muted uppercase md:hidden">{label}</span>
          <span className="min-w-0 text-right break-words md:text-left">{children}</span>
        </td>
      );
  }
}
