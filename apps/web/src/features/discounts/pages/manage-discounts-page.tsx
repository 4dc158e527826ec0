import type { ManagedCategory } from '@shop/shared/category.schema';
import type { Discount } from '@shop/shared/discount.schema';
import { Pause, Play, Plus, Trash2 } from 'lucide-react';
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
import { useDiscounts, useSetDiscountPaused } from '../api/change-discounts';
import { DeleteDiscountDialog } from '../components/delete-discount-dialog';
import { DiscountFormModal } from '../components/discount-form-modal';
import { discountConditions, discountValueText, STATE_TONES } from '../discount-labels';

/**
 * `/dashboard/discounts` (admin): the shop's discount codes, newest first, each with what it takes
 * off, its conditions, its state, its uses and the revenue of the paid orders that used it. Added,
 * paused, resumed and deleted here; a code that orders used is kept (paused instead).
 */
export function ManageDiscountsPage() {
  usePageTitle('Discount codes');
  const discounts = useDiscounts();
  // For the categories' names in the conditions and the form's choices.
  const categories = useManagedCategories().data ?? [];
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Discount | null>(null);
  const empty = discounts.data?.length === 0;

  const addButton = (
    <Button onClick={() => setAdding(true)}>
      <Plus aria-hidden="true" className="size-4" />
      New code
    </Button>
  );

  return (
    <DashboardPage
      title="Discount codes"
      intro={
        discounts.data && !empty
          ? `${plural(discounts.data.length, 'code')}, newest first.`
          : 'Codes shoppers type in their bag for money off or free shipping.'
      }
      actions={empty ? undefined : addButton}
    >
      <QueryStates
        query={discounts}
        loading={<SkeletonRows label="Loading discount codes" rowClassName="h-16 rounded-lg" />}
        failed="Error loading discount codes."
        failedDetail="Please check your connection and try again."
      >
        {(data) =>
          data.length === 0 ? (
            <EmptyState actions={addButton}>No discount codes yet.</EmptyState>
          ) : (
            <DiscountsTable discounts={data} categories={categories} onDelete={setDeleting} />
          )
        }
      </QueryStates>
      <DiscountFormModal open={adding} categories={categories} onClose={() => setAdding(false)} />
      <DeleteDiscountDialog key={deleting?._id ?? 'none'} discount={deleting} onClose={() => setDeleting(null)} />
    </DashboardPage>
  );
}

function DiscountsTable({
  discounts,
  categories,
  onDelete,
}: {
  discounts: Discount[];
  categories: ManagedCategory[];
  onDelete: (discount: Discount) => void;
}) {
  const categoryName = (handle: string) => categories.find((category) => category.handle === handle)?.name ?? handle;
  const columns: Column<Discount>[] = [
    {
      label: 'Code',
      variant: 'lead',
      cell: (discount) => <code className="font-mono font-medium break-all">{discount.code}</code>,
    },
    { label: 'Discount', className: 'whitespace-nowrap', cell: discountValueText },
    {
      label: 'Conditions',
      cell: (discount) => (
        <span className="block space-y-0.5">
          {discountConditions(discount, categoryName).map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </span>
      ),
    },
    { label: 'State', cell: (discount) => <Badge tone={STATE_TONES[discount.state]}>{discount.state}</Badge> },
    {
      label: 'Uses',
      className: 'tabular-nums',
      cell: (discount) => (
        <span className="block">
          {discount.uses}
          {/* Checkouts under way hold a use each until they are paid or expire. */}
          {discount.held > 0 ? <span className="block text-xs text-muted">{discount.held} held at checkout</span> : null}
        </span>
      ),
    },
    {
      label: 'Revenue',
      className: 'tabular-nums whitespace-nowrap',
      cell: (discount) => (
        <span className="block">
          {formatDollars(discount.revenue)}
          {discount.discounted > 0 ? (
            <span className="block text-xs text-muted">{formatDollars(discount.discounted)} taken off</span>
          ) : null}
        </span>
      ),
    },
    { label: 'Actions', variant: 'actions', cell: (discount) => <DiscountActions discount={discount} onDelete={onDelete} /> },
  ];
  return <DataTable caption="Discount codes" rows={discounts} columns={columns} />;
}

function DiscountActions({ discount, onDelete }: { discount: Discount; onDelete: (discount: Discount) => void }) {
  const setPaused = useSetDiscountPaused();
  const toggle = () =>
    setPaused.mutate(
      { id: discount._id, paused: !discount.paused },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (error) => toast.error(apiErrorDetail(error) ?? `Could not ${discount.paused ? 'resume' : 'pause'} the code.`),
      },
    );
  return (
    <span className="inline-flex flex-wrap justify-end gap-1 md:justify-start lg:flex-nowrap">
      <Button
        variant="ghost"
        size="sm"
        aria-label={`${discount.paused ? 'Resume' : 'Pause'} ${discount.code}`}
        disabled={setPaused.isPending}
        onClick={toggle}
      >
        {discount.paused ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
        {discount.paused ? 'Resume' : 'Pause'}
      </Button>
      <Button variant="ghost-danger" size="sm" aria-label={`Delete ${discount.code}`} onClick={() => onDelete(discount)}>
        <Trash2 aria-hidden="true" className="size-4" />
        Delete
      </Button>
    </span>
  );
}
