import { sizeLabel } from '@shop/shared/constants';
import type { VariantSales } from '@shop/shared/product-admin.schema';
import type { ProductInputParsed } from '@shop/shared/product.schema';
import { useId } from 'react';
import { type Control, type FieldErrors, type UseFormRegister, useWatch } from 'react-hook-form';
import { Switch } from '@/components/ui/switch';
import { capitalize } from '@/features/catalogue/catalogue-labels';
import { ColorSwatch } from '@/features/catalogue/components/color-swatch';
import { variantColors, variantSizes, type ProductFormValues } from '../product-form-values';

/** The units sold of each variant (paid orders, test orders left out), as they load. */
export interface StockGridSales {
  /** Undefined while loading. */
  data: VariantSales[] | undefined;
  isError: boolean;
}

/**
 * Optional stock tracking: off, the product can always be bought; on, a grid of every colour
 * and size the product comes in, each with its units sold when `sales` is given. Numbers typed
 * stay when the grid is hidden again.
 */
export function StockGrid({
  control,
  register,
  errors,
  sales,
}: {
  control: Control<ProductFormValues, unknown, ProductInputParsed>;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
  sales?: StockGridSales;
}) {
  const [color, moreColors, sizes, trackStock] = useWatch({
    control,
    name: ['color', 'moreColors', 'sizes', 'trackStock'],
  });
  const colors = variantColors({ color, moreColors });
  const chosenSizes = variantSizes({ sizes });
  const errorId = useId();
  const soldId = useId();
  const sold = new Map((sales?.data ?? []).map((line) => [`${line.color}/${line.size}`, line.units]));
  const totalSold = (sales?.data ?? []).reduce((sum, line) => sum + line.units, 0);

  return (
    <div className="space-y-4">
      <Switch
        label="Track stock per colour and size"
        hint="Off: the product can always be bought. On: a colour and size with 0 in stock cannot be bought."
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
      {!trackStock ? null : colors.length === 0 || chosenSizes.length === 0 ? (
        <p className="rounded-md border border-dashed border-stone bg-sand px-4 py-3 text-sm text-muted">
          Choose a colour and at least one size to enter the stock.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-line bg-white">
          <table className="w-full text-sm">
            <caption className="sr-only">Stock per colour and size</caption>
            <thead className="border-b border-line bg-sand">
              <tr>
                <th scope="col" className="px-2 py-2 text-left text-xs font-semibold tracking-[0.12em] text-muted uppercase sm:px-3">
                  Colour
                </th>
                {chosenSizes.map((size) => (
                  <th
                    key={size}
                    scope="col"
                    className="px-1 py-2 text-center text-xs font-semibold tracking-[0.12em] text-muted uppercase sm:px-2"
                  >
                    {sizeLabel(size)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {colors.map((rowColor) => (
                <tr key={rowColor}>
                  <th scope="row" className="px-2 py-2 text-left font-medium whitespace-nowrap sm:px-3">
                    <span className="inline-flex items-center gap-2">
                      <ColorSwatch color={rowColor} />
                      {capitalize(rowColor)}
                    </span>
                  </th>
                  {chosenSizes.map((size) => {
                    const error = errors.stock?.[rowColor]?.[size]?.message;
                    const cellSoldId = `${soldId}-${rowColor}-${size}`.replace(/\s+/g, '-');
                    const describedBy = [error ? errorId : '', sales?.data ? cellSoldId : ''].filter(Boolean).join(' ');
                    return (
                      <td key={size} className="px-1 py-2 text-center align-top sm:px-1.5">
                        <input
                          type="number"
                          min={0}
                          step={1}
                          inputMode="numeric"
                          placeholder="0"
                          aria-label={`${capitalize(rowColor)} ${sizeLabel(size)} in stock`}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={describedBy || undefined}
                          title={error}
                          className="mx-auto block min-h-touch w-12 rounded-md border border-line bg-white px-1 text-center sm:w-16 sm:px-2 text-base tabular-nums hover:border-stone focus-visible:border-ink aria-invalid:border-2 aria-invalid:border-danger"
                          {...register(`stock.${rowColor}.${size}`)}
                        />
                        {sales?.data ? (
                          <span id={cellSoldId} className="mt-1 block text-xs whitespace-nowrap text-muted tabular-nums">
                            {sold.get(`${rowColor}/${size}`) ?? 0} sold
                          </span>
                        ) : null}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {trackStock && hasStockErrors(errors) ? (
        <p id={errorId} className="text-sm text-danger">
          Stock numbers must be whole numbers, 0 or more. Check the outlined boxes.
        </p>
      ) : null}
    </div>
  );
}

function hasStockErrors(errors: FieldErrors<ProductFormValues>): boolean {
  return Object.values(errors.stock ?? {}).some((row) => row && typeof row === 'object' && Object.keys(row).length > 0);
}
