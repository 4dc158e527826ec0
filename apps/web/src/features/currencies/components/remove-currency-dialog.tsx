import type { ManagedCurrency } from '@shop/shared/currency.schema';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { plural } from '@/lib/format';
import { useDeleteCurrency } from '../api/change-currencies';
import { currencyLabel } from '../currency-labels';

/** Asks before the shop stops presenting a currency: the variants' own prices in it go with it. */
export function RemoveCurrencyDialog({ currency, onClose }: { currency: ManagedCurrency | null; onClose: () => void }) {
  const remove = useDeleteCurrency();
  return (
    <ConfirmDeleteDialog
      item={currency && { ...currency, _id: currency.code }}
      title="Delete currency?"
      describe={(item) => (
        <>
          Shoppers no longer see prices in <span className="font-medium text-ink">{currencyLabel(item.code)}</span>.
          {item.variantPrices > 0 ? ` Its ${plural(item.variantPrices, 'variant price')} set by hand go with it.` : ''}
        </>
      )}
      mutation={remove}
      successMessage={currency ? `${currencyLabel(currency.code)} removed` : ''}
      failureMessage="Could not remove the currency."
      onClose={onClose}
    />
  );
}
