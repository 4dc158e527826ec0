import type { ManagedShippingMethod, ShippingZone } from '@shop/shared/shipping.schema';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryStates } from '@/components/ui/query-states';
import { RowActions } from '@/components/ui/row-actions';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import { DataTable, type Column } from '@/components/ui/table';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { plural } from '@/lib/format';
import { useShippingZones } from '../api/change-shipping';
import { DeleteMethodDialog, DeleteZoneDialog } from '../components/delete-shipping-dialogs';
import { MethodFormModal } from '../components/method-form-modal';
import { ZoneFormModal } from '../components/zone-form-modal';
import { placesText, shippingPriceSummary } from '../shipping-labels';

/**
 * `/dashboard/shipping` (admin): the shop's shipping zones, each with its places (countries, or
 * regions of one) and the methods that ship there, with their estimates and prices. Zones and
 * methods are added, changed and deleted here. Without zones the shop ships as it always has.
 */
export function ManageShippingPage() {
  usePageTitle('Shipping');
  const zones = useShippingZones();
  const list = zones.data ?? [];
  // Ids, not copies: a modal or dialog shows the zone as the latest list has it.
  const [editingZone, setEditingZone] = useState<{ id: string | null } | null>(null);
  const [editingMethod, setEditingMethod] = useState<{ zoneId: string; methodId: string | null } | null>(null);
  const [deletingZoneId, setDeletingZoneId] = useState<string | null>(null);
  const [deletingMethod, setDeletingMethod] = useState<{ zoneId: string; methodId: string } | null>(null);
  const zoneOf = (id: string | null | undefined) => list.find((zone) => zone._id === id) ?? null;
  const methodOf = (zone: ShippingZone | null, id: string | null | undefined) => zone?.methods.find((method) => method._id === id) ?? null;
  const empty = zones.data?.length === 0;

  const editedZone = zoneOf(editingZone?.id);
  const methodZone = zoneOf(editingMethod?.zoneId);
  const deletingFrom = zoneOf(deletingMethod?.zoneId);

  const addButton = (
    <Button onClick={() => setEditingZone({ id: null })}>
      <Plus aria-hidden="true" className="size-4" />
      New zone
    </Button>
  );

  return (
    <DashboardPage
      title="Shipping"
      intro={
        zones.data && !empty
          ? `${plural(list.length, 'zone')}. A place ships by its zone’s methods; a region’s zone comes before its country’s.`
          : 'The places the shop ships to, and how: each zone’s methods, with what they cost.'
      }
      actions={empty ? undefined : addButton}
    >
      <QueryStates
        query={zones}
        loading={<SkeletonRows label="Loading shipping zones" rowClassName="h-32 rounded-lg" />}
        failed="Error loading shipping zones."
        failedDetail="Please check your connection and try again."
      >
        {(data) =>
          data.length === 0 ? (
            <EmptyState actions={addButton}>No shipping zones yet. Without zones the shop ships as it always has.</EmptyState>
          ) : (
            <div className="space-y-6">
              {data.map((zone) => (
                <ZoneCard
                  key={zone._id}
                  zone={zone}
                  onEdit={() => setEditingZone({ id: zone._id })}
                  onDelete={() => setDeletingZoneId(zone._id)}
                  onAddMethod={() => setEditingMethod({ zoneId: zone._id, methodId: null })}
                  onEditMethod={(method) => setEditingMethod({ zoneId: zone._id, methodId: method._id })}
                  onDeleteMethod={(method) => setDeletingMethod({ zoneId: zone._id, methodId: method._id })}
                />
              ))}
            </div>
          )
        }
      </QueryStates>
      <ZoneFormModal
        open={editingZone !== null && (editingZone.id === null || editedZone !== null)}
        zone={editedZone}
        onClose={() => setEditingZone(null)}
      />
      <MethodFormModal
        zone={editingMethod && (editingMethod.methodId === null || methodOf(methodZone, editingMethod.methodId)) ? methodZone : null}
        method={methodOf(methodZone, editingMethod?.methodId)}
        onClose={() => setEditingMethod(null)}
      />
      <DeleteZoneDialog key={deletingZoneId ?? 'no-zone'} zone={zoneOf(deletingZoneId)} onClose={() => setDeletingZoneId(null)} />
      <DeleteMethodDialog
        key={deletingMethod?.methodId ?? 'no-method'}
        method={methodOf(deletingFrom, deletingMethod?.methodId)}
        zone={deletingFrom}
        onClose={() => setDeletingMethod(null)}
      />
    </DashboardPage>
  );
}

function ZoneCard({
  zone,
  onEdit,
  onDelete,
  onAddMethod,
  onEditMethod,
  onDeleteMethod,
}: {
  zone: ShippingZone;
  onEdit: () => void;
  onDelete: () => void;
  onAddMethod: () => void;
  onEditMethod: (method: ManagedShippingMethod) => void;
  onDeleteMethod: (method: ManagedShippingMethod) => void;
}) {
  const headingId = `shipping-zone-${zone._id}`;
  const columns: Column<ManagedShippingMethod>[] = [
    { label: 'Method', variant: 'lead', cell: (method) => <span className="font-medium break-words">{method.name}</span> },
    { label: 'Estimate', cell: (method) => method.estimate || <span className="text-muted">None given</span> },
    { label: 'Price', cell: (method) => <span className="tabular-nums">{shippingPriceSummary(method)}</span> },
    {
      label: 'Actions',
      variant: 'actions',
      cell: (method) => (
        <RowActions name={`${method.name} to ${zone.name}`} onEdit={() => onEditMethod(method)} onDelete={() => onDeleteMethod(method)} />
      ),
    },
  ];
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-xl border border-line bg-white p-4 md:p-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 id={headingId} className="text-2xl break-words">
            {zone.name}
          </h2>
          <p className="text-sm text-muted">
            <span className="sr-only">Places: </span>
            {placesText(zone.places)}
          </p>
        </div>
        <span className="inline-flex flex-wrap gap-1">
          <Button variant="secondary" size="sm" aria-label={`Add a method to ${zone.name}`} onClick={onAddMethod}>
            <Plus aria-hidden="true" className="size-4" />
            Add method
          </Button>
          <Button variant="ghost" size="sm" aria-label={`Edit ${zone.name}`} onClick={onEdit}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </Button>
          <Button variant="ghost-danger" size="sm" aria-label={`Delete ${zone.name}`} onClick={onDelete}>
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </Button>
        </span>
      </header>
      {zone.methods.length === 0 ? (
        <p className="rounded-lg border border-dashed border-stone bg-sand px-4 py-3 text-sm text-muted">
          No methods yet: shoppers in these places cannot choose how to ship until one is added.
        </p>
      ) : (
        <DataTable caption={`Methods to ${zone.name}`} rows={zone.methods} columns={columns} />
      )}
    </section>
  );
}
