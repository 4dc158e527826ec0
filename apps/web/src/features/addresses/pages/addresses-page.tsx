import { addressLines } from '@shop/shared/address.schema';
import { ADDRESS_BOOK_FULL, MAX_SAVED_ADDRESSES, shippingAddressOf, type SavedAddress } from '@shop/shared/address-book.schema';
import { MapPin, Pencil, Plus, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryStates } from '@/components/ui/query-states';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import { toast } from '@/components/ui/toast';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { useMakeDefaultAddress } from '../api/change-addresses';
import { useAddresses } from '../api/get-addresses';
import { AddressFormModal } from '../components/address-form-modal';
import { DeleteAddressDialog } from '../components/delete-address-dialog';

/** The form on screen: for a new address (id null), or for the address of that id. */
type Editing = { id: string | null };

/**
 * `/dashboard/addresses`: the customer's address book. Addresses are added, changed, deleted and
 * one made the default here; the checkout offers them, the default first.
 */
export function AddressesPage() {
  usePageTitle('Addresses');
  const addresses = useAddresses();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const list = addresses.data ?? [];
  const find = (id: string | null) => list.find((address) => address._id === id) ?? null;
  const edited = editing?.id ? find(editing.id) : null;
  const empty = addresses.data?.length === 0;
  const full = list.length >= MAX_SAVED_ADDRESSES;

  const addButton = (
    <Button onClick={() => setEditing({ id: null })} disabled={full}>
      <Plus aria-hidden="true" className="size-4" />
      Add address
    </Button>
  );

  return (
    <DashboardPage
      title="Addresses"
      intro={
        addresses.data && !empty
          ? `${list.length} of ${MAX_SAVED_ADDRESSES} addresses. The checkout offers your default first.`
          : 'The places you ship to, ready at the checkout.'
      }
      actions={addresses.data && !empty ? addButton : undefined}
    >
      <QueryStates
        query={addresses}
        loading={<SkeletonRows label="Loading addresses" rows={3} rowClassName="h-40 rounded-xl" className="grid gap-4 md:grid-cols-2" />}
        failed="Error loading addresses."
        failedDetail="Please check your connection and try again."
      >
        {(data) =>
          data.length === 0 ? (
            <EmptyState title="No addresses yet." icon={<MapPin aria-hidden="true" className="size-6 text-muted" />} actions={addButton}>
              Save the places you ship to, and the checkout fills them in for you.
            </EmptyState>
          ) : (
            <>
              {full ? (
                <p role="status" className="mb-4 rounded-md border border-[#f0d9ae] bg-[#fbefd9] px-4 py-3 text-sm text-[#7a4a06]">
                  {ADDRESS_BOOK_FULL}
                </p>
              ) : null}
              <ul aria-label="Your addresses" className="grid gap-4 md:grid-cols-2">
                {data.map((address) => (
                  <AddressCard
                    key={address._id}
                    address={address}
                    onEdit={() => setEditing({ id: address._id })}
                    onDelete={() => setDeletingId(address._id)}
                  />
                ))}
              </ul>
            </>
          )
        }
      </QueryStates>
      <AddressFormModal
        open={editing !== null && (editing.id === null || edited !== null)}
        address={edited}
        onClose={() => setEditing(null)}
      />
      <DeleteAddressDialog address={find(deletingId)} onClose={() => setDeletingId(null)} />
    </DashboardPage>
  );
}

function AddressCard({ address, onEdit, onDelete }: { address: SavedAddress; onEdit: () => void; onDelete: () => void }) {
  const makeDefault = useMakeDefaultAddress();
  const title = address.label || address.line1;
  const lines = addressLines(shippingAddressOf(address));

  const choose = () => {
    if (makeDefault.isPending) return;
    makeDefault.mutate(address._id, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toast.error(apiErrorDetail(error) ?? 'Could not change your default address. Please try again.'),
    });
  };

  return (
    <li
      aria-label={address.isDefault ? `${title}, default` : title}
      className="flex flex-col rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="min-w-0 font-sans text-lg font-semibold break-words">{title}</h2>
        {address.isDefault ? <Badge tone="success">Default</Badge> : null}
      </div>
      <address className="mt-2 flex-1 text-sm leading-relaxed break-words text-muted not-italic">
        {lines.map((line, index) => (
          <span key={index} className="block">
            {line}
          </span>
        ))}
      </address>
      {/* The ghost buttons reach into the card's padding: their words line up with the address, and all three fit on a phone. */}
      <div className="mt-4 border-t border-line pt-3">
        <div className="-mx-3 flex flex-wrap">
          <Button variant="ghost" size="sm" aria-label={`Edit ${title}`} onClick={onEdit}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </Button>
          {address.isDefault ? null : (
            <Button variant="ghost" size="sm" aria-label={`Make ${title} the default`} disabled={makeDefault.isPending} onClick={choose}>
              <Star aria-hidden="true" className="size-4" />
              Make default
            </Button>
          )}
          <Button variant="ghost-danger" size="sm" aria-label={`Delete ${title}`} onClick={onDelete}>
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </Button>
        </div>
      </div>
    </li>
  );
}
