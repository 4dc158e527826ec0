import type { ManagedCategory } from '@shop/shared/category.schema';
import type { Sale } from '@shop/shared/sale.schema';
import { Pause, Pencil, Play, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryStates } from '@/components/ui/query-states';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import { DataTable, type Column } from '@/components/ui/table';
import { toast } from '@/components/ui/toast';
import { useManagedCategories } from '@/features/categories/api/get-categories';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { formatDollars, plural } from '@/lib/format';
import { useSales, useSetSalePaused } from '../api/change-sales';
import { DeleteSaleDialog } from '../components/delete-sale-dialog';
import { SaleFormModal } from '../components/sale-form-modal';
import { SALE_STATE_TONES, saleScopeText, saleValueText, saleWindowText } from '../sale-labels';

/**
 * `/dashboard/sales` (admin): the shop's automatic sales, newest first, each with what it takes
 * off, what it applies to, when it runs, its state, and the paid orders and revenue it brought.
 * Added, changed, paused, resumed and deleted here; a sale that orders carry is kept (paused instead).
 */
export function ManageSalesPage() {
  usePageTitle('Sales');
  const sales = useSales();
  // For the categories' names in the table and the form's choices.
  const categories = useManagedCategories().data ?? [];
  // The form: closed, a new sale, or a sale being changed.
  const [editing, setEditing] = useState<{ sale: Sale | null } | null>(null);
  const [deleting, setDeleting] = useState<Sale | null>(null);
  const empty = sales.data?.length === 0;

  const addButton = (
    <Button onClick={() => setEditing({ sale: null })}>
      <Plus aria-hidden="true" className="size-4" />
      New sale
    </Button>
  );

  return (
    <DashboardPage
      title="Sales"
      intro={
        sales.data && !empty
          ? `${plural(sales.data.length, 'sale')}, newest first.`
          : 'Money off some categories or products, or everything, for a while, without a code.'
      }
      actions={empty ? undefined : addButton}
    >
      <QueryStates
        query={sales}
        loading={<SkeletonRows label="Loading sales" rowClassName="h-16 rounded-lg" />}
        failed="Error loading sales."
        failedDetail="Please check your connection and try again."
      >
        {(data) =>
          data.length === 0 ? (
            <EmptyState actions={addButton}>No sales yet.</EmptyState>
          ) : (
            <SalesTable sales={data} categories={categories} onEdit={(sale) => setEditing({ sale })} onDelete={setDeleting} />
          )
        }
      </QueryStates>
      <SaleFormModal open={editing !== null} sale={editing?.sale ?? null} categories={categories} onClose={() => setEditing(null)} />
      <DeleteSaleDialog key={deleting?._id ?? 'none'} sale={deleting} onClose={() => setDeleting(null)} />
    </DashboardPage>
  );
}

function SalesTable({
  sales,
  categories,
  onEdit,
  onDelete,
}: {
  sales: Sale[];
  categories: ManagedCategory[];
  onEdit: (sale: Sale) => void;
  onDelete: (sale: Sale) => void;
}) {
  const categoryName = (handle: string) => categories.find((category) => category.handle === handle)?.name ?? handle;
  const columns: Column<Sale>[] = [
    { label: 'Name', variant: 'lead', cell: (sale) => <span className="font-medium break-words">{sale.name}</span> },
    { label: 'Discount', className: 'whitespace-nowrap', cell: saleValueText },
    { label: 'Applies to', cell: (sale) => saleScopeText(sale.appliesTo, categoryName) },
    { label: 'Runs', cell: saleWindowText },
    { label: 'State', cell: (sale) => <Badge tone={SALE_STATE_TONES[sale.state]}>{sale.state}</Badge> },
    { label: 'Orders', className: 'tabular-nums', cell: (sale) => String(sale.orders) },
    { label: 'Revenue', className: 'tabular-nums whitespace-nowrap', cell: (sale) => formatDollars(sale.revenue) },
    { label: 'Actions', variant: 'actions', cell: (sale) => <SaleActions sale={sale} onEdit={onEdit} onDelete={onDelete} /> },
  ];
  return <DataTable caption="Sales" rows={sales} columns={columns} />;
}

function SaleActions({ sale, onEdit, onDelete }: { sale: Sale; onEdit: (sale: Sale) => void; onDelete: (sale: Sale) => void }) {
  const setPaused = useSetSalePaused();
  const toggle = () =>
    setPaused.mutate(
      { id: sale._id, paused: !sale.paused },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (error) => toast.error(apiErrorDetail(error) ?? `Could not ${sale.paused ? 'resume' : 'pause'} the sale.`),
      },
    );
  return (
    <span className="inline-flex flex-wrap justify-end gap-1 md:justify-start lg:flex-nowrap">
      <Button variant="ghost" size="sm" aria-label={`Edit ${sale.name}`} onClick={() => onEdit(sale)}>
        <Pencil aria-hidden="true" className="size-4" />
        Edit
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`${sale.paused ? 'Resume' : 'Pause'} ${sale.name}`}
        disabled={setPaused.isPending}
        onClick={toggle}
      >
        {sale.paused ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
        {sale.paused ? 'Resume' : 'Pause'}
      </Button>
      <Button variant="ghost-danger" size="sm" aria-label={`Delete ${sale.name}`} onClick={() => onDelete(sale)}>
        <Trash2 aria-hidden="true" className="size-4" />
        Delete
      </Button>
    </span>
  );
}
