import type { ManagedShippingMethod, ShippingZone } from '@shop/shared/shipping.schema';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { plural } from '@/lib/format';
import { useDeleteShippingMethod, useDeleteShippingZone } from '../api/change-shipping';

/** Asks before deleting a zone: its methods go with it, and its places are then shipped to by no zone. */
export function DeleteZoneDialog({ zone, onClose }: { zone: ShippingZone | null; onClose: () => void }) {
  const remove = useDeleteShippingZone();
  return (
    <ConfirmDeleteDialog
      item={zone}
      title="Delete shipping zone?"
      describe={(item) => (
        <>
          <span className="font-medium text-ink">{item.name}</span>
          {item.methods.length > 0 ? ` and its ${plural(item.methods.length, 'method')} are` : ' is'} deleted. Shoppers in its places can no
          longer choose how to ship there unless another zone holds them.
        </>
      )}
      mutation={remove}
      successMessage={zone ? `Shipping zone ${zone.name} deleted` : ''}
      failureMessage="Could not delete the zone."
      onClose={onClose}
    />
  );
}

/** Asks before deleting a method of a zone. */
export function DeleteMethodDialog({
  method,
  zone,
  onClose,
}: {
  method: ManagedShippingMethod | null;
  zone: ShippingZone | null;
  onClose: () => void;
}) {
  const remove = useDeleteShippingMethod();
  return (
    <ConfirmDeleteDialog
      item={method}
      title="Delete shipping method?"
      describe={(item) => (
        <>
          Shoppers in {zone?.name ?? 'its zone'} can no longer choose <span className="font-medium text-ink">{item.name}</span>.
        </>
      )}
      mutation={remove}
      successMessage={method ? `Shipping method ${method.name} deleted` : ''}
      failureMessage="Could not delete the method."
      onClose={onClose}
    />
  );
}
