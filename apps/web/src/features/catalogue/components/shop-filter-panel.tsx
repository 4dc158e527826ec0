import { FILTER_ALL, PRICE_RANGES, SIZES, STOREFRONT_CATEGORIES, STOREFRONT_COLORS, type PriceRange } from '@shop/shared/constants';
import type { FacetCount, ProductFacets } from '@shop/shared/product.schema';
import { paths } from '@shop/shared/routes';
import { useId, type FormEvent, type ReactNode } from 'react';
import { Link, useHref } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button';
import { cn } from '@/lib/class-names';
import {
  canonicalShopParams,
  priceRangeValue,
  selectedPriceRange,
  shopHref,
  withFilter,
  withoutFilters,
  withPriceRange,
  type FilterName,
  type ShopFilters,
} from '../shop-filters';
import { useShopperCurrency } from '@/features/currencies/shopper-currency';
import { formatWholeDollars } from '@/lib/format';
import { useMessages, useT, type Translate } from '@/i18n/i18n';
import { useSizeLabel } from '@/i18n/size-label';
import { capitalize } from '../catalogue-labels';
import { ColorSwatch } from './color-swatch';

interface Option {
  /** The value the form sends ('all' and '' are dropped from the address the server answers). */
  value: string;
  label: string;
  count?: number;
  swatch?: string;
}

/**
 * The storefront's values first (docs/product.md), then any other value the catalogue carries
 * (nothing an admin adds is unfindable), and the current one in any case.
 */
function optionsOf(
  all: string,
  base: readonly string[],
  facets: FacetCount[] | undefined,
  current: string,
  label: (value: string) => string,
): Option[] {
  const counts = new Map(facets?.map((facet) => [facet.value, facet.count]));
  const extras = (facets ?? []).filter((facet) => facet.count > 0).map((facet) => facet.value);
  const values = [...new Set([...base, ...extras, ...(current === FILTER_ALL ? [] : [current])])];
  return [
    { value: FILTER_ALL, label: all },
    ...values.map((value) => ({ value, label: label(value), count: facets ? (counts.get(value) ?? 0) : undefined })),
  ];
}

export interface ShopFilterPanelProps {
  id?: string;
  /** The shop's current params, which every choice keeps but for its own (and the page). */
  params: URLSearchParams;
  filters: ShopFilters;
  facets?: ProductFacets;
  /** Goes to the shop with these params (a filter changed). */
  onChange: (next: URLSearchParams) => void;
  className?: string;
}

/** The params the form does not show, sent along as hidden fields: the sort, and a price range typed into the URL. */
function keptParams(params: URLSearchParams, customPrice: boolean): [string, string][] {
  const shown = ['category', 'color', 'size', 'page', ...(customPrice ? [] : ['minPrice', 'maxPrice'])];
  return [...params.entries()].filter(([name]) => !shown.includes(name));
}

/**
 * Radio groups in a GET form to the shop, so the filters are in the URL (opened, shared and
 * bookmarked as they are) and work without JavaScript: there Apply sends the form, and the
 * server answers the tidy address. Once the page is interactive a choice applies at once.
 */
/** A price range's name: 'Under $50', '$50 - $100', '$200 and above'. */
function priceRangeLabel(t: Translate, { min, max }: PriceRange): string {
  if (max === null) return t('filters.price.above', { min: formatWholeDollars(min) });
  if (min === 0) return t('filters.price.under', { max: formatWholeDollars(max) });
  return t('filters.price.between', { min: formatWholeDollars(min), max: formatWholeDollars(max) });
}

export function ShopFilterPanel({ id, params, filters, facets, onChange, className }: ShopFilterPanelProps) {
  useMessages('browse');
  const t = useT();
  const sizeLabel = useSizeLabel();
  // The ranges are of the base currency, as the shop filters: in another, the legend says so (docs/decisions/045).
  const { base, param: otherCurrency } = useShopperCurrency();
  // Without JavaScript the form sends to the shop in the page's language.
  const action = useHref(paths.shop);
  const priceRange = selectedPriceRange(filters);
  const anyPrice = filters.minPrice === undefined && filters.maxPrice === undefined;
  const priceCounts = new Map(facets?.priceRanges.map((range) => [priceRangeValue(range), range.count]));
  const priceOptions: Option[] = [
    { value: '', label: t('filters.anyPrice') },
    ...PRICE_RANGES.map((range) => {
      const value = priceRangeValue(range);
      return { value, label: priceRangeLabel(t, range), count: facets ? (priceCounts.get(value) ?? 0) : undefined };
    }),
  ];
  const choose = (name: FilterName) => (value: string) => onChange(withFilter(params, name, value));
  const choosePrice = (value: string) =>
    onChange(withPriceRange(params, PRICE_RANGES.find((range) => priceRangeValue(range) === value) ?? null));
  // Only Apply sends the form, and only without JavaScript (or before the page is interactive).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sent = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === 'string') sent.append(name, value);
    onChange(canonicalShopParams(sent));
  };

  return (
    <form id={id} method="get" action={action} onSubmit={onSubmit} className={cn('space-y-7', className)}>
      <FilterGroup
        legend={t('filters.category')}
        name="category"
        value={filters.category}
        onChoose={choose('category')}
        // Once counted, the server's list: the shop's categories it shows (not hidden ones), by name.
        options={optionsOf(
          t('filters.all'),
          facets ? facets.categories.map((facet) => facet.value) : STOREFRONT_CATEGORIES,
          facets?.categories,
          filters.category,
          (value) => facets?.categories.find((facet) => facet.value === value)?.name ?? capitalize(value),
        )}
      />
      <FilterGroup
        legend={t('filters.color')}
        name="color"
        value={filters.color}
        onChoose={choose('color')}
        // Once counted, the server's list: the shop's colours in its order, each by its name and with its swatch.
        options={optionsOf(
          t('filters.all'),
          facets ? facets.colors.map((facet) => facet.value) : STOREFRONT_COLORS,
          facets?.colors,
          filters.color,
          (value) => facets?.colors.find((facet) => facet.value === value)?.name ?? capitalize(value),
        ).map((option) => (option.value === FILTER_ALL ? option : { ...option, swatch: option.value }))}
      />
      <FilterGroup
        legend={t('filters.size')}
        name="size"
        value={filters.size}
        onChoose={choose('size')}
        // Once counted, in the server's order: the size sets' (Letters', then Waist's, Shoe's…).
        options={optionsOf(
          t('filters.all'),
          facets ? facets.sizes.map((facet) => facet.value) : SIZES,
          facets?.sizes,
          filters.size,
          sizeLabel,
        )}
      />
      <FilterGroup
        legend={otherCurrency ? t('filters.priceRangeIn', { currency: base }) : t('filters.priceRange')}
        name="price"
        columns={1}
        value={priceRange ? priceRangeValue(priceRange) : anyPrice ? '' : undefined}
        onChoose={choosePrice}
        options={priceOptions}
      />
      {keptParams(params, !priceRange && !anyPrice).map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <div className="space-y-3">
        {/* Only without JavaScript (or before a browser knows the scripting media query). */}
        <Button type="submit" className="w-full scripting:hidden">
          {t('filters.apply')}
        </Button>
        <Link to={shopHref(withoutFilters(params))} className={buttonStyles({ variant: 'secondary', className: 'w-full' })}>
          {t('filters.clear')}
        </Link>
      </div>
    </form>
  );
}

interface FilterGroupProps {
  legend: string;
  name: string;
  /** The chosen option's value; undefined when none is (a price range typed into the URL). */
  value: string | undefined;
  options: Option[];
  onChoose: (value: string) => void;
  columns?: 1 | 2;
}

function FilterGroup({ legend, name, value, options, onChoose, columns = 2 }: FilterGroupProps) {
  const groupId = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-xs font-semibold tracking-[0.2em] text-muted uppercase">{legend}</legend>
      {/* Two columns in the full-width panel of small screens, one in the desktop sidebar. */}
      <div className={cn('grid gap-x-2', columns === 2 && 'grid-cols-2 lg:grid-cols-1')}>
        {options.map((option, index) => (
          <FilterRadio
            key={option.value}
            id={`${groupId}-${index}`}
            name={name}
            option={option}
            chosen={option.value === value}
            onChoose={onChoose}
          >
            {option.swatch ? <ColorSwatch color={option.swatch} /> : null}
          </FilterRadio>
        ))}
      </div>
    </fieldset>
  );
}

interface FilterRadioProps {
  id: string;
  name: string;
  option: Option;
  chosen: boolean;
  onChoose: (value: string) => void;
  children?: ReactNode;
}

function FilterRadio({ id, name, option, chosen, onChoose, children }: FilterRadioProps) {
  useMessages('browse');
  const t = useT();
  return (
    <label className="flex min-h-touch cursor-pointer items-center gap-2.5 rounded-md px-2 text-sm transition-colors hover:bg-sand has-checked:font-semibold">
      {/* The chosen one is marked by a filled ring and bold type, not by colour alone. */}
      <input
        id={id}
        type="radio"
        name={name}
        value={option.value}
        checked={chosen}
        onChange={() => onChoose(option.value)}
        aria-describedby={option.count !== undefined ? `${id}-count` : undefined}
        className="size-4 shrink-0 cursor-pointer appearance-none rounded-full border border-muted bg-white checked:border-ink checked:bg-ink checked:shadow-[inset_0_0_0_3px_white]"
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
            {t('filters.products', { count: option.count })}
          </span>
        </>
      ) : null}
    </label>
  );
}
