import { MANAGE_PRODUCTS_PAGE_SIZE } from '@shop/shared/constants';
import { can } from '@shop/shared/can';
import { useManagedCategories } from '@/features/categories/api/get-categories';
import { DEFAULT_MANAGE_PRODUCT_SORT, MANAGE_PRODUCT_SORTS, type ManagedProduct } from '@shop/shared/product-admin.schema';
import { paths } from '@shop/shared/routes';
import { Download, Package, Plus, Search, Upload, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { ListStates } from '@/components/ui/list-states';
import { Badge } from '@/components/ui/badge';
import { Button, buttonStyles } from '@/components/ui/button';
import { ChoiceChip } from '@/components/ui/choice-chip';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { DateTime } from '@/components/ui/date-time';
import { FilterSelect } from '@/components/ui/filter-select';
import { inputStyles, SelectField } from '@/components/ui/field';
import { RowActions } from '@/components/ui/row-actions';
import { DataTable, type Column } from '@/components/ui/table';
import { toast } from '@/components/ui/toast';
import { useUser } from '@/features/auth/auth-store';
import { capitalize } from '@/features/catalogue/catalogue-labels';
import { srcSetOf } from '@/features/catalogue/components/product-image';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { cn } from '@/lib/class-names';
import { formatDollars, plural } from '@/lib/format';
import { readChoice } from '@/lib/read-choice';
import { usePagedList } from '@/lib/use-paged-list';
import { useDeleteProduct } from '../api/delete-product';
import { useExportProducts } from '../api/export-products';
import { useAdminProducts } from '../api/get-admin-products';
import { ImportProductsDialog } from '../components/import-products-dialog';
import { StockDialog } from '../components/stock-dialog';
import { SORT_LABELS, useManageProductsUrl } from '../manage-products-url';
import { withValues } from '../product-form-values';

/**
 * `/dashboard/manage-products` (admin): every product, 12 a page, searched by name, filtered by
 * category and low stock, and sorted, all by the server, with the choices in the URL. Edit,
 * delete, and the CSV export and import, for those who may edit the catalogue ('catalogue.edit');
 * the stock of a product that counts it, for those who may set stock ('stock').
 */
export function ManageProductsPage() {
  usePageTitle('Manage Items');
  const user = useUser();
  const editor = can(user, 'catalogue.edit');
  const stocker = can(user, 'stock');
  const url = useManageProductsUrl();
  const { filters, page } = url;
  const products = useAdminProducts({ page, ...filters });
  const categories = useManagedCategories();
  const [deleting, setDeleting] = useState<ManagedProduct | null>(null);
  const [importing, setImporting] = useState(false);
  const [stocking, setStocking] = useState<ManagedProduct | null>(null);
  const deleteProduct = useDeleteProduct();
  const exporter = useExportProducts();

  const list = usePagedList(url, MANAGE_PRODUCTS_PAGE_SIZE, products, (data) => ({
    total: data.totalProducts,
    totalPages: data.totalPages,
  }));
  const threshold = products.data?.lowStockThreshold;

  const exportCsv = () =>
    exporter.mutate(undefined, {
      onSuccess: (fileName) => toast.success(`Products exported to ${fileName}`),
      onError: (error) => toast.error(apiErrorDetail(error) ?? 'Could not export the products. Please try again.'),
    });

  return (
    <DashboardPage
      title="Manage Items"
      intro={
        products.data
          ? url.filtered
            ? `${plural(list.view.total, 'product')} ${list.view.total === 1 ? 'matches' : 'match'}.`
            : `${plural(list.view.total, 'product')} in the shop.`
          : 'Every product of the shop.'
      }
      actions={
        editor ? (
          <Link to={paths.addProduct} className={buttonStyles()}>
            <Plus aria-hidden="true" className="size-4" />
            Add Product
          </Link>
        ) : null
      }
    >
      <div className="mb-5 space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <ProductSearch key={filters.search} search={filters.search} onSearch={(search) => url.setFilters({ search })} />
          {editor ? (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" size="sm" onClick={exportCsv} disabled={exporter.isPending}>
                <Download aria-hidden="true" className="size-4" />
                {exporter.isPending ? 'Exporting…' : 'Export CSV'}
              </Button>
              <Button variant="secondary" size="sm" onClick={() => setImporting(true)}>
                <Upload aria-hidden="true" className="size-4" />
                Import CSV
              </Button>
            </div>
          ) : null}
        </div>
        <div className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap">
          <FilterSelect
            label="Category"
            className="min-w-0 sm:w-48"
            value={filters.category}
            options={withValues(
              (categories.data ?? []).map((category) => category.handle),
              [...(products.data?.categories ?? []), filters.category],
            )}
            labelOf={(handle) => categories.data?.find((category) => category.handle === handle)?.name ?? capitalize(handle)}
            allLabel="All categories"
            onChange={(category) => url.setFilters({ category })}
          />
          <SelectField
            label="Sort by"
            // The sort's labels are sentences, not values to capitalise.
            className="min-w-0 sm:w-56 [&_select]:normal-case"
            value={filters.sort}
            options={MANAGE_PRODUCT_SORTS}
            labelOf={(sort) => SORT_LABELS[sort]}
            onChange={(event) =>
              url.setFilters({ sort: readChoice(MANAGE_PRODUCT_SORTS, event.target.value) ?? DEFAULT_MANAGE_PRODUCT_SORT })
            }
          />
          <ChoiceChip
            className="col-span-2"
            checked={filters.lowStock}
            onChange={(event) => url.setFilters({ lowStock: event.target.checked })}
          >
            Low stock{threshold === undefined ? '' : ` (${threshold} or fewer)`}
          </ChoiceChip>
        </div>
      </div>

      <ListStates
        list={list}
        noun="products"
        label="Product pages"
        failedDetail="Please check your connection and try again."
        rowClassName="h-[4.75rem] rounded-lg"
        empty={
          url.filtered
            ? { title: 'No products found', children: noMatchText(filters) }
            : editor
              ? {
                  title: 'No products yet',
                  children: 'Add the first product, or import a CSV file, and it will be listed here.',
                  actions: (
                    <Link to={paths.addProduct} className={buttonStyles({ variant: 'secondary' })}>
                      Add Product
                    </Link>
                  ),
                }
              : { title: 'No products yet', children: 'Products will be listed here once they are added.' }
        }
        onClear={url.filtered ? url.clearFilters : undefined}
      >
        {(data) => (
          <ProductsTable
            products={data.products}
            onDelete={editor ? setDeleting : undefined}
            onSetStock={stocker ? setStocking : undefined}
          />
        )}
      </ListStates>
      <ConfirmDeleteDialog
        item={deleting}
        title="Delete product?"
        describe={(target) => (
          <>
            <span className="font-medium text-ink">{target.name}</span> will leave the shop. Orders that include it keep their record of it.
            This cannot be undone.
          </>
        )}
        mutation={deleteProduct}
        successMessage="Product deleted successfully"
        failureMessage="Failed to delete the product."
        onClose={() => setDeleting(null)}
      />
      {importing ? <ImportProductsDialog onClose={() => setImporting(false)} /> : null}
      <StockDialog product={stocking} onClose={() => setStocking(null)} />
    </DashboardPage>
  );
}

function noMatchText({ search, category, lowStock }: { search: string; category: string; lowStock: boolean }): string {
  const what = [search ? `matches “${search}”` : '', category ? `is in ${capitalize(category)}` : '', lowStock ? 'runs low' : '']
    .filter(Boolean)
    .join(' and ');
  return `Nothing in the shop ${what}. Try another search or filter.`;
}

function ProductSearch({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  const [text, setText] = useState(search);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" aria-label="Products" onSubmit={submit} className="flex w-full min-w-0 gap-2 sm:w-auto sm:min-w-80 sm:flex-1">
      <div className="relative min-w-0 flex-1 sm:max-w-sm">
        <label htmlFor="manage-products-search" className="sr-only">
          Search products
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
        <input
          id="manage-products-search"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search by name..."
          className={cn(inputStyles, 'min-h-touch pr-3 pl-9')}
        />
      </div>
      <Button type="submit" variant="secondary">
        Search
      </Button>
      {search ? (
        <Button variant="ghost" size="icon" aria-label="Clear search" onClick={() => onSearch('')}>
          <X aria-hidden="true" className="size-5" />
        </Button>
      ) : null}
    </form>
  );
}

/**
 * Without `onDelete` (a staff member who may not edit the catalogue) the rows have no Edit and
 * Delete; without `onSetStock` (one who may not set stock) no Stock, which only the products
 * that count their stock have.
 */
function ProductsTable({
  products,
  onDelete,
  onSetStock,
}: {
  products: ManagedProduct[];
  onDelete?: (product: ManagedProduct) => void;
  onSetStock?: (product: ManagedProduct) => void;
}) {
  const columns: Column<ManagedProduct>[] = [
    {
      // On phones the card opens with the picture and the name, without a label.
      label: 'Product',
      variant: 'lead',
      cell: (product) => (
        <span className="flex items-center gap-3">
          <img
            src={product.image}
            srcSet={srcSetOf(product.images)}
            sizes="48px"
            alt=""
            width={48}
            height={60}
            loading="lazy"
            decoding="async"
            className="aspect-[4/5] w-12 shrink-0 rounded-md bg-sand object-cover"
          />
          <span className="min-w-0">
            <span className="block font-medium break-words">{product.name}</span>
            {product.finalSale ? (
              <Badge tone="accent" className="mt-1">
                Final sale
              </Badge>
            ) : null}
          </span>
        </span>
      ),
    },
    { label: 'Category', cell: (product) => capitalize(product.category) },
    { label: 'Price', cell: (product) => <span className="tabular-nums">{formatDollars(product.price)}</span> },
    {
      label: 'Stock',
      cell: (product) =>
        product.totalStock === null ? (
          <span className="text-muted">Not tracked</span>
        ) : (
          <span className="inline-flex flex-wrap items-center gap-2">
            <span className="tabular-nums">{plural(product.totalStock, 'unit')}</span>
            {product.lowStock ? <Badge tone="warning">Low stock</Badge> : null}
          </span>
        ),
    },
    {
      label: 'Date Added',
      cell: (product) => <DateTime value={product.createdAt} format="medium" className="whitespace-nowrap" />,
    },
  ];
  if (onDelete || onSetStock) {
    columns.push({
      label: 'Actions',
      variant: 'actions',
      cell: (product) => (
        <span className="inline-flex flex-wrap justify-end gap-1 md:justify-start lg:flex-nowrap">
          {onSetStock && product.stock ? (
            <Button variant="ghost" size="sm" aria-label={`Stock of ${product.name}`} onClick={() => onSetStock(product)}>
              <Package aria-hidden="true" className="size-4" />
              Stock
            </Button>
          ) : null}
          {onDelete ? (
            <RowActions name={product.name} editTo={paths.updateProduct(product._id)} onDelete={() => onDelete(product)} />
          ) : null}
        </span>
      ),
    });
  }
  return <DataTable caption="Products" rows={products} columns={columns} />;
}
