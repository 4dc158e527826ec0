import { can } from '@shop/shared/can';
import { sizeLabel } from '@shop/shared/constants';
import type { ManagedSizeSet } from '@shop/shared/size-set.schema';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryStates } from '@/components/ui/query-states';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import { DataTable, type Column } from '@/components/ui/table';
import { useUser } from '@/features/auth/auth-store';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { plural } from '@/lib/format';
import { useDeleteSizeSet, useManagedSizeSets, useReorderSizeSets } from '../api/change-size-sets';
import { DeleteWithMoveDialog } from '../components/delete-with-move-dialog';
import { useOrderButtons } from '../components/order-buttons';
import { SizeSetFormModal } from '../components/size-set-form-modal';

/** What a row's Edit and Delete open. */
interface SizeSetActions {
  onEdit: (set: ManagedSizeSet) => void;
  onDelete: (set: ManagedSizeSet) => void;
}

/**
 * `/dashboard/size-sets` (admin): the shop's size sets in its order (the storefront's size filter
 * follows it), each with its sizes and how many products use it. Added, changed, moved and
 * deleted by those who may edit the catalogue ('catalogue.edit'); a set that products use is
 * deleted only once the admin says which they move to.
 */
export function ManageSizeSetsPage() {
  usePageTitle('Size sets');
  const editor = can(useUser(), 'catalogue.edit');
  const sets = useManagedSizeSets();
  const remove = useDeleteSizeSet();
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const list = sets.data ?? [];
  const find = (id: string | null) => list.find((set) => set._id === id) ?? null;
  const edited = editing?.id ? find(editing.id) : null;
  const empty = sets.data?.length === 0;

  const addButton = (
    <Button onClick={() => setEditing({ id: null })}>
      <Plus aria-hidden="true" className="size-4" />
      Add size set
    </Button>
  );

  return (
    <DashboardPage
      title="Size sets"
      intro={sets.data && !empty ? `${plural(list.length, 'size set')}, in the shop's order.` : 'Every size set of the shop, in its order.'}
      actions={editor && !empty ? addButton : undefined}
    >
      <QueryStates
        query={sets}
        loading={<SkeletonRows label="Loading size sets" rowClassName="h-14 rounded-lg" />}
        failed="Error loading size sets."
        failedDetail="Please check your connection and try again."
      >
        {(data) =>
          data.length === 0 ? (
            <EmptyState actions={editor ? addButton : undefined}>No size sets yet.</EmptyState>
          ) : (
            <SizeSetsTable
              sets={data}
              actions={editor ? { onEdit: (set) => setEditing({ id: set._id }), onDelete: (set) => setDeletingId(set._id) } : undefined}
            />
          )
        }
      </QueryStates>
      <SizeSetFormModal
        open={editing !== null && (editing.id === null || edited !== null)}
        sizeSet={edited}
        onClose={() => setEditing(null)}
      />
      <DeleteWithMoveDialog
        noun="size set"
        verb={{ one: 'uses', many: 'use' }}
        row={find(deletingId)}
        rows={list}
        remove={remove}
        moveLabel="Move its products to"
        onClose={() => setDeletingId(null)}
        onStale={() => void sets.refetch()}
      />
    </DashboardPage>
  );
}

/** Without `actions` (a staff member who may only see the catalogue) the rows have no Order and Actions columns. */
function SizeSetsTable({ sets, actions }: { sets: ManagedSizeSet[]; actions?: SizeSetActions }) {
  const order = useOrderButtons(sets, useReorderSizeSets());
  const columns: Column<ManagedSizeSet>[] = [
    { label: 'Size set', variant: 'lead', cell: (set) => <span className="font-medium break-words">{set.name}</span> },
    { label: 'Handle', cell: (set) => <code className="font-mono text-sm whitespace-nowrap">{set.handle}</code> },
    { label: 'Sizes', cell: (set) => <span className="break-words">{set.sizes.map(sizeLabel).join(' · ')}</span> },
    { label: 'Products', className: 'tabular-nums', cell: (set) => set.products },
  ];
  if (actions) {
    columns.push(
      { label: 'Order', cell: order.cell },
      {
        label: 'Actions',
        variant: 'actions',
        cell: (set) => (
          <span className="inline-flex flex-wrap justify-end gap-1 md:justify-start lg:flex-nowrap">
            <Button variant="ghost" size="sm" aria-label={`Edit ${set.name}`} onClick={() => actions.onEdit(set)}>
              <Pencil aria-hidden="true" className="size-4" />
              Edit
            </Button>
            <Button variant="ghost-danger" size="sm" aria-label={`Delete ${set.name}`} onClick={() => actions.onDelete(set)}>
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
      <DataTable caption="Size sets" rows={sets} columns={columns} />
      {order.status}
    </>
  );
}
