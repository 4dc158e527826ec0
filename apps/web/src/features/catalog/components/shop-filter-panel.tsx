import { FILTER_ALL, PRICE_RANGES, SIZES, STOREFRONT_CATEGORIES, STOREFRONT_COLORS, sizeLabel } from '@shop/shared/constants';
import type { FacetCount, ProductFacets } from '@shop/shared/product.schema';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { cn } from '@/lib/class-names';
import {
  selectedPriceRange,
  shopHref,
  withFilter,
  withoutFilters,
  withPriceRange,
  type FilterName,
  type ShopFilters,
} from '../shop-filters';
import { plural } from '@/lib/format';
import { capitalize } from '../catalog-labels';
import { ColorSwatch } from './color-swatch';

interface Option {
  value: string;
  href: string;
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
  href: (value: string) => string,
): Option[] {
  const counts = new Map(facets?.map((facet) => [facet.value, facet.count]));
  const extras = (facets ?? []).filter((facet) => facet.count > 0).map((facet) => facet.value);
  const values = [...new Set([...base, ...extras, ...(current === FILTER_ALL ? [] : [current])])];
  return [
    { value: FILTER_ALL, label: 'All', href: href(FILTER_ALL) },
    ...values.map((value) => ({
      value,
      label: label(value),
      count: facets ? (counts.get(value) ?? 0) : undefined,
      href: href(value),
    })),
  ];
}

export interface ShopFilterPanelProps {
  id?: string;
  /** The shop's current params, which every choice keeps but for its own (and the page). */
  params: URLSearchParams;
  filters: ShopFilters;
  facets?: ProductFacets;
  className?: string;
}

const rangeKey = (range: { min: number; max: number | null }) => `${range.min}-${range.max ?? ''}`;

/**
 * Every choice is a link to the shop with that filter set (a plain page load without
 * JavaScript, a client-side navigation with it), so a filtered page can be opened, shared
 * and bookmarked from the filter itself.
 */
export function ShopFilterPanel({ id, params, filters, facets, className }: ShopFilterPanelProps) {
  const priceRange = selectedPriceRange(filters);
  const priceCounts = new Map(facets?.priceRanges.map((range) => [rangeKey(range), range.count]));
  const priceOptions: Option[] = [
    { value: FILTER_ALL, label: 'Any price', href: shopHref(withPriceRange(params, null)) },
    ...PRICE_RANGES.map((range) => {
      const key = rangeKey(range);
      return {
        value: key,
        label: range.label,
        count: facets ? (priceCounts.get(key) ?? 0) : undefined,
        href: shopHref(withPriceRange(params, range)),
      };
    }),
  ];
  const hrefOf = (name: FilterName) => (value: string) => shopHref(withFilter(params, name, value));

  return (
    <div id={id} className={cn('space-y-7', className)}>
      <FilterGroup
        legend="Category"
        value={filters.category}
        options={optionsOf(STOREFRONT_CATEGORIES, facets?.categories, filters.category, capitalize, hrefOf('category'))}
      />
      <FilterGroup
        legend="Color"
        value={filters.color}
        options={optionsOf(STOREFRONT_COLORS, facets?.colors, filters.color, capitalize, hrefOf('color')).map((option) =>
          option.value === FILTER_ALL ? option : { ...option, swatch: option.value },
        )}
      />
      <FilterGroup legend="Size" value={filters.size} options={optionsOf(SIZES, facets?.sizes, filters.size, sizeLabel, hrefOf('size'))} />
      <FilterGroup
        legend="Price range"
        columns={1}
        value={priceRange ? rangeKey(priceRange) : filters.minPrice === undefined && filters.maxPrice === undefined ? FILTER_ALL : ''}
        options={priceOptions}
      />
      <Link to={shopHref(withoutFilters(params))} className={buttonStyles({ variant: 'secondary', className: 'w-full' })}>
        Clear Filters
      </Link>
    </div>
  );
}

function FilterGroup({ legend, value, options, columns = 2 }: { legend: string; value: string; options: Option[]; columns?: 1 | 2 }) {
  const groupId = useId();
  return (
    <div role="group" aria-labelledby={`${groupId}-legend`}>
      <p id={`${groupId}-legend`} className="mb-2 text-xs font-semibold tracking-[0.2em] text-muted uppercase">
        {legend}
      </p>
      {/* Two columns in the full-width panel of small screens, one in the desktop sidebar. */}
      <ul className={cn('grid gap-x-2', columns === 2 && 'grid-cols-2 lg:grid-cols-1')}>
        {options.map((option) => (
          <li key={option.value}>
            <FilterLink id={`${groupId}-${option.value}`} option={option} chosen={option.value === value}>
              {option.swatch ? <ColorSwatch color={option.swatch} /> : null}
            </FilterLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

function FilterLink({ id, option, chosen, children }: { id: string; option: Option; chosen: boolean; children?: ReactNode }) {
  return (
    <Link
      to={option.href}
      aria-current={chosen ? 'true' : undefined}
      aria-describedby={option.count !== undefined ? `${id}-count` : undefined}
      className={cn(
        'flex min-h-touch items-center gap-2.5 rounded-md px-2 text-sm transition-colors hover:bg-sand',
        chosen && 'font-semibold',
      )}
    >
      {/* The chosen one is marked by a filled ring and bold type, not by colour alone. */}
      <span
        aria-hidden="true"
        className={cn('grid size-4 shrink-0 place-items-center rounded-full border bg-white', chosen ? 'border-ink' : 'border-muted')}
      >
        {chosen ? <span className="size-2 rounded-full bg-ink" /> : null}
      </span>
      {children}
      <span className="min-w-0 truncate">{option.label}</span>
      {option.count !== undefined ? (
        <>
          <span aria-hidden="true" className="ml-auto text-xs text-muted tabular-nums">
            {option.count}
          </span>
          {/* NOTE: kept out of the link's name (so it is just 'Black') and read as its description. */}
          <span id={`${id}-count`} hidden>
            {plural(option.count, 'product')}
          </span>
        </>
      ) : null}
    </Link>
  );
}
