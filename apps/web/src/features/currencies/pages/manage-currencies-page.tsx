import { BASE_CURRENCY, CURRENCY_CODES, type ManagedCurrency } from '@shop/shared/currency.schema';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryStates } from '@/components/ui/query-states';
import { RowActions } from '@/components/ui/row-actions';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import { DataTable, type Column } from '@/components/ui/table';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { plural } from '@/lib/format';
import { useManagedCurrencies } from '../api/change-currencies';
import { CurrencyFormModal } from '../components/currency-form-modal';
import { RemoveCurrencyDialog } from '../components/remove-currency-dialog';
import { currencyLabel, exampleBasePrice, examplePrice, rateSentence, roundingLabel } from '../currency-labels';

type Row = ManagedCurrency & { _id: string };

const columns: Column<Row>[] = [
  {
    label: 'Currency',
    variant: 'lead',
    cell: (currency) => (
      <span className="font-medium">
        {currencyLabel(currency.code)}
        {currency.variantPrices > 0 ? (
          <span className="block text-xs font-normal text-muted">{plural(currency.variantPrices, 'variant price')} set by hand</span>
        ) : null}
      </span>
    ),
  },
  { label: 'Rate', cell: (currency) => <span className="tabular-nums">{rateSentence(currency)}</span> },
  { label: 'Rounding', cell: (currency) => roundingLabel(currency.rounding, currency.code) },
  {
    label: `A ${exampleBasePrice()} tee`,
    cell: (currency) => <span className="tabular-nums">{examplePrice(currency)}</span>,
  },
];

/**
 * `/dashboard/currencies` (staff with `settings`): the currencies the shop shows its prices in
 * besides US dollars, each with its rate, its rounding and what a $25.00 tee shows as in it;
 * added, changed and removed here. Prices are kept in US dollars whatever is presented.
 */
export function ManageCurrenciesPage() {
  usePageTitle('Currencies');
  const currencies = useManagedCurrencies();
  const list = currencies.data?.currencies ?? [];
  // Codes, not copies: a modal or dialog shows the currency as the latest list has it.
  const [editing, setEditing] = useState<{ code: string | null } | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const currencyOf = (code: string | null | undefined) => list.find((currency) => currency.code === code) ?? null;
  const choices = CURRENCY_CODES.filter((code) => code !== BASE_CURRENCY && !list.some((currency) => currency.code === code));
  const empty = currencies.data?.currencies.length === 0;
  const edited = currencyOf(editing?.code);

  const addButton = (
    <Button onClick={() => setEditing({ code: null })} disabled={choices.length === 0}>
      <Plus aria-hidden="true" className="size-4" />
      Add currency
    </Button>
  );

  const rows: Row[] = list.map((currency) => ({ ...currency, _id: currency.code }));
  const withActions: Column<Row>[] = [
    ...columns,
    {
      label: 'Actions',
      variant: 'actions',
      cell: (currency) => (
        <RowActions
          name={currencyLabel(currency.code)}
          onEdit={() => setEditing({ code: currency.code })}
          onDelete={() => setRemoving(currency.code)}
        />
      ),
    },
  ];

  return (
    <DashboardPage
      title="Currencies"
      intro={
        currencies.data && !empty
          ? `Prices are kept in US dollars and also shown in ${plural(list.length, 'other currency', 'other currencies')}, at your rate and rounded by each one’s rule.`
          : 'The currencies shoppers can see prices in besides US dollars, at the rate you set.'
      }
      actions={empty ? undefined : addButton}
    >
      <QueryStates
        query={currencies}
        loading={<SkeletonRows label="Loading currencies" rowClassName="h-14 rounded-lg" />}
        failed="Error loading currencies."
        failedDetail="Please check your connection and try again."
      >
        {(data) =>
          data.currencies.length === 0 ? (
            <EmptyState actions={addButton}>Prices are shown in US dollars only.</EmptyState>
          ) : (
            <DataTable caption="Currencies prices are shown in" rows={rows} columns={withActions} />
          )
        }
      </QueryStates>
      <CurrencyFormModal
        open={editing !== null && (editing.code === null || edited !== null)}
        currency={edited}
        choices={choices}
        onClose={() => setEditing(null)}
      />
      <RemoveCurrencyDialog key={removing ?? 'none'} currency={currencyOf(removing)} onClose={() => setRemoving(null)} />
    </DashboardPage>
  );
}
