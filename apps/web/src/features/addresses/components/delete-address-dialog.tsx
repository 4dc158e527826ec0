import { addressLines } from '@shop/shared/address.schema';
import { shippingAddressOf, type SavedAddress } from '@shop/shared/address-book.schema';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { useDeleteAddress } from '../api/change-addresses';

export const ADDRESS_DELETE_FAILED = 'Failed to delete the address.';

/** Asks before deleting an address; the toast says which address is the default afterwards, when that changed. */
export function DeleteAddressDialog({ address, onClose }: { address: SavedAddress | null; onClose: () => void }) {
  const remove = useDeleteAddress();

  const confirm = async () => {
    if (!address || remove.isPending) return;
    try {
      const { message } = await remove.mutateAsync(address._id);
      toast.success(message);
      onClose();
    } catch (error) {
      toast.error(apiErrorDetail(error) ?? ADDRESS_DELETE_FAILED);
    }
  };

  return (
    <ConfirmDialog
      open={address !== null}
      onClose={onClose}
      title="Delete address?"
      description={
        address ? (
          <>
            <span className="font-medium text-ink">{addressLines(shippingAddressOf(address)).slice(0, 3).join(', ')}</span> will be removed
            from your address book.
            {address.isDefault ? ' It is your default: your newest other address becomes the default.' : null} Orders already placed keep
            their address.
          </>
        ) : undefined
      }
      pending={remove.isPending}
      confirmLabel="Delete"
      pendingLabel="Deleting…"
      onConfirm={() => void confirm()}
      variant="danger"
    />
  );
}
