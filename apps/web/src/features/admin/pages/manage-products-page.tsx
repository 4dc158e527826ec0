import { MANAGE_PRODUCTS_PAGE_SIZE } from '@shop/shared/constants';
import type { Product } from '@shop/shared/product.schema';
import { paths } from '@shop/shared/routes';
import { Plus, Search, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { Button, buttonStyles } from '@/components/ui/button';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { inputStyles } from '@/components/ui/field';
import { LoadFailed } from '@/components/ui/load-failed';
import { PagedResults } from '@/components/ui/paged-results';
import { RowActions } from '@/components/ui/row-actions';
import { Skeleton } from '@/components/ui/skeleton';
import { DataTable, type Column } from '@/components/ui/table';
import { capitalize } from '@/features/catalog/catalog-labels';
import { srcSetOf } from '@/features/catalog/components/product-image';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { cn } from '@/lib/class-names';
import { formatDate, formatDollars, plural } from '@/lib/format';
import { useListPage, useUrlPaging } from '@/lib/use-url-paging';
import { useDeleteProduct } from '../api/delete-product';
import { useAdminProducts } from '../api/get-admin-products';

/** `/dashboard/manage-products` (admin): every product, newest first, 12 a page, with edit and delete. */
export function ManageProductsPage() {
  usePageTitle('Manage Items');
  const paging = useUrlPaging('search');
  const { page } = paging;
  const search = paging.filter.trim();
  const products = useAdminProducts({ page, search });
  const [deleting, setDeleting] = useState<Product | null>(null);
  const deleteProduct = useDeleteProduct();

  const view = useListPage(paging, MANAGE_PRODUCTS_PAGE_SIZE, {
    total: products.data?.totalProducts,
    totalPages: products.data?.totalPages,
    isPlaceholderData: products.isPlaceholderData,
  });

  return (
    <DashboardPage
      title="Manage Items"
      intro={products.data && !search ? `${plural(view.total, 'product')} in the shop.` : 'Every product of the shop, newest first.'}
      actions={
        <Link to={paths.addProduct} className={buttonStyles()}>
          <Plus aria-hidden="true" className="size-4" />
          Add Product
        </Link>
      }
    >
      <ProductSearch key={search} search={search} onSearch={paging.setFilter} />

      {products.isPending ? (
        <div role="status" aria-label="Loading products" className="space-y-3">
          {[0, 1, 2, 3, 4].map((key) => (
            <Skeleton key={key} className="h-[4.75rem] rounded-lg" />
          ))}
        </div>
      ) : products.isError ? (
        <LoadFailed
          title="Error loading products."
          detail="Please check your connection and try again."
          onRetry={() => void products.refetch()}
        />
      ) : products.data.products.length === 0 ? (
        <EmptyState
          title={search ? 'No products found' : 'No products yet'}
          actions={
            search ? (
              <Button variant="secondary" onClick={() => paging.setFilter('')}>
                Show all products
              </Button>
            ) : (
              <Link to={paths.addProduct} className={buttonStyles({ variant: 'secondary' })}>
                Add Product
              </Link>
            )
          }
        >
          {search ? `Nothing in the shop matches “${search}”. Try another word.` : 'Add the first product and it will be listed here.'}
        </EmptyState>
      ) : (
        <PagedResults view={view} noun="products" label="Product pages" stale={products.isPlaceholderData} onPageChange={paging.setPage}>
          <ProductsTable products={products.data.products} onDelete={setDeleting} />
        </PagedResults>
      )}
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
    </DashboardPage>
  );
}

function ProductSearch({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  const [text, setText] = useState(search);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" aria-label="Products" onSubmit={submit} className="mb-5 flex gap-2">
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
          placeholder="Search products..."
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

function ProductsTable({ products, onDelete }: { products: Product[]; onDelete: (product: Product) => void }) {
  const columns: Column<Product>[] = [
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
          <span className="min-w-0 font-medium break-words">{product.name}</span>
        </span>
      ),
    },
    { label: 'Category', cell: (product) => capitalize(product.category) },
    { label: 'Price', cell: (product) => <span className="tabular-nums">{formatDollars(product.price)}</span> },
    {
      label: 'Date Added',
      cell: (product) => (
        <time dateTime={product.createdAt} className="whitespace-nowrap tabular-nums">
          {formatDate(product.createdAt, 'medium')}
        </time>
      ),
    },
    {
      label: 'Actions',
      variant: 'actions',
      cell: (product) => <RowActions name={product.name} editTo={paths.updateProduct(product._id)} onDelete={() => onDelete(product)} />,
    },
  ];
  return <DataTable caption="Products" rows={products} columns={columns} />;
}
