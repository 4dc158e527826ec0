import { countriesByName, countryName } from '@shop/shared/address.schema';
import { ANY_COUNTRY } from '@shop/shared/pricing';
import { TAX_CLASSES, type TaxTable, type TaxTableInput } from '@shop/shared/tax.schema';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { Button } from '@/components/ui/button';
import { inputStyles, SelectField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { QueryStates } from '@/components/ui/query-states';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import { Switch } from '@/components/ui/switch';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { apiErrorDetail, apiFieldErrors } from '@/lib/api-error-detail';
import { cn } from '@/lib/class-names';
import { useSaveTaxTable, useTaxTable } from '../api/tax-table';

/** A row as the form holds it: text, so that a half-typed rate stays as typed. */
interface RateRow {
  key: number;
  country: string;
  region: string;
  taxClass: string;
  rate: string;
  label: string;
}

let nextKey = 0;
const rowOf = (rate: Partial<Omit<RateRow, 'key'>> = {}): RateRow => ({
  key: nextKey++,
  country: rate.country ?? ANY_COUNTRY,
  region: rate.region ?? '',
  taxClass: rate.taxClass ?? TAX_CLASSES[0],
  rate: rate.rate ?? '',
  label: rate.label ?? 'Tax',
});

/**
 * `/dashboard/tax` (admin): the shop's tax settings (prices with or without tax, shipping taxed,
 * the country a bag is priced for at first) and its table of rates by place and tax class, saved
 * as a whole. The most precise row for an order's destination and a product's class applies;
 * a class without a row there pays the standard rate.
 */
export function ManageTaxPage() {
  usePageTitle('Tax');
  const table = useTaxTable();
  return (
    <DashboardPage
      title="Tax"
      intro="Rates by country, state or region and tax class. The most precise row for where an order goes applies; a class without a row of its own there pays the standard rate."
    >
      <QueryStates
        query={table}
        loading={<SkeletonRows label="Loading the tax table" rowClassName="h-14 rounded-lg" />}
        failed="Error loading the tax table."
        failedDetail="Please check your connection and try again."
      >
        {(data) => <TaxForm key={data.rates.map((rate) => rate._id).join()} table={data} />}
      </QueryStates>
    </DashboardPage>
  );
}

function TaxForm({ table }: { table: TaxTable }) {
  const save = useSaveTaxTable();
  const [pricesIncludeTax, setPricesIncludeTax] = useState(table.pricesIncludeTax);
  const [taxShipping, setTaxShipping] = useState(table.taxShipping);
  const [homeCountry, setHomeCountry] = useState(table.homeCountry);
  const [rows, setRows] = useState<RateRow[]>(() =>
    table.rates.map((rate) => rowOf({ ...rate, region: rate.region ?? '', rate: String(rate.rate) })),
  );
  const errors = save.isError ? apiFieldErrors(save.error) : {};
  const classesId = useId();
  const countries = countriesByName();

  const change = (key: number, field: keyof Omit<RateRow, 'key'>, value: string) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, [field]: value } : row)));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input: TaxTableInput = {
      pricesIncludeTax,
      taxShipping,
      homeCountry,
      rates: rows.map((row) => ({
        country: row.country,
        region: row.region.trim() || null,
        taxClass: row.taxClass,
        // A rate left empty is sent as it is, for the server to name it.
        rate: row.rate.trim() === '' ? Number.NaN : Number(row.rate),
        label: row.label,
      })),
    };
    save.mutate(input);
  };

  const fieldError = (index: number, field: string) => errors[`rates.${index}.${field}`];
  const rowErrors = rows.flatMap((_, index) =>
    ['country', 'region', 'taxClass', 'rate', 'label'].flatMap((field) => {
      const message = fieldError(index, field);
      return message ? [message] : [];
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-8">
      <section aria-labelledby="tax-settings-title" className="max-w-2xl space-y-4 rounded-lg border border-line bg-white p-5">
        <h2 id="tax-settings-title" className="text-xl">
          Settings
        </h2>
        <Switch
          label="Prices include tax"
          hint="EU and UK style: the price on the shelf is what the shopper pays, and the receipt shows the tax it includes ('incl. VAT'). Off: tax is added at checkout, US style."
          checked={pricesIncludeTax}
          onChange={(event) => setPricesIncludeTax(event.target.checked)}
        />
        <Switch
          label="Charge tax on shipping"
          hint="At the destination's standard rate."
          checked={taxShipping}
          onChange={(event) => setTaxShipping(event.target.checked)}
        />
        <SelectField
          label="Home country"
          hint="A bag is priced for it until the shopper chooses where it goes."
          value={homeCountry}
          options={countries}
          labelOf={countryName}
          error={errors.homeCountry}
          onChange={(event) => setHomeCountry(event.target.value)}
          className="max-w-sm"
        />
      </section>

      <section aria-labelledby="tax-rates-title" className="space-y-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="tax-rates-title" className="text-xl">
            Rates
          </h2>
          <Button type="button" variant="secondary" onClick={() => setRows((current) => [...current, rowOf()])}>
            <Plus aria-hidden="true" className="size-4" />
            Add a rate
          </Button>
        </div>
        {rows.length === 0 ? (
          <p className="rounded-lg border border-dashed border-line bg-white px-4 py-6 text-center text-muted">
            No rates: orders pay no tax. Add a rate for anywhere, or for the places you sell to.
          </p>
        ) : (
          <div className="overflow-x-auto rounded-lg border border-line bg-white">
            <table className="w-full min-w-[44rem] text-sm">
              <thead className="border-b border-line bg-sand text-left text-xs tracking-wide text-muted uppercase">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Country
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    State / region
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Tax class
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Rate (%)
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Label
                  </th>
                  <th scope="col" className="px-3 py-2">
                    <span className="sr-only">Remove</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {rows.map((row, index) => {
                  const place = row.country === ANY_COUNTRY ? 'anywhere' : countryName(row.country);
                  const name = `row ${index + 1} (${place})`;
                  const cell = (field: string) => cn(inputStyles, 'min-h-touch', fieldError(index, field) && 'border-danger');
                  return (
                    <tr key={row.key}>
                      <td className="px-3 py-2">
                        <select
                          aria-label={`Country of ${name}`}
                          aria-invalid={fieldError(index, 'country') ? true : undefined}
                          value={row.country}
                          onChange={(event) => change(row.key, 'country', event.target.value)}
                          className={cell('country')}
                        >
                          <option value={ANY_COUNTRY}>Anywhere</option>
                          {countries.map((code) => (
                            <option key={code} value={code}>
                              {countryName(code)}
                            </option>
                          ))}
                        </select>
                      </td>
                      <td className="px-3 py-2">
                        <input
                          aria-label={`State or region of ${name}`}
                          aria-invalid={fieldError(index, 'region') ? true : undefined}
                          value={row.region}
                          disabled={row.country === ANY_COUNTRY}
                          placeholder={row.country === ANY_COUNTRY ? '' : 'All'}
                          onChange={(event) => change(row.key, 'region', event.target.value.toUpperCase())}
                          maxLength={3}
                          className={cn(cell('region'), 'w-32')}
                        />
                      </td>
                      <td className="px-3 py-2">
                        <input
                          aria-label={`Tax class of ${name}`}
                          aria-invalid={fieldError(index, 'taxClass') ? true : undefined}
                          list={classesId}
                          value={row.taxClass}
                          onChange={(event) => change(row.key, 'taxClass', event.target.value)}
                          className={cn(cell('taxClass'), 'w-32')}
                        />
                      </td>
                      <td className="px-3 py-2">
                        <input
                          aria-label={`Rate of ${name}, percent`}
                          aria-invalid={fieldError(index, 'rate') ? true : undefined}
                          inputMode="decimal"
                          value={row.rate}
                          onChange={(event) => change(row.key, 'rate', event.target.value)}
                          className={cn(cell('rate'), 'w-24 tabular-nums')}
                        />
                      </td>
                      <td className="px-3 py-2">
                        <input
                          aria-label={`Label of ${name}`}
                          aria-invalid={fieldError(index, 'label') ? true : undefined}
                          value={row.label}
                          onChange={(event) => change(row.key, 'label', event.target.value)}
                          maxLength={30}
                          className={cn(cell('label'), 'w-28')}
                        />
                      </td>
                      <td className="px-3 py-2 text-right">
                        <Button
                          type="button"
                          variant="ghost"
                          size="icon"
                          aria-label={`Remove ${name}`}
                          onClick={() => setRows((current) => current.filter((one) => one.key !== row.key))}
                        >
                          <Trash2 aria-hidden="true" className="size-4" />
                        </Button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            <datalist id={classesId}>
              {TAX_CLASSES.map((taxClass) => (
                <option key={taxClass} value={taxClass} />
              ))}
            </datalist>
          </div>
        )}
        <p className="text-sm text-muted">
          Classes: standard for most goods; give products another class (reduced, zero) on their page, and that class a rate here.
        </p>
      </section>

      {save.isError ? (
        <FormAlert
          title="The tax table was not saved."
          detail={rowErrors.length ? [...new Set(rowErrors)].join(' ') : apiErrorDetail(save.error)}
        />
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? 'Saving…' : 'Save tax table'}
        </Button>
      </div>
    </form>
  );
}
