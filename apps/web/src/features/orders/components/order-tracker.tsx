import { ORDER_STATUSES, type OrderStatus } from '@shop/shared/constants';
import type { Order } from '@shop/shared/order.schema';
import { StepMarker, stepNameStyles, type StepState } from '@/components/ui/step-marker';
import { useFormatLocale, useMessages, useT, type MessageKey } from '@/i18n/i18n';
import { cn } from '@/lib/class-names';
import { formatDate } from '@/lib/format';
import { stepTimes } from '../order-format';
import { ORDER_STATUS_NAMES } from './order-status-badge';

/** An order is never turned down half way, so none of its steps is 'rejected'. */
type OrderStepState = Exclude<StepState, 'rejected'>;

const STATE_TEXT: Record<OrderStepState, MessageKey> = {
  complete: 'orders.step.complete',
  current: 'orders.step.current',
  upcoming: 'orders.step.upcoming',
};

/** What each step means for the customer. */
const STEP_TEXT: Record<OrderStatus, MessageKey> = {
  pending: 'orders.stepText.pending',
  processing: 'orders.stepText.processing',
  shipped: 'orders.stepText.shipped',
  completed: 'orders.stepText.completed',
};

/**
 * The four-step order timeline (pending, processing, shipped, completed): the steps before the
 * order's status are complete, its own step is current (aria-current="step"), and every reached
 * step shows when it was reached. A column on phones, a row from 768px.
 */
export function OrderTracker({
  order,
  label,
  className,
}: {
  order: Pick<Order, 'status' | 'statusHistory' | 'updatedAt'>;
  label?: string;
  className?: string;
}) {
  useMessages('account');
  const t = useT();
  const locale = useFormatLocale();
  const currentIndex = ORDER_STATUSES.indexOf(order.status);
  const times = stepTimes(order);

  return (
    <ol aria-label={label ?? t('orders.progress')} className={cn('grid md:grid-cols-4', className)}>
      {ORDER_STATUSES.map((step, index) => {
        const state: OrderStepState = index < currentIndex ? 'complete' : index === currentIndex ? 'current' : 'upcoming';
        const time = state === 'upcoming' ? undefined : times[step];
        return (
          <li
            key={step}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
            className="relative flex gap-4 pb-7 last:pb-0 md:flex-col md:gap-3 md:pr-5 md:pb-0"
          >
            {index < ORDER_STATUSES.length - 1 ? (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-10 bottom-1 left-[1.0625rem] w-0.5 rounded-full md:top-[1.0625rem] md:right-1 md:bottom-auto md:left-11 md:h-0.5 md:w-auto',
                  state === 'complete' ? 'bg-ink' : 'bg-line',
                )}
              />
            ) : null}
            <StepMarker state={state} size="md">
              {index + 1}
            </StepMarker>
            <div className="min-w-0 space-y-1 pt-1.5 md:pt-0">
              <p className={cn(stepNameStyles(state), 'capitalize')}>
                {t(ORDER_STATUS_NAMES[step])}
                <span className="sr-only"> ({t(STATE_TEXT[state])})</span>
              </p>
              <p className="text-sm text-muted">{t(STEP_TEXT[step])}</p>
              {time ? (
                <p className="text-xs text-muted tabular-nums">
                  <time dateTime={time}>{formatDate(time, 'localDateTime', undefined, locale)}</time>
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
