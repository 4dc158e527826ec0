import { can } from '@shop/shared/can';
import type { ManagedCategory } from '@shop/shared/category.schema';
import { paths, withQuery } from '@shop/shared/routes';
import { ArrowDown, ArrowUp, Eye, EyeOff, ImageIcon, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryStates } from '@/components/ui/query-states';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import { DataTable, type Column } from '@/components/ui/table';
import { toast } from '@/components/ui/toast';
import { useUser } from '@/features/auth/auth-store';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { plural } from '@/lib/format';
import { useReorderCategories, useUpdateCategory } from '../api/change-categories';
import { useManagedCategories } from '../api/get-categories';
import { CategoryFormModal } from '../components/category-form-modal';
import { DeleteCategoryDialog } from '../components/delete-category-dialog';

type Direction = 'up' | 'down';

/** The form on screen: for a new category (id null), or for the category of that id. */
type Editing = { id: string | null };

/** What a row's Edit and Delete open. */
interface CategoryActions {
  onEdit: (category: ManagedCategory) => void;
  onDelete: (category: ManagedCategory) => void;
}

/**
 * `/dashboard/categories` (admin): every category in the shop's order, hidden ones too, with how
 * many products each holds. Added, changed, moved up and down, hidden and deleted here, by those
 * who may edit the catalogue ('catalogue.edit'); a category that products have is deleted only
 * once the admin says where they go.
 */
export function ManageCategoriesPage() {
  usePageTitle('Categories');
  const editor = can(useUser(), 'catalogue.edit');
  const categories = useManagedCategories();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const list = categories.data ?? [];
  // Read from the list each time, so that the dialogs show the counts as they are now.
  const find = (id: string | null) => list.find((category) => category._id === id) ?? null;
  const editedCategory = editing?.id ? find(editing.id) : null;
  const empty = categories.data?.length === 0;

  const addButton = (
    <Button onClick={() => setEditing({ id: null })}>
      <Plus aria-hidden="true" className="size-4" />
      Add category
    </Button>
  );

  return (
    <DashboardPage
      title="Categories"
      intro={
        categories.data && !empty
          ? `${plural(list.length, 'category', 'categories')}, in the shop's order.`
          : 'Every category of the shop, in its order.'
      }
      actions={editor && !empty ? addButton : undefined}
    >
      <QueryStates
        query={categories}
        loading={<SkeletonRows label="Loading categories" rowClassName="h-14 rounded-lg" />}
        failed="Error loading categories."
        failedDetail="Please check your connection and try again."
      >
        {(data) =>
          data.length === 0 ? (
            <EmptyState actions={editor ? addButton : undefined}>No categories yet.</EmptyState>
          ) : (
            <CategoriesTable
              categories={data}
              actions={
                editor
                  ? { onEdit: (category) => setEditing({ id: category._id }), onDelete: (category) => setDeletingId(category._id) }
                  : undefined
              }
            />
          )
        }
      </QueryStates>
      <CategoryFormModal
        open={editing !== null && (editing.id === null || editedCategory !== null)}
        category={editedCategory}
        onClose={() => setEditing(null)}
      />
      <DeleteCategoryDialog
        category={find(deletingId)}
        categories={list}
        onClose={() => setDeletingId(null)}
        onStale={() => void categories.refetch()}
      />
    </DashboardPage>
  );
}

/** Without `actions` (a staff member who may only see the catalogue) the rows have no Order and Actions columns. */
function CategoriesTable({ categories, actions }: { categories: ManagedCategory[]; actions?: CategoryActions }) {
  const reorder = useReorderCategories();
  const update = useUpdateCategory();
  const [announcement, setAnnouncement] = useState('');
  // The Move buttons by category and direction, to keep the focus on the moved row.
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterMove = useRef<{ id: string; direction: Direction } | null>(null);

  // The moved row's button lost the focus (its row moved, or it rests at an end): it gets it back
  // once the new order is on screen, or its other Move button if it rests.
  useEffect(() => {
    const moved = focusAfterMove.current;
    if (!moved) return;
    focusAfterMove.current = null;
    const same = moveButtons.current.get(`${moved.id}-${moved.direction}`);
    const other = moveButtons.current.get(`${moved.id}-${moved.direction === 'up' ? 'down' : 'up'}`);
    (same && !same.disabled ? same : other)?.focus();
  }, [categories]);

  const move = async (category: ManagedCategory, index: number, direction: Direction) => {
    if (reorder.isPending) return;
    const to = direction === 'up' ? index - 1 : index + 1;
    const ids = categories.map(({ _id }) => _id);
    [ids[index], ids[to]] = [ids[to]!, ids[index]!];
    focusAfterMove.current = { id: category._id, direction };
    try {
      await reorder.mutateAsync(ids);
      setAnnouncement(`${category.name} moved ${direction}, to place ${to + 1} of ${ids.length}.`);
    } catch (error) {
      focusAfterMove.current = null;
      toast.error(apiErrorDetail(error) ?? 'Could not change the order. Please try again.');
    }
  };

  const toggleHidden = (category: ManagedCategory) => {
    if (update.isPending) return;
    const hidden = !category.hidden;
    update.mutate(
      { id: category._id, changes: { hidden } },
      {
        onSuccess: () => toast.success(hidden ? `${category.name} is hidden from the shop.` : `${category.name} is shown in the shop.`),
        onError: (error) => toast.error(apiErrorDetail(error) ?? 'Could not change the category. Please try again.'),
      },
    );
  };

  const moveButton = (category: ManagedCategory, index: number, direction: Direction) => {
    const Icon = direction === 'up' ? ArrowUp : ArrowDown;
    const key = `${category._id}-${direction}`;
    return (
      <Button
        ref={(button) => {
          if (button) moveButtons.current.set(key, button);
          else moveButtons.current.delete(key);
        }}
        variant="ghost"
        size="icon"
        aria-label={`Move ${category.name} ${direction}`}
        disabled={direction === 'up' ? index === 0 : index === categories.length - 1}
        onClick={() => void move(category, index, direction)}
      >
        <Icon aria-hidden="true" className="size-4" />
      </Button>
    );
  };

  const columns: Column<ManagedCategory>[] = [
    {
      // On phones the card opens with the category, without a label.
      label: 'Category',
      variant: 'lead',
      cell: (category) => (
        <span className="flex min-w-0 items-center gap-3">
          {category.image ? (
            <img src={category.image} alt="" className="size-10 shrink-0 rounded-md border border-line object-cover" />
          ) : (
            <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-md bg-sand">
              <ImageIcon className="size-4 text-muted" />
            </span>
          )}
          <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-medium break-words">{category.name}</span>
            {category.hidden ? <Badge>Hidden</Badge> : null}
          </span>
        </span>
      ),
    },
    { label: 'Handle', cell: (category) => <code className="font-mono text-sm break-all">{category.handle}</code> },
    {
      label: 'Products',
      className: 'tabular-nums',
      cell: (category) =>
        category.products > 0 ? (
          <Link
            to={withQuery(paths.manageProducts, { category: category.handle })}
            aria-label={`${plural(category.products, 'product')} in ${category.name}`}
            className="underline decoration-line underline-offset-4 hover:decoration-ink"
          >
            {category.products}
          </Link>
        ) : (
          0
        ),
    },
  ];
  if (actions) {
    columns.push(
      {
        label: 'Order',
        cell: (category, index) => (
          <span className="inline-flex gap-1">
            {moveButton(category, index, 'up')}
            {moveButton(category, index, 'down')}
          </span>
        ),
      },
      {
        label: 'Actions',
        variant: 'actions',
        cell: (category) => (
          // Edit and Delete as every admin row has them (RowActions), with Hide or Show between.
          <span className="inline-flex flex-wrap justify-end gap-1 md:justify-start lg:flex-nowrap">
            <Button variant="ghost" size="sm" aria-label={`Edit ${category.name}`} onClick={() => actions.onEdit(category)}>
              <Pencil aria-hidden="true" className="size-4" />
              Edit
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`${category.hidden ? 'Show' : 'Hide'} ${category.name}`}
              onClick={() => toggleHidden(category)}
            >
              {category.hidden ? <Eye aria-hidden="true" className="size-4" /> : <EyeOff aria-hidden="true" className="size-4" />}
              {category.hidden ? 'Show' : 'Hide'}
            </Button>
            <Button variant="ghost-danger" size="sm" aria-label={`Delete ${category.name}`} onClick={() => actions.onDelete(category)}>
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
      <DataTable caption="Categories" rows={categories} columns={columns} />
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
