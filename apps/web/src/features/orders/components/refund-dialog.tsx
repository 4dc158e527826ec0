import { sizeLabel } from '@shop/shared/constants';
import { currencyCodeOf, formatMoney, fromMinor, minorDigits, toMinor, type CurrencyCode } from '@shop/shared/currency';
import type { Order } from '@shop/shared/order.schema';
import { refundableCents, shippingPaidCents, workOutRefund, type RefundableOrder } from '@shop/shared/pricing';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DollarField, inputStyles, TextAreaField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toast';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { cn } from '@/lib/class-names';
import { typedNumber } from '@/lib/format';
import { useRefundOrder } from '../api/refund-order';

type Mode = 'items' | 'amount';

/** A refund as the dialog holds it: units and restock per line, shipping, or an amount typed. */
interface RefundDraft {
  mode: Mode;
  units: Record<string, number>;
  restock: Record<string, boolean>;
  shipping: boolean;
  amount: string;
  reason: string;
}

/**
 * The order as the pricing pipeline's refund arithmetic sees it, from its answer's amounts: in
 * minor units of the order's currency (cents; yen have none), as the refund is made in it.
 */
export function refundableOrder(order: Order): RefundableOrder {
  const currency = currencyCodeOf(order.currency);
  return {
    lines: order.products.map((line) => ({
      id: line.orderLineId,
      quantity: line.quantity,
      totalCents: toMinor(line.total, currency),
      refundedQuantity: line.refundedQuantity,
    })),
    totalCents: toMinor(order.amount, currency),
    refundedCents: toMinor(order.refunded, currency),
    shippingRefunded: order.shippingRefunded,
    currency,
  };
}

/** An amount typed in the order's currency, in its minor units; NaN when it is not one (yen have no decimals). */
function typedMinor(typed: string, currency: CurrencyCode): number {
  const amount = typedNumber(typed);
  const minor = amount * 10 ** minorDigits(currency);
  return Number.isInteger(Math.round(minor * 1e6) / 1e6) ? Math.round(minor) : Number.NaN;
}

/** Everything left, no restock: the refund most asked for is one press away. */
function everythingLeft(order: Order): RefundDraft {
  return {
    mode: 'items',
    units: Object.fromEntries(order.products.map((line) => [line.orderLineId, line.quantity - line.refundedQuantity])),
    restock: {},
    shipping: !order.shippingRefunded && shippingPaidCents(refundableOrder(order)) > 0,
    amount: '',
    reason: '',
  };
}

/** A fresh id for each refund the dialog means to make; its retries send the same one. */
function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Refund, in full or in part: units of each line (each with its share of the discount and tax),
 * the shipping, or an amount alone, with a reason; the units chosen can go back on the shelf.
 * The amount is worked out as the server will, by the pricing pipeline, before it is sent.
 */
export function RefundDialog({ order, open, onClose }: { order: Order; open: boolean; onClose: () => void }) {
  const refund = useRefundOrder();
  const [draft, setDraft] = useState<RefundDraft>(() => everythingLeft(order));
  const [requestId, setRequestId] = useState(newRequestId);
  const [failure, setFailure] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  // Each opening starts from everything left, with a new request.
  if (open !== shown) {
    setShown(open);
    if (open) {
      setDraft(everythingLeft(order));
      setRequestId(newRequestId());
      setFailure(null);
    }
  }

  const basis = refundableOrder(order);
  const currency = basis.currency!;
  const money = (minor: number) => formatMoney(minor, currency);
  const shippingCents = shippingPaidCents(basis);
  const amountCents = typedMinor(draft.amount, currency);
  const chosen = order.products
    .map((line) => ({
      orderLineId: line.orderLineId,
      quantity: draft.units[line.orderLineId] ?? 0,
      restock: draft.restock[line.orderLineId] ?? false,
    }))
    .filter((line) => line.quantity > 0);
  const worked =
    draft.mode === 'amount'
      ? draft.amount.trim() === '' || Number.isNaN(amountCents)
        ? {
            problem:
              currency === 'USD'
                ? 'Enter the amount to refund, in dollars.'
                : `Enter the amount to refund, in ${currency}${minorDigits(currency) === 0 ? ', with no decimals' : ''}.`,
          }
        : workOutRefund(basis, { lines: [], shipping: false, amountCents })
      : workOutRefund(basis, {
          lines: chosen.map((line) => ({ id: line.orderLineId, quantity: line.quantity })),
          shipping: draft.shipping,
        });
  const problem = 'problem' in worked ? worked.problem : null;
  const totalCents = 'problem' in worked ? 0 : worked.totalCents;
  const change = (next: Partial<RefundDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setFailure(null);
  };

  const confirm = () => {
    if (refund.isPending) return;
    if (problem) {
      setFailure(problem);
      return;
    }
    setFailure(null);
    const common = { id: order._id, requestId, reason: draft.reason };
    refund.mutate(
      draft.mode === 'amount'
        ? { ...common, amount: fromMinor(amountCents, currency) }
        : { ...common, lines: chosen, shipping: draft.shipping },
      {
        onSuccess: ({ order: after }) => {
          toast.success(after.paymentStatus === 'refunded' ? 'Order refunded' : `Refunded ${money(totalCents)}`);
          onClose();
        },
        onError: (error) => setFailure(apiErrorDetail(error) ?? 'The refund could not be made. Please try again.'),
      },
    );
  };

  const left = refundableCents(basis);
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={`Refund ${order.orderId}?`}
      description={`The money goes back to the customer, who is told by email. This cannot be undone. ${money(left)} is left to refund.`}
      pending={refund.isPending}
      confirmLabel={problem ? 'Refund' : `Refund ${money(totalCents)}`}
      pendingLabel="Refunding…"
      onConfirm={confirm}
      variant="danger"
    >
      {failure ? <FormAlert title={failure} /> : null}
      <fieldset className="flex gap-2" disabled={refund.isPending}>
        <legend className="sr-only">What to refund</legend>
        {(['items', 'amount'] as const).map((mode) => (
          <label
            key={mode}
            className={cn(
              'flex min-h-touch flex-1 cursor-pointer items-center justify-center rounded-md border px-3 text-sm font-medium has-focus-visible:ring-2 has-focus-visible:ring-clay',
              draft.mode === mode ? 'border-ink bg-ink text-paper' : 'border-line bg-paper hover:border-ink',
            )}
          >
            <input
              type="radio"
              name="refund-mode"
              value={mode}
              checked={draft.mode === mode}
              onChange={() => change({ mode })}
              className="sr-only"
            />
            {mode === 'items' ? 'Items and shipping' : 'An amount'}
          </label>
        ))}
      </fieldset>

      {draft.mode === 'items' ? (
        <div className="space-y-4">
          <ul className="divide-y divide-line rounded-md border border-line" aria-label="Items to refund">
            {order.products.map((line) => {
              const open = line.quantity - line.refundedQuantity;
              const units = draft.units[line.orderLineId] ?? 0;
              const variant = [line.color, sizeLabel(line.size)].filter(Boolean).join(' · ');
              return (
                <li key={line.orderLineId} className="space-y-2 p-3">
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="font-medium">{line.name}</p>
                      <p className="text-xs text-muted capitalize">
                        {variant}
                        {line.refundedQuantity > 0 ? ` · ${line.refundedQuantity} of ${line.quantity} refunded` : ''}
                      </p>
                    </div>
                    {open > 0 ? (
                      <label className="flex shrink-0 items-center gap-2 text-sm whitespace-nowrap text-muted">
                        <span className="sr-only">Units of {line.name} to refund</span>
                        <select
                          className={cn(inputStyles, 'min-h-touch w-20')}
                          value={String(units)}
                          disabled={refund.isPending}
                          onChange={(event) => change({ units: { ...draft.units, [line.orderLineId]: Number(event.target.value) } })}
                        >
                          {Array.from({ length: open + 1 }, (_, count) => (
                            <option key={count} value={count}>
                              {count}
                            </option>
                          ))}
                        </select>
                        <span aria-hidden="true">of {open}</span>
                      </label>
                    ) : (
                      <span className="text-sm text-muted">Refunded</span>
                    )}
                  </div>
                  {units > 0 ? (
                    <Switch
                      label="Put back in stock"
                      checked={draft.restock[line.orderLineId] ?? false}
                      disabled={refund.isPending}
                      onChange={(event) => change({ restock: { ...draft.restock, [line.orderLineId]: event.target.checked } })}
                    />
                  ) : null}
                </li>
              );
            })}
          </ul>
          {shippingCents > 0 && !order.shippingRefunded ? (
            <Switch
              label={`Refund shipping (${money(shippingCents)})`}
              checked={draft.shipping}
              disabled={refund.isPending}
              onChange={(event) => change({ shipping: event.target.checked })}
            />
          ) : null}
        </div>
      ) : (
        <DollarField
          label={currency === 'USD' ? 'Amount ($)' : `Amount (${currency})`}
          hint={`Up to ${money(left)}, tied to no item: for a late parcel, say.`}
          value={draft.amount}
          disabled={refund.isPending}
          onChange={(event) => change({ amount: event.target.value })}
        />
      )}

      <TextAreaField
        label="Reason (optional)"
        hint="Kept with the refund for the shop's records; the customer does not see it."
        rows={2}
        maxLength={500}
        value={draft.reason}
        disabled={refund.isPending}
        onChange={(event) => change({ reason: event.target.value })}
      />
      <p className="text-sm" aria-live="polite">
        {problem ? (
          <span className="text-muted">{problem}</span>
        ) : (
          <>
            To refund: <strong className="tabular-nums">{money(totalCents)}</strong>
          </>
        )}
      </p>
    </ConfirmDialog>
  );
}
