import type { CreditMovement, CreditMovementKind } from '@shop/shared/credit.schema';
import { useFormatLocale, useMessages, useT, type MessageKey } from '@/i18n/i18n';
import { formatDate } from '@/lib/format';
import { signedDollars } from '../credit-format';

const MOVEMENTS: Record<CreditMovementKind, MessageKey> = {
  issued: 'credit.movement.issued',
  spent: 'credit.movement.spent',
  released: 'credit.movement.released',
  refunded: 'credit.movement.refunded',
  adjusted: 'credit.movement.adjusted',
  expired: 'credit.movement.expired',
};

/**
 * The movements of a code's balance as a small table: the date, what moved it (and why, in the
 * words of its note), and the amount with its sign. Oldest first, as the API gives them.
 */
export function CreditMovements({
  code,
  movements,
  caption,
  empty,
}: {
  code: string;
  movements: readonly CreditMovement[];
  /** The table's name for assistive technology. */
  caption?: string;
  /** What stands in for a code with no movement. */
  empty?: string;
}) {
  useMessages('account');
  const t = useT();
  const locale = useFormatLocale();
  if (movements.length === 0) return <p className="text-sm text-muted">{empty ?? t('credit.notUsed')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption ?? t('credit.movements', { code })}</caption>
        <thead className="border-b border-line text-xs tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('credit.column.date')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('credit.column.what')}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {t('credit.column.amount')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {movements.map((movement, index) => (
            <tr key={`${movement.at}-${index}`}>
              <td className="py-2 pr-3 whitespace-nowrap">
                <time dateTime={movement.at}>{formatDate(movement.at, 'localDate', undefined, locale)}</time>
              </td>
              <td className="py-2 pr-3">
                <span className="font-medium">{t(MOVEMENTS[movement.kind])}</span>
                {movement.note ? <span className="text-muted"> · {movement.note}</span> : null}
              </td>
              <td className="py-2 text-right font-medium whitespace-nowrap tabular-nums">{signedDollars(movement.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
