import { can } from '@shop/shared/can';
import type { ManagedColor } from '@shop/shared/color.schema';
import { paths, withQuery } from '@shop/shared/routes';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryStates } from '@/components/ui/query-states';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import { DataTable, type Column } from '@/components/ui/table';
import { useUser } from '@/features/auth/auth-store';
import { SwatchChip, swatchStyle } from '@/features/catalogue/components/color-swatch';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { plural } from '@/lib/format';
import { useDeleteColor, useManagedColors, useReorderColors } from '../api/change-colors';
import { ColorFormModal } from '../components/color-form-modal';
import { DeleteWithMoveDialog } from '../components/delete-with-move-dialog';
import { useOrderButtons } from '../components/order-buttons';

/** What a row's Edit and Delete open. */
interface ColorActions {
  onEdit: (color: ManagedColor) => void;
  onDelete: (color: ManagedColor) => void;
}

/**
 * `/dashboard/colors` (admin): the shop's colours in its order, each with its swatch and how many
 * products come in it. Added, renamed, repainted, moved up and down and deleted here, by those
 * who may edit the catalogue ('catalogue.edit'); a colour that products come in is deleted only
 * once the admin says which they take instead.
 */
export function ManageColorsPage() {
  usePageTitle('Colours');
  const editor = can(useUser(), 'catalogue.edit');
  const colors = useManagedColors();
  const remove = useDeleteColor();
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const list = colors.data ?? [];
  const find = (id: string | null) => list.find((color) => color._id === id) ?? null;
  const edited = editing?.id ? find(editing.id) : null;
  const empty = colors.data?.length === 0;

  const addButton = (
    <Button onClick={() => setEditing({ id: null })}>
      <Plus aria-hidden="true" className="size-4" />
      Add colour
    </Button>
  );

  return (
    <DashboardPage
      title="Colours"
      intro={colors.data && !empty ? `${plural(list.length, 'colour')}, in the shop's order.` : 'Every colour of the shop, in its order.'}
      actions={editor && !empty ? addButton : undefined}
    >
      <QueryStates
        query={colors}
        loading={<SkeletonRows label="Loading colours" rowClassName="h-14 rounded-lg" />}
        failed="Error loading colours."
        failedDetail="Please check your connection and try again."
      >
        {(data) =>
          data.length === 0 ? (
            <EmptyState actions={editor ? addButton : undefined}>No colours yet.</EmptyState>
          ) : (
            <ColorsTable
              colors={data}
              actions={
                editor ? { onEdit: (color) => setEditing({ id: color._id }), onDelete: (color) => setDeletingId(color._id) } : undefined
              }
            />
          )
        }
      </QueryStates>
      <ColorFormModal open={editing !== null && (editing.id === null || edited !== null)} color={edited} onClose={() => setEditing(null)} />
      <DeleteWithMoveDialog
        noun="colour"
        verb={{ one: 'comes in', many: 'come in' }}
        row={find(deletingId)}
        rows={list}
        remove={remove}
        moveLabel="Its products come in instead"
        onClose={() => setDeletingId(null)}
        onStale={() => void colors.refetch()}
      />
    </DashboardPage>
  );
}

/** Without `actions` (a staff member who may only see the catalogue) the rows have no Order and Actions columns. */
function ColorsTable({ colors, actions }: { colors: ManagedColor[]; actions?: ColorActions }) {
  const order = useOrderButtons(colors, useReorderColors());
  const columns: Column<ManagedColor>[] = [
    {
      label: 'Colour',
      variant: 'lead',
      cell: (color) => (
        <span className="flex min-w-0 items-center gap-3">
          <SwatchChip paint={swatchStyle(color)} className="size-8" />
          <span className="font-medium break-words">{color.name}</span>
        </span>
      ),
    },
    { label: 'Handle', cell: (color) => <code className="font-mono text-sm break-all">{color.handle}</code> },
    {
      label: 'Swatch',
      cell: (color) => (color.image ? 'Picture' : color.hex ? <code className="font-mono text-sm">{color.hex}</code> : 'None'),
    },
    {
      label: 'Products',
      className: 'tabular-nums',
      cell: (color) =>
        color.products > 0 ? (
          <Link
            to={withQuery(paths.shop, { color: color.handle })}
            aria-label={`${plural(color.products, 'product')} in ${color.name}`}
            className="underline decoration-line underline-offset-4 hover:decoration-ink"
          >
            {color.products}
          </Link>
        ) : (
          0
        ),
    },
  ];
  if (actions) {
    columns.push(
      { label: 'Order', cell: order.cell },
      {
        label: 'Actions',
        variant: 'actions',
        cell: (color) => (
          <span className="inline-flex flex-wrap justify-end gap-1 md:justify-start lg:flex-nowrap">
            <Button variant="ghost" size="sm" aria-label={`Edit ${color.name}`} onClick={() => actions.onEdit(color)}>
              <Pencil aria-hidden="true" className="size-4" />
              Edit
            </Button>
            <Button variant="ghost-danger" size="sm" aria-label={`Delete ${color.name}`} onClick={() => actions.onDelete(color)}>
              <Trash2 aria-hidden="true" className="size-4" />
              Delete
            </Button>
          </span>
        ),
      },
    );
  }
  return (
    <>
      <DataTable caption="Colours" rows={colors} columns={columns} />
      {order.status}
    </>
  );
}
