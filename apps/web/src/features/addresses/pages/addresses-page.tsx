import { addressLines } from '@shop/shared/address.schema';
import { MAX_SAVED_ADDRESSES, shippingAddressOf, type SavedAddress } from '@shop/shared/address-book.schema';
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
import { useFormatLocale, useMessages, useT } from '@/i18n/i18n';
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
  useMessages('account');
  const t = useT();
  usePageTitle(t('addresses.title'));
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
      {t('addresses.add')}
    </Button>
  );

  return (
    <DashboardPage
      title={t('addresses.title')}
      intro={addresses.data && !empty ? t('addresses.count', { count: list.length, max: MAX_SAVED_ADDRESSES }) : t('addresses.intro')}
      actions={addresses.data && !empty ? addButton : undefined}
    >
      <QueryStates
        query={addresses}
        loading={
          <SkeletonRows label={t('addresses.loading')} rows={3} rowClassName="h-40 rounded-xl" className="grid gap-4 md:grid-cols-2" />
        }
        failed={t('addresses.loadFailed')}
        failedDetail={t('products.loadFailedDetail')}
      >
        {(data) =>
          data.length === 0 ? (
            <EmptyState title={t('addresses.empty')} icon={<MapPin aria-hidden="true" className="size-6 text-muted" />} actions={addButton}>
              {t('addresses.emptyDetail')}
            </EmptyState>
          ) : (
            <>
              {full ? (
                <p role="status" className="mb-4 rounded-md border border-[#f0d9ae] bg-[#fbefd9] px-4 py-3 text-sm text-[#7a4a06]">
                  {t('addresses.full', { max: MAX_SAVED_ADDRESSES })}
                </p>
              ) : null}
              <ul aria-label={t('addresses.yours')} className="grid gap-4 md:grid-cols-2">
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
  const t = useT();
  const locale = useFormatLocale();
  const makeDefault = useMakeDefaultAddress();
  const title = address.label || address.line1;
  const lines = addressLines(shippingAddressOf(address), locale);

  const choose = () => {
    if (makeDefault.isPending) return;
    makeDefault.mutate(address._id, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toast.error(apiErrorDetail(error) ?? t('addresses.defaultFailed')),
    });
  };

  return (
    <li
      aria-label={address.isDefault ? t('addresses.titleDefault', { title }) : title}
      className="flex flex-col rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="min-w-0 font-sans text-lg font-semibold break-words">{title}</h2>
        {address.isDefault ? <Badge tone="success">{t('addresses.default')}</Badge> : null}
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
          <Button variant="ghost" size="sm" aria-label={t('addresses.editNamed', { title })} onClick={onEdit}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('account.edit')}
          </Button>
          {address.isDefault ? null : (
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('addresses.makeDefaultNamed', { title })}
              disabled={makeDefault.isPending}
              onClick={choose}
            >
              <Star aria-hidden="true" className="size-4" />
              {t('addresses.makeDefault')}
            </Button>
          )}
          <Button variant="ghost-danger" size="sm" aria-label={t('addresses.deleteNamed', { title })} onClick={onDelete}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t('account.delete')}
          </Button>
        </div>
      </div>
    </li>
  );
}
