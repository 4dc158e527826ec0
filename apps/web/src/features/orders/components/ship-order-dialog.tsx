import type { Order } from '@shop/shared/order.schema';
import {
  CARRIER_NAMES,
  CARRIERS,
  CreateShipmentSchema,
  TRACKING_NUMBER_MAX,
  TRACKING_PATTERN_MAX,
  trackingUrl,
  type Carrier,
  type ShippableLine,
} from '@shop/shared/shipment.schema';
import { useState, type FormEvent } from 'react';
import { SelectField, TextField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { useCreateShipment } from '../api/create-shipment';
import { shipmentLineDetails } from './order-shipments';

export const SHIPMENT_FAILED = 'The shipment could not be saved.';

interface FormErrors {
  trackingNumber?: string;
  customUrlPattern?: string;
  lines?: string;
}

export interface ShipOrderDialogProps {
  order: Pick<Order, '_id' | 'orderId'>;
  /** The order's lines with how many of each have shipped (GET /api/orders/{id}/shipments). */
  lines: ShippableLine[];
  open: boolean;
  onClose: () => void;
}

/**
 * 'Ship': the carrier (or another one, with its tracking URL pattern), the tracking number, and
 * how many of each line go in this parcel, everything not yet shipped to begin with. The shared
 * schema the API checks with checks the form first; the API's refusal (a quantity already
 * shipped meanwhile) shows above the buttons, and everything typed stays.
 */
export function ShipOrderDialog({ order, lines, open, onClose }: ShipOrderDialogProps) {
  const create = useCreateShipment();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={`Ship ${order.orderId}`}
      description="The customer is mailed the tracking link, which also shows on their order page."
      dismissible={!create.isPending}
    >
      <ShipForm order={order} lines={lines} create={create} onClose={onClose} />
    </Modal>
  );
}

function ShipForm({
  order,
  lines,
  create,
  onClose,
}: Omit<ShipOrderDialogProps, 'open'> & { create: ReturnType<typeof useCreateShipment> }) {
  const [carrier, setCarrier] = useState<Carrier>('usps');
  const [pattern, setPattern] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  // Every line not yet shipped, in full, until the admin says otherwise.
  const [quantities, setQuantities] = useState<Record<string, number>>(() =>
    Object.fromEntries(lines.map((line) => [line.lineId, Math.max(0, line.quantity - line.shipped)])),
  );
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const other = carrier === 'other';
  const preview = linkPreview(carrier, trackingNumber, pattern);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    setFailure(null);
    const input = {
      carrier,
      trackingNumber,
      ...(other ? { customUrlPattern: pattern } : {}),
      lines: lines.flatMap((line) => {
        const quantity = quantities[line.lineId] ?? 0;
        return quantity > 0 ? [{ lineId: line.lineId, quantity }] : [];
      }),
    };
    const parsed = CreateShipmentSchema.safeParse(input);
    const next: FormErrors = {};
    for (const issue of parsed.error?.issues ?? []) {
      const [field] = issue.path;
      if (field === 'trackingNumber' || field === 'customUrlPattern' || field === 'lines') next[field] ??= issue.message;
    }
    setErrors(next);
    if (!parsed.success) return;
    create.mutate(
      { orderId: order._id, input: parsed.data },
      {
        onSuccess: ({ shipment }) => {
          toast.success(`Shipped with ${shipment.carrierName}: ${shipment.trackingNumber}`);
          onClose();
        },
        onError: (error) => setFailure(apiErrorDetail(error) ?? 'Please try again in a moment.'),
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={create.isPending} className="space-y-5">
      <SelectField
        label="Carrier"
        className="[&_select]:normal-case"
        value={carrier}
        onChange={(event) => setCarrier(event.target.value as Carrier)}
        disabled={create.isPending}
        options={CARRIERS}
        labelOf={(value) => CARRIER_NAMES[value]}
      />
      {other ? (
        <TextField
          label="Tracking URL pattern"
          hint="An https:// address, with {number} where the tracking number goes."
          placeholder="https://carrier.example/track?number={number}"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          maxLength={TRACKING_PATTERN_MAX}
          value={pattern}
          onChange={(event) => setPattern(event.target.value)}
          error={errors.customUrlPattern}
          disabled={create.isPending}
          required
        />
      ) : null}
      <TextField
        label="Tracking number"
        autoComplete="off"
        spellCheck={false}
        maxLength={TRACKING_NUMBER_MAX}
        value={trackingNumber}
        onChange={(event) => setTrackingNumber(event.target.value)}
        error={errors.trackingNumber}
        hint={preview ? <span className="break-all">The customer’s link: {preview}</span> : undefined}
        disabled={create.isPending}
        required
      />

      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-medium">In this parcel</legend>
        {errors.lines ? <p className="text-sm text-danger">{errors.lines}</p> : null}
        <ul className="divide-y divide-line rounded-lg border border-line">
          {lines.map((line) => {
            const left = Math.max(0, line.quantity - line.shipped);
            const label = `${line.name} (${shipmentLineDetails(line)})`;
            return (
              <li key={line.lineId} className="p-3">
                {left === 0 ? (
                  <p className="text-sm text-muted">
                    {label}: all {line.quantity} shipped
                  </p>
                ) : (
                  <SelectField
                    label={label}
                    hint={line.shipped > 0 ? `${line.shipped} of ${line.quantity} already shipped` : `${line.quantity} bought`}
                    className="[&_select]:normal-case"
                    value={String(quantities[line.lineId] ?? 0)}
                    onChange={(event) => setQuantities((current) => ({ ...current, [line.lineId]: Number(event.target.value) }))}
                    disabled={create.isPending}
                    options={Array.from({ length: left + 1 }, (_, count) => String(count))}
                  />
                )}
              </li>
            );
          })}
        </ul>
      </fieldset>

      {failure ? <FormAlert title={SHIPMENT_FAILED} detail={failure} /> : null}
      <FormActions pending={create.isPending} submitLabel="Ship" pendingLabel="Shipping…" onCancel={onClose} />
    </form>
  );
}

/** The link the customer will get, once the number (and another carrier's pattern) make one. */
function linkPreview(carrier: Carrier, trackingNumber: string, pattern: string): string | null {
  if (!trackingNumber.trim()) return null;
  try {
    return trackingUrl(carrier, trackingNumber, pattern);
  } catch {
    return null;
  }
}
