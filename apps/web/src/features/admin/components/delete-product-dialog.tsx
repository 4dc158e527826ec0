import type { Product } from '@shop/shared/product.schema';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { useDeleteProduct } from '../api/delete-product';

export function DeleteProductDialog({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const deleteProduct = useDeleteProduct();
  return (
    <ConfirmDeleteDialog
      item={product}
      title="Delete product?"
      describe={(target) => (
        <>
          <span className="font-medium text-ink">{target.name}</span> will leave the shop. Orders that include it keep
          their record of it. This cannot be undone.
        </>
      )}
      remove={(target) => deleteProduct.mutateAsync(target._id)}
      pending={deleteProduct.isPending}
      successMessage="Product deleted successfully"
      failureMessage="Failed to delete the product."
      onClose={onClose}
    />
  );
}
