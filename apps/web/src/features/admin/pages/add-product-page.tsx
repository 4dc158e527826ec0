import { paths } from '@shop/shared/routes';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { useCreateProduct } from '../api/create-product';
import { ProductForm } from '../components/product-form';
import { emptyProductForm } from '../product-form-values';

/** `/dashboard/add-product` (admin): a new product, in the shop as soon as it is saved. */
export function AddProductPage() {
  usePageTitle('Add Product');
  const navigate = useNavigate();
  const createProduct = useCreateProduct();

  return (
    <DashboardPage title="Add Product" intro="A new product shows in the shop as soon as you save it.">
      <ProductForm
        defaultValues={emptyProductForm}
        submitLabel="Add Product"
        pendingLabel="Adding…"
        failureTitle="Failed to add the product."
        onSubmit={async (body) => {
          await createProduct.mutateAsync(body);
          toast.success('Product added successfully');
          await navigate(paths.shop);
        }}
      />
    </DashboardPage>
  );
}
