import { TAX_LABEL } from './constants';
import type { PricedOrder } from './pricing';

/**
 * What the receipt calls an order's tax: 'Tax(6%)' as the specification writes it for the
 * shop's default, the table's own label and rate otherwise ('VAT(20%)'), and 'incl. VAT' where
 * prices include it. An order priced before the pipeline kept its rates reads as the default.
 */
export function taxLabelOf(pricing: Pick<PricedOrder, 'taxes' | 'pricesIncludeTax'> | null | undefined): string {
  if (!pricing) return TAX_LABEL;
  const charged = pricing.taxes.filter((tax) => tax.amountCents > 0);
  const taxes = charged.length ? charged : pricing.taxes;
  const labels = [...new Set(taxes.map((tax) => tax.label))];
  const label = labels.length === 1 ? labels[0]! : 'Tax';
  if (pricing.pricesIncludeTax) return `incl. ${label}`;
  const percents = [...new Set(taxes.map((tax) => tax.percent))];
  return percents.length === 1 ? `${label}(${percents[0]}%)` : label;
}
