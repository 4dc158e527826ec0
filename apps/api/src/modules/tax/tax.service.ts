/**
 * The tax table: the shop's pricing settings (prices with or without tax, shipping taxed, the
 * home country) and its rates by place and tax class, edited by the admin as a whole and
 * audited. Pricing reads it through `pricingTax`, kept in memory until the next change.
 */
import type { TaxRate, TaxTable, TaxTableInputParsed } from '@shop/shared/tax.schema';
import { taxSettingsOf } from '@shop/shared/tax.schema';
import type { TaxSettings } from '@shop/shared/pricing';
import type { AuthUser } from '../../lib/guards';
import { recordAudit } from '../audit';
import type { TaxRateRow, TaxRepository } from './tax.repository';

/** The table as pricing reads it, with the country a bag is priced for before one is chosen. */
export interface PricingTax {
  tax: TaxSettings;
  homeCountry: string;
}

const toTaxRate = (row: TaxRateRow): TaxRate => ({
  _id: row.id,
  country: row.country,
  region: row.region,
  taxClass: row.taxClass,
  rate: row.rate / 1000,
  label: row.label,
});

/** What an audit entry keeps of the table: its settings and each rate as 'GB standard 20 % VAT'. */
const audited = (table: TaxTable) => ({
  pricesIncludeTax: table.pricesIncludeTax,
  taxShipping: table.taxShipping,
  homeCountry: table.homeCountry,
  rates: table.rates.map(
    (rate) => `${rate.region ? `${rate.country}-${rate.region}` : rate.country} ${rate.taxClass} ${rate.rate} % ${rate.label}`,
  ),
});

export function createTaxService({ repository }: { repository: TaxRepository }) {
  let cached: Promise<PricingTax> | undefined;

  async function table(): Promise<TaxTable> {
    const [settings, rates] = await Promise.all([repository.settings(), repository.rates()]);
    return { ...settings, rates: rates.map(toTaxRate) };
  }

  return {
    table,

    /** The table for pricing; read once, then kept until it changes. */
    pricingTax(): Promise<PricingTax> {
      cached ??= table().then(
        (current) => ({ tax: taxSettingsOf(current), homeCountry: current.homeCountry }),
        (error: unknown) => {
          cached = undefined;
          throw error;
        },
      );
      return cached;
    },

    async replace(actor: AuthUser, input: TaxTableInputParsed): Promise<{ message: string; table: TaxTable }> {
      const before = await table();
      const { rates, ...settings } = input;
      await repository.transaction(async (tx, queries) => {
        await queries.replace(
          settings,
          rates.map((rate) => ({ ...rate, rate: Math.round(rate.rate * 1000) })),
        );
        const after = { ...settings, rates: rates.map((rate) => ({ ...rate, _id: '' })) };
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'tax.update',
          entityId: 'table',
          details: { rates: rates.length },
          before: audited(before),
          after: audited(after),
        });
      });
      cached = undefined;
      return { message: 'Tax settings saved', table: await table() };
    },
  };
}

export type TaxService = ReturnType<typeof createTaxService>;
