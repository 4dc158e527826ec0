import type { ExchangeOptionLine } from '@shop/shared/exchange.schema';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { useMessages, useT } from '@/i18n/i18n';
import { useSizeLabel } from '@/i18n/size-label';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { useChangeOrderLine } from '../api/change-order-line';
import { useExchangeOptions } from '../api/get-exchange-options';
import { InlineLoadFailed } from './inline-load-failed';

export interface LineChangeProps {
  /** The order's id (its uuid). */
  orderId: string;
  /** A guest's tracking token, which opens this one order. */
  token?: string;
  /** The order's lines changed: the page reads it again. */
  onChanged: () => void;
}

const keyOf = ({ color, size }: { color: string; size: string }) => `${color}/${size}`;

/**
 * Under the items of a paid order that has not shipped: each line that can be, changed to
 * another size or colour at the same price, in one step and with nothing to send back. Shows
 * nothing when no line can be.
 */
export function LineChange({ orderId, token, onChanged }: LineChangeProps) {
  useMessages('account');
  const t = useT();
  const options = useExchangeOptions(orderId, token);
  const headingId = useId();

  if (options.isPending) return <Skeleton className="mt-6 h-11 w-64 rounded-full" />;
  if (options.isError) {
    return <InlineLoadFailed className="mt-6" message={t('exchanges.change.optionsFailed')} onRetry={() => void options.refetch()} />;
  }
  const lines = options.data.changeable ? options.data.lines.filter((line) => line.changeOptions.length > 0) : [];
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-6 space-y-4 border-t border-line pt-6">
      <div className="space-y-1">
        <h3 id={headingId} className="font-medium">
          {t('exchanges.change.title')}
        </h3>
        <p className="text-sm text-muted">{t('exchanges.change.intro')}</p>
      </div>
      {lines.map((line) => (
        <LineChangeForm key={line.orderLineId} orderId={orderId} token={token} line={line} onChanged={onChanged} />
      ))}
    </section>
  );
}

function LineChangeForm({ orderId, token, line, onChanged }: LineChangeProps & { line: ExchangeOptionLine }) {
  const t = useT();
  const sizeLabel = useSizeLabel();
  const variantText = ({ color, size }: { color: string; size: string }) => `${color}, ${sizeLabel(size)}`;
  const change = useChangeOrderLine(orderId);
  const [choice, setChoice] = useState(keyOf(line.changeOptions[0]!));
  const [failure, setFailure] = useState<string | null>(null);
  const chosen = line.changeOptions.find((option) => keyOf(option) === choice) ?? line.changeOptions[0]!;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    setFailure(null);
    try {
      const { message } = await change.mutateAsync({
        orderId,
        token,
        input: { orderLineId: line.orderLineId, color: chosen.color, size: chosen.size },
      });
      toast.success(message);
      onChanged();
    } catch (error) {
      setFailure(apiErrorDetail(error) ?? t('auth.tryAgain'));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3" aria-busy={change.isPending}>
      {failure ? <FormAlert title={t('exchanges.change.failed', { name: line.name })} detail={failure} /> : null}
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label={t('exchanges.change.label', { name: line.name, variant: variantText(line) })}
          className="min-w-56 flex-1"
          options={line.changeOptions.map(keyOf)}
          labelOf={(key) => variantText(line.changeOptions.find((option) => keyOf(option) === key)!)}
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={change.isPending}>
          {change.isPending ? t('exchanges.change.changing') : t('exchanges.change.submit')}
        </Button>
      </div>
    </form>
  );
}
