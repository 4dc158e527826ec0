import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withTransactions } from '../../db/client';
import { pricingSettings, taxRates } from '../../db/schema/index';

export type TaxRateRow = typeof taxRates.$inferSelect;
export type TaxRateValues = Pick<typeof taxRates.$inferInsert, 'country' | 'region' | 'taxClass' | 'rate' | 'label'>;
export type PricingSettingsRow = typeof pricingSettings.$inferSelect;
export type PricingSettingsValues = Pick<PricingSettingsRow, 'pricesIncludeTax' | 'taxShipping' | 'homeCountry'>;

/** The shop's settings as migration 0028 writes them, should the row ever be missing. */
const DEFAULT_SETTINGS: PricingSettingsValues = { pricesIncludeTax: false, taxShipping: false, homeCountry: 'US' };

function taxQueries(db: Db) {
  return {
    async settings(): Promise<PricingSettingsValues> {
      const [row] = await db.select().from(pricingSettings);
      return row ?? DEFAULT_SETTINGS;
    },

    /** Anywhere first, then by country, region and class. */
    async rates(): Promise<TaxRateRow[]> {
      return db
        .select()
        .from(taxRates)
        .orderBy(sql`${taxRates.country} <> '*'`, asc(taxRates.country), sql`coalesce(${taxRates.region}, '')`, asc(taxRates.taxClass));
    },

    /** Replaces the settings and the whole table. */
    async replace(settings: PricingSettingsValues, rates: TaxRateValues[]): Promise<void> {
      await db
        .insert(pricingSettings)
        .values({ id: true, ...settings })
        .onConflictDoUpdate({ target: pricingSettings.id, set: { ...settings, updatedAt: new Date() } });
      await db.delete(taxRates);
      if (rates.length) await db.insert(taxRates).values(rates);
    },
  };
}

export function createTaxRepository(db: Db) {
  return withTransactions(db, taxQueries);
}

export type TaxRepository = ReturnType<typeof createTaxRepository>;
