import type { Product } from '@shop/shared/product.schema';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '@/components/ui/toast';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { Button, buttonStyles } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useProduct } from '@/features/catalog/api/get-product';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { useUpdateProduct } from '../api/update-product';
import { ProductForm } from '../components/product-form';
import { productFormValues } from '../product-form-values';

export const PRODUCT_LOAD_FAILED = 'Error fetching product!...';

/** `/dashboard/update-product/:id` (admin): the product form, filled with the stored product. */
export function UpdateProductPage() {
  usePageTitle('Update Product');
  const { id = '' } = useParams();
  const product = useProduct(id);

  return (
    <DashboardPage
      title="Update Product"
      intro={
        product.data ? (
          <>
            Changing <span className="font-medium text-ink">{product.data.product.name}</span>.
          </>
        ) : (
          'Change a product of the shop.'
        )
      }
    >
      {product.isPending ? (
        <FormSkeleton />
      ) : product.isError ? (
        <div
          role="alert"
          className="rounded-xl border border-danger/30 bg-danger-soft px-6 py-8 text-center text-danger"
        >
          <p className="font-medium">{PRODUCT_LOAD_FAILED}</p>
          <p className="mt-1 text-sm">It may have been deleted, or the connection failed.</p>
          <div className="mt-4 flex flex-wrap justify-center gap-3">
            <Button variant="secondary" onClick={() => void product.refetch()}>
              Try again
            </Button>
            <Link to="/dashboard/manage-products" className={buttonStyles({ variant: 'ghost' })}>
              Back to Manage Items
            </Link>
          </div>
        </div>
      ) : (
        // Keyed by product, so that another product's page starts from its own values.
        <UpdateProductForm key={product.data.product._id} product={product.data.product} />
      )}
    </DashboardPage>
  );
}

function UpdateProductForm({ product }: { product: Product }) {
  const navigate = useNavigate();
  const updateProduct = useUpdateProduct();
  return (
    <ProductForm
      defaultValues={productFormValues(product)}
      storedImage={product.image}
      submitLabel="Update Product"
      pendingLabel="Saving…"
      failureTitle="Failed to update the product."
      secondaryAction={
        <Link to="/dashboard/manage-products" className={buttonStyles({ variant: 'secondary', size: 'lg' })}>
          Cancel
        </Link>
      }
      onSubmit={async (body) => {
        await updateProduct.mutateAsync({ id: product._id, body });
        toast.success('Product updated successfully');
        await navigate('/dashboard/manage-products');
      }}
    />
  );
}

function FormSkeleton() {
  return (
    <div role="status" aria-label="Loading the product" className="rounded-xl border border-line bg-white p-5 sm:p-8">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <div className="space-y-6">
          <Skeleton className="h-[4.5rem]" />
          <div className="grid gap-6 sm:grid-cols-2">
            <Skeleton className="h-[4.5rem]" />
            <Skeleton className="h-[4.5rem]" />
          </div>
          <Skeleton className="h-20" />
          <Skeleton className="h-12 w-64" />
          <div className="grid gap-6 sm:grid-cols-2">
            <Skeleton className="h-[4.5rem]" />
            <Skeleton className="h-[4.5rem]" />
          </div>
          <Skeleton className="h-36" />
        </div>
        <Skeleton className="aspect-[4/5] w-full max-w-64" />
      </div>
    </div>
  );
}
