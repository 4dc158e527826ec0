import type { Product } from '@shop/shared/product.schema';
import { paths } from '@shop/shared/routes';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadFailed } from '@/components/ui/load-failed';
import { QueryStates } from '@/components/ui/query-states';
import { toast } from '@/components/ui/toast';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { buttonStyles } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useProduct } from '@/features/catalogue/api/get-product';
import { VariantPricesSection } from '@/features/currencies/components/variant-prices-section';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { useProductSales } from '../api/get-product-sales';
import { useUpdateProduct } from '../api/update-product';
import { ProductForm } from '../components/product-form';
import { ProductTranslationSection } from '../components/product-translation-section';
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
      <QueryStates
        query={product}
        loading={<FormSkeleton />}
        failed={
          <LoadFailed
            title={PRODUCT_LOAD_FAILED}
            detail="It may have been deleted, or the connection failed."
            onRetry={() => void product.refetch()}
          >
            <Link to={paths.manageProducts} className={buttonStyles({ variant: 'ghost' })}>
              Back to Manage Items
            </Link>
          </LoadFailed>
        }
      >
        {/* Keyed by product, so that another product's page starts from its own values. */}
        {(data) => <UpdateProductForm key={data.product._id} product={data.product} />}
      </QueryStates>
    </DashboardPage>
  );
}

function UpdateProductForm({ product }: { product: Product }) {
  const navigate = useNavigate();
  const updateProduct = useUpdateProduct();
  const sales = useProductSales(product._id);
  return (
    <>
      <ProductForm
        defaultValues={productFormValues(product)}
        sales={{ data: sales.data?.sales, waiting: sales.data?.waiting, isError: sales.isError }}
        storedImage={product.image}
        giftCard={product.giftCard}
        submitLabel="Update Product"
        pendingLabel="Saving…"
        failureTitle="Failed to update the product."
        onSubmit={async (body) => {
          await updateProduct.mutateAsync({ id: product._id, body });
          toast.success('Product updated successfully');
          await navigate(paths.manageProducts);
        }}
      />
      {/* Saved on their own: the form above goes back to Manage Items once saved. */}
      <ProductTranslationSection product={product} />
      <VariantPricesSection product={product} />
    </>
  );
}

function FormSkeleton() {
  return (
    <div role="status" aria-label="Loading the product" className="rounded-xl border border-line bg-white p-5 sm:p-8">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <div className="space-y-6">
          <Skeleton className="h-[4.5rem]" />
          <FieldPairSkeleton />
          <Skeleton className="h-20" />
          <Skeleton className="h-12 w-64" />
          <FieldPairSkeleton />
          <Skeleton className="h-36" />
        </div>
        <Skeleton className="aspect-[4/5] w-full max-w-64" />
      </div>
    </div>
  );
}

/** Two fields side by side, as the form pairs some of its rows. */
function FieldPairSkeleton() {
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <Skeleton className="h-[4.5rem]" />
      <Skeleton className="h-[4.5rem]" />
    </div>
  );
}
