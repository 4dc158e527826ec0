import { sizeLabel } from '@shop/shared/constants';
import type { VariantSales } from '@shop/shared/product-admin.schema';
import type { VariantDemand } from '@shop/shared/waitlist.schema';
import type { ProductInputParsed } from '@shop/shared/product.schema';
import { useId, useState } from 'react';
import { type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { useColorName } from '@/features/catalogue/api/get-shop-options';
import { ColorSwatch } from '@/features/catalogue/components/color-swatch';
import {
  BULK_CHANGES,
  bulkChanged,
  variantColors,
  variantSizes,
  type BulkChange,
  type ProductFormValues,
  type VariantCells,
} from '../product-form-values';

/** The units sold of each variant (paid orders, test orders left out), as they load; and the shoppers waiting for each. */
export interface StockGridSales {
  /** Undefined while loading. */
  data: VariantSales[] | undefined;
  /** How many shoppers wait for each variant ('Email me when it's back'); one nobody waits for is not listed. */
  waiting?: VariantDemand[];
  isError: boolean;
}

const CELL =
  'block min-h-touch rounded-md border border-line bg-white px-2 text-base tabular-nums hover:border-stone focus-visible:border-ink aria-invalid:border-2 aria-invalid:border-danger';
const HEAD = 'px-2 py-2 text-left text-xs font-semibold tracking-[0.12em] whitespace-nowrap text-muted uppercase';

/** The facts of a variant the table edits, beside its stock: each column's field, label and input. */
const FACT_COLUMNS: {
  field: keyof VariantCells;
  label: string;
  width: string;
  inputMode: 'text' | 'decimal' | 'numeric';
  placeholder?: string;
}[] = [
  { field: 'sku', label: 'SKU', width: 'w-52', inputMode: 'text', placeholder: 'Default' },
  { field: 'price', label: 'Price', width: 'w-24', inputMode: 'decimal' },
  { field: 'oldPrice', label: 'Compare-at', width: 'w-24', inputMode: 'decimal' },
  { field: 'weight', label: 'Weight (g)', width: 'w-24', inputMode: 'numeric' },
  { field: 'barcode', label: 'Barcode', width: 'w-40', inputMode: 'numeric' },
];

/**
 * Every variant (colour x size) of the product in one table, edited in place: its stock when
 * the product tracks it, or 'Always for sale' when that variant is not counted (with units sold
 * when `sales` is given), SKU, price, compare-at price,
 * weight and barcode. An empty price is the product's; an empty SKU keeps the one it has (a new
 * variant gets the shop's default). Bulk changes fill a column for all variants, a colour or a
 * size. Numbers typed stay when stock tracking is switched off and on again.
 */
export function StockGrid({
  control,
  register,
  setValue,
  errors,
  sales,
}: {
  control: Control<ProductFormValues, unknown, ProductInputParsed>;
  register: UseFormRegister<ProductFormValues>;
  setValue: UseFormSetValue<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
  sales?: StockGridSales;
}) {
  const [color, moreColors, sizes, trackStock, price, variants, uncounted] = useWatch({
    control,
    name: ['color', 'moreColors', 'sizes', 'trackStock', 'price', 'variants', 'uncounted'],
  });
  const colors = variantColors({ color, moreColors });
  const chosenSizes = variantSizes({ sizes });
  const colorName = useColorName();
  const errorId = useId();
  const soldId = useId();
  const sold = new Map((sales?.data ?? []).map((line) => [`${line.color}/${line.size}`, line.units]));
  const waiting = new Map((sales?.waiting ?? []).map((line) => [`${line.color}/${line.size}`, line.waiting]));
  const totalSold = (sales?.data ?? []).reduce((sum, line) => sum + line.units, 0);
  const cells = colors.flatMap((rowColor) => chosenSizes.map((size) => ({ color: rowColor, size })));

  return (
    <div className="space-y-4">
      <Switch
        label="Track stock per colour and size"
        hint="Off: the product can always be bought. On: a colour and size with 0 in stock cannot be bought; untick Count for one that is always for sale."
        {...register('trackStock')}
      />
      {errors.trackStock?.message ? <p className="text-sm text-danger">{errors.trackStock.message}</p> : null}
      {sales ? (
        <p className="text-sm text-muted">
          {sales.isError
            ? 'Units sold could not be loaded.'
            : sales.data === undefined
              ? 'Loading units sold…'
              : trackStock
                ? `Under each box: units sold in paid orders (${totalSold} in all).`
                : `Sold so far: ${totalSold} ${totalSold === 1 ? 'unit' : 'units'} in paid orders.`}
        </p>
      ) : null}
      {cells.length === 0 ? (
        <p className="rounded-md border border-dashed border-stone bg-sand px-4 py-3 text-sm text-muted">
          Choose a colour and at least one size to see the variants.
        </p>
      ) : (
        <>
          <BulkChanges
            colors={colors}
            sizes={chosenSizes}
            onApply={(change, scope, amount) => {
              for (const cell of cells) {
                if (scope !== 'all' && scope !== `color:${cell.color}` && scope !== `size:${cell.size}`) continue;
                const current = variants?.[cell.color]?.[cell.size];
                const next = bulkChanged(change, amount, current, price);
                if (next) setValue(`variants.${cell.color}.${cell.size}.${next.field}`, next.value, { shouldDirty: true });
              }
            }}
          />
          <div className="overflow-x-auto rounded-lg border border-line bg-white">
            <table className="w-full text-sm">
              <caption className="sr-only">Variants: stock, SKU, price, compare-at price, weight and barcode per colour and size</caption>
              <thead className="border-b border-line bg-sand">
                <tr>
                  <th scope="col" className={HEAD}>
                    Variant
                  </th>
                  {trackStock ? (
                    <th scope="col" className={HEAD}>
                      Stock
                    </th>
                  ) : null}
                  {FACT_COLUMNS.map((column) => (
                    <th key={column.field} scope="col" className={HEAD}>
                      {column.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {cells.map(({ color: rowColor, size }) => {
                  const name = `${colorName(rowColor)} ${sizeLabel(size)}`;
                  const stockError = errors.stock?.[rowColor]?.[size]?.message;
                  const cellSoldId = `${soldId}-${rowColor}-${size}`.replace(/\s+/g, '-');
                  const waitingCount = waiting.get(`${rowColor}/${size}`) ?? 0;
                  const cellWaitingId = `${cellSoldId}-waiting`;
                  const describedBy = [stockError ? errorId : '', sales?.data ? cellSoldId : '', waitingCount > 0 ? cellWaitingId : '']
                    .filter(Boolean)
                    .join(' ');
                  return (
                    <tr key={`${rowColor}/${size}`}>
                      <th scope="row" className="px-2 py-2 text-left font-medium whitespace-nowrap">
                        <span className="inline-flex items-center gap-2">
                          <ColorSwatch color={rowColor} />
                          {colorName(rowColor)} / {sizeLabel(size)}
                        </span>
                      </th>
                      {trackStock ? (
                        <td className="px-1 py-2 align-top">
                          {uncounted?.[rowColor]?.[size] ? (
                            <span className="flex min-h-touch w-16 items-center text-xs text-muted">Always for sale</span>
                          ) : (
                            <input
                              type="number"
                              min={0}
                              step={1}
                              inputMode="numeric"
                              placeholder="0"
                              aria-label={`${name} in stock`}
                              aria-invalid={stockError ? true : undefined}
                              aria-describedby={describedBy || undefined}
                              title={stockError}
                              className={`${CELL} w-16 text-center`}
                              {...register(`stock.${rowColor}.${size}`)}
                            />
                          )}
                          <label className="mt-1 flex items-center gap-1 text-xs whitespace-nowrap text-muted">
                            <input
                              type="checkbox"
                              className="size-4 accent-ink"
                              checked={!uncounted?.[rowColor]?.[size]}
                              aria-label={`Count the stock of ${name}`}
                              onChange={(event) => setValue(`uncounted.${rowColor}.${size}`, !event.target.checked, { shouldDirty: true })}
                            />
                            Count
                          </label>
                          {sales?.data ? (
                            <span id={cellSoldId} className="mt-1 block text-xs whitespace-nowrap text-muted tabular-nums">
                              {sold.get(`${rowColor}/${size}`) ?? 0} sold
                            </span>
                          ) : null}
                          {waitingCount > 0 ? (
                            <span id={cellWaitingId} className="mt-1 block text-xs font-medium whitespace-nowrap text-clay tabular-nums">
                              {waitingCount} waiting
                            </span>
                          ) : null}
                        </td>
                      ) : null}
                      {FACT_COLUMNS.map((column) => {
                        const error = errors.variants?.[rowColor]?.[size]?.[column.field]?.message;
                        return (
                          <td key={column.field} className="px-1 py-2 align-top">
                            <input
                              type="text"
                              inputMode={column.inputMode}
                              autoComplete="off"
                              placeholder={column.field === 'price' ? price || undefined : column.placeholder}
                              aria-label={`${name} ${column.label}`}
                              aria-invalid={error ? true : undefined}
                              aria-describedby={error ? errorId : undefined}
                              title={error}
                              className={`${CELL} ${column.width}`}
                              {...register(`variants.${rowColor}.${size}.${column.field}`)}
                            />
                          </td>
                        );
                      })}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
      <VariantErrors id={errorId} errors={errors} trackStock={trackStock} />
    </div>
  );
}

/** What is wrong in the table, in words: the first problem of each variant, named. */
function VariantErrors({ id, errors, trackStock }: { id: string; errors: FieldErrors<ProductFormValues>; trackStock: boolean }) {
  const colorName = useColorName();
  const messages: string[] = [];
  if (trackStock && hasErrors(errors.stock)) messages.push('Stock numbers must be whole numbers, 0 or more. Check the outlined boxes.');
  for (const [rowColor, bySize] of Object.entries(errors.variants ?? {})) {
    for (const [size, fields] of Object.entries(bySize ?? {})) {
      for (const fieldError of Object.values(fields ?? {})) {
        const message = (fieldError as { message?: string } | undefined)?.message;
        if (message) messages.push(`${colorName(rowColor)} / ${sizeLabel(size)}: ${message}`);
      }
    }
  }
  if (messages.length === 0) return null;
  return (
    <div id={id} className="space-y-1 text-sm text-danger">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}

function hasErrors(errors: unknown): boolean {
  return Object.values((errors as Record<string, unknown>) ?? {}).some(
    (row) => row && typeof row === 'object' && Object.keys(row).length > 0,
  );
}

/** One change to many variants at once: a column's new value for all of them, one colour or one size. */
function BulkChanges({
  colors,
  sizes,
  onApply,
}: {
  colors: string[];
  sizes: string[];
  onApply: (change: BulkChange, scope: string, amount: string) => void;
}) {
  const colorName = useColorName();
  const [change, setChange] = useState<BulkChange>('price');
  const [scope, setScope] = useState('all');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState('');
  const ids = { change: useId(), scope: useId(), amount: useId(), problem: useId() };
  const { label, check } = BULK_CHANGES[change];

  const apply = () => {
    const wrong = check(amount);
    setProblem(wrong ?? '');
    if (!wrong) onApply(change, scope, amount.trim());
  };

  return (
    <fieldset className="rounded-lg border border-line bg-sand/60 p-3">
      <legend className="px-1 text-sm font-medium">Change many variants</legend>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm" htmlFor={ids.change}>
          Change
          <select
            id={ids.change}
            className={`${CELL} w-48`}
            value={change}
            onChange={(event) => setChange(event.target.value as BulkChange)}
          >
            {Object.entries(BULK_CHANGES).map(([value, option]) => (
              <option key={value} value={value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm" htmlFor={ids.scope}>
          Of
          <select id={ids.scope} className={`${CELL} w-40`} value={scope} onChange={(event) => setScope(event.target.value)}>
            <option value="all">All variants</option>
            {colors.length > 1
              ? colors.map((value) => (
                  <option key={value} value={`color:${value}`}>
                    Colour {colorName(value)}
                  </option>
                ))
              : null}
            {sizes.length > 1
              ? sizes.map((value) => (
                  <option key={value} value={`size:${value}`}>
                    Size {sizeLabel(value)}
                  </option>
                ))
              : null}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm" htmlFor={ids.amount}>
          {label}
          <input
            id={ids.amount}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            className={`${CELL} w-28`}
            value={amount}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? ids.problem : undefined}
            onChange={(event) => setAmount(event.target.value)}
            onKeyDown={(event) => {
              // Enter applies the change here, rather than saving the whole form.
              if (event.key === 'Enter') {
                event.preventDefault();
                apply();
              }
            }}
          />
        </label>
        <Button type="button" variant="secondary" onClick={apply}>
          Apply
        </Button>
      </div>
      {problem ? (
        <p id={ids.problem} role="alert" className="mt-2 text-sm text-danger">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
