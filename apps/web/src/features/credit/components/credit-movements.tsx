import type { CreditMovement } from '@shop/shared/credit.schema';
import { formatDate } from '@/lib/format';
import { MOVEMENT_LABELS, signedDollars } from '../credit-format';

/**
 * The movements of a code's balance as a small table: the date, what moved it (and why, in the
 * words of its note), and the amount with its sign. Oldest first, as the API gives them.
 */
export function CreditMovements({
  code,
  movements,
  caption = `Movements of ${code}`,
  empty = 'Not used yet.',
}: {
  code: string;
  movements: readonly CreditMovement[];
  /** The table's name for assistive technology. */
  caption?: string;
  /** What stands in for a code with no movement. */
  empty?: string;
}) {
  if (movements.length === 0) return <p className="text-sm text-muted">{empty}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line text-xs tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              Date
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              What
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Amount
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {movements.map((movement, index) => (
            <tr key={`${movement.at}-${index}`}>
              <td className="py-2 pr-3 whitespace-nowrap">
                <time dateTime={movement.at}>{formatDate(movement.at, 'localDate')}</time>
              </td>
              <td className="py-2 pr-3">
                <span className="font-medium">{MOVEMENT_LABELS[movement.kind]}</span>
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
