import {
  FILTER_ALL,
  PRICE_RANGES,
  SIZES,
  STOREFRONT_CATEGORIES,
  STOREFRONT_COLORS,
  type PriceRange,
} from '@shop/shared/constants';
import type { FacetCount, ProductFacets } from '@shop/shared/product.schema';
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/class-names';
import { selectedPriceRange, type FilterName, type ShopFilters } from '../shop-filters';
import { capitalize, sizeLabel } from '../catalog-labels';
import { ColorSwatch } from './color-swatch';

interface Option {
  value: string;
  label: string;
  count?: number;
  swatch?: string;
}

/**
 * The storefront's values first (spec section 3), then any other value the catalogue carries
 * (DESIGN.md section 3: nothing an admin adds is unfindable), and the current one in any case.
 */
function optionsOf(
  base: readonly string[],
  facets: FacetCount[] | undefined,
  current: string,
  label: (value: string) => string,
): Option[] {
  const counts = new Map(facets?.map((facet) => [facet.value, facet.count]));
  const extras = (facets ?? []).filter((facet) => facet.count > 0).map((facet) => facet.value);
  const values = [...new Set([...base, ...extras, ...(current === FILTER_ALL ? [] : [current])])];
  return [
    { value: FILTER_ALL, label: 'All' },
    ...values.map((value) => ({ value, label: label(value), count: facets ? (counts.get(value) ?? 0) : undefined })),
  ];
}

export interface ShopFilterPanelProps {
  id?: string;
  filters: ShopFilters;
  facets?: ProductFacets;
  onFilterChange: (name: FilterName, value: string) => void;
  onPriceRangeChange: (range: PriceRange | null) => void;
  onClear: () => void;
  className?: string;
}

export function ShopFilterPanel({
  id,
  filters,
  facets,
  onFilterChange,
  onPriceRangeChange,
  onClear,
  className,
}: ShopFilterPanelProps) {
  const priceRange = selectedPriceRange(filters);
  const priceCounts = new Map(facets?.priceRanges.map((range) => [`${range.min}-${range.max ?? ''}`, range.count]));
  const priceOptions: Option[] = [
    { value: FILTER_ALL, label: 'Any price' },
    ...PRICE_RANGES.map((range) => {
      const key = `${range.min}-${range.max ?? ''}`;
      return { value: key, label: range.label, count: facets ? (priceCounts.get(key) ?? 0) : undefined };
    }),
  ];

  return (
    <div id={id} className={cn('space-y-7', className)}>
      <FilterGroup
        legend="Category"
        name="category"
        value={filters.category}
        options={optionsOf(STOREFRONT_CATEGORIES, facets?.categories, filters.category, capitalize)}
        onChange={(value) => onFilterChange('category', value)}
      />
      <FilterGroup
        legend="Color"
        name="color"
        value={filters.color}
        options={optionsOf(STOREFRONT_COLORS, facets?.colors, filters.color, capitalize).map((option) =>
          option.value === FILTER_ALL ? option : { ...option, swatch: option.value },
        )}
        onChange={(value) => onFilterChange('color', value)}
      />
      <FilterGroup
        legend="Size"
        name="size"
        value={filters.size}
        options={optionsOf(SIZES, facets?.sizes, filters.size, sizeLabel)}
        onChange={(value) => onFilterChange('size', value)}
      />
      <FilterGroup
        legend="Price range"
        name="price"
        columns={1}
        value={
          priceRange
            ? `${priceRange.min}-${priceRange.max ?? ''}`
            : filters.minPrice === undefined && filters.maxPrice === undefined
              ? FILTER_ALL
              : ''
        }
        options={priceOptions}
        onChange={(value) =>
          onPriceRangeChange(PRICE_RANGES.find((range) => `${range.min}-${range.max ?? ''}` === value) ?? null)
        }
      />
      <Button variant="secondary" className="w-full" onClick={onClear}>
        Clear Filters
      </Button>
    </div>
  );
}

function FilterGroup({
  legend,
  name,
  value,
  options,
  onChange,
  columns = 2,
}: {
  legend: string;
  name: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
  columns?: 1 | 2;
}) {
  const groupId = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-xs font-semibold tracking-[0.2em] text-muted uppercase">{legend}</legend>
      {/* Two columns in the full-width panel of small screens, one in the desktop sidebar. */}
      <div className={cn('grid gap-x-2', columns === 2 && 'grid-cols-2 lg:grid-cols-1')}>
        {options.map((option) => (
          <FilterOption
            key={option.value}
            id={`${groupId}-${option.value}`}
            name={name}
            option={option}
            checked={option.value === value}
            onChange={onChange}
          >
            {option.swatch ? <ColorSwatch color={option.swatch} /> : null}
          </FilterOption>
        ))}
      </div>
    </fieldset>
  );
}

function FilterOption({
  id,
  name,
  option,
  checked,
  onChange,
  children,
}: {
  id: string;
  name: string;
  option: Option;
  checked: boolean;
  onChange: (value: string) => void;
  children?: ReactNode;
}) {
  return (
    <label
      htmlFor={id}
      className={cn(
        'flex min-h-touch cursor-pointer items-center gap-2.5 rounded-md px-2 text-sm transition-colors hover:bg-sand',
        checked && 'font-semibold',
      )}
    >
      <input
        id={id}
        type="radio"
        name={name}
        value={option.value}
        checked={checked}
        onChange={() => onChange(option.value)}
        aria-describedby={option.count !== undefined ? `${id}-count` : undefined}
        className="size-4 shrink-0 accent-ink"
      />
      {children}
      <span className="min-w-0 truncate">{option.label}</span>
      {option.count !== undefined ? (
        <>
          <span aria-hidden="true" className="ml-auto text-xs text-muted tabular-nums">
            {option.count}
          </span>
          {/* NOTE: kept out of the radio's name (so it is just 'Black') and read as its description. */}
          <span id={`${id}-count`} hidden>
            {`${option.count} ${option.count === 1 ? 'product' : 'products'}`}
          </span>
        </>
      ) : null}
    </label>
  );
}
