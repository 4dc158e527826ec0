import { addressLines } from '@shop/shared/address.schema';
import { shippingAddressOf, type SavedAddress } from '@shop/shared/address-book.schema';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { useFormatLocale, useMessages, useT } from '@/i18n/i18n';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { useDeleteAddress } from '../api/change-addresses';

/** Asks before deleting an address; the toast says which address is the default afterwards, when that changed. */
export function DeleteAddressDialog({ address, onClose }: { address: SavedAddress | null; onClose: () => void }) {
  useMessages('account');
  const t = useT();
  const locale = useFormatLocale();
  const remove = useDeleteAddress();

  const confirm = async () => {
    if (!address || remove.isPending) return;
    try {
      const { message } = await remove.mutateAsync(address._id);
      toast.success(message);
      onClose();
    } catch (error) {
      toast.error(apiErrorDetail(error) ?? t('addresses.deleteFailed'));
    }
  };

  return (
    <ConfirmDialog
      open={address !== null}
      onClose={onClose}
      title={t('addresses.deleteTitle')}
      description={
        address
          ? t.rich(address.isDefault ? 'addresses.deleteDefaultDetail' : 'addresses.deleteDetail', {
              address: (
                <span className="font-medium text-ink">{addressLines(shippingAddressOf(address), locale).slice(0, 3).join(', ')}</span>
              ),
            })
          : undefined
      }
      pending={remove.isPending}
      confirmLabel={t('account.delete')}
      pendingLabel={t('account.deleting')}
      onConfirm={() => void confirm()}
      variant="danger"
    />
  );
}
