import type { Product } from '@shop/shared/product.schema';
import { useRef } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { useDeleteProduct } from '../api/delete-product';

export function DeleteProductDialog({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const deleteMutation = useDeleteProduct();
  const pending = deleteMutation.isPending;

  const confirm = async () => {
    if (!product || pending) return;
    try {
      await deleteMutation.mutateAsync(product._id);
    } catch (error) {
      toast.error(apiErrorDetail(error) ?? 'Failed to delete the product.');
      return;
    }
    toast.success('Product deleted successfully');
    onClose();
  };

  return (
    <Modal
      open={product !== null}
      onClose={onClose}
      role="alertdialog"
      title="Delete product?"
      initialFocusRef={cancelRef}
      dismissible={!pending}
      description={
        product ? (
          <>
            <span className="font-medium text-ink">{product.name}</span> will leave the shop. Orders that include it
            keep their record of it. This cannot be undone.
          </>
        ) : undefined
      }
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button ref={cancelRef} variant="secondary" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button variant="danger" onClick={confirm} disabled={pending}>
          {pending ? 'Deleting…' : 'Delete'}
        </Button>
      </div>
    </Modal>
  );
}
