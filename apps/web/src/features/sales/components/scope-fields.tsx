import type { ManagedCategory } from '@shop/shared/category.schema';
import { useDeferredValue, useId, useState } from 'react';
import { ChoiceChip } from '@/components/ui/choice-chip';
import { TextField } from '@/components/ui/field';
import { useProductNames, useProductSearch, type ProductChoice } from '../api/change-sales';
import type { ScopeValue } from '../promotion-form-values';

/**
 * What a promotion applies to: every product, the products of the categories ticked, or the
 * products picked by name.
 */
export function ScopeFields({
  value,
  onChange,
  categories,
  allLabel,
  error,
}: {
  value: ScopeValue;
  onChange: (value: ScopeValue) => void;
  categories: ManagedCategory[];
  /** The first choice's words: 'Everything', 'All products'. */
  allLabel: string;
  error: string | undefined;
}) {
  const errorId = useId();
  const group = useId();
  const kinds = [
    ['all', allLabel],
    ['categories', 'Some categories'],
    ['products', 'Some products'],
  ] as const;
  const toggle = (handle: string, chosen: boolean) =>
    onChange({
      ...value,
      handles: chosen ? [...value.handles.filter((one) => one !== handle), handle] : value.handles.filter((one) => one !== handle),
    });
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-3 block text-sm font-medium">Applies to</legend>
      <div className="flex flex-wrap gap-2">
        {kinds.map(([kind, label]) => (
          <ChoiceChip
            key={kind}
            type="radio"
            name={group}
            value={kind}
            checked={value.kind === kind}
            onChange={() => onChange({ ...value, kind })}
          >
            {label}
          </ChoiceChip>
        ))}
      </div>
      {value.kind === 'categories' ? (
        <fieldset className="mt-4">
          <legend className="mb-2 block text-sm font-medium">Categories</legend>
          <div className="flex flex-wrap gap-2">
            {categories.map((category) => (
              <ChoiceChip
                key={category.handle}
                value={category.handle}
                checked={value.handles.includes(category.handle)}
                onChange={(event) => toggle(category.handle, event.target.checked)}
              >
                {category.name}
              </ChoiceChip>
            ))}
          </div>
        </fieldset>
      ) : null}
      {value.kind === 'products' ? <ProductPicker ids={value.ids} onChange={(ids) => onChange({ ...value, ids })} /> : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The products picked (untick to leave one out), and a search by name to pick more. */
function ProductPicker({ ids, onChange }: { ids: string[]; onChange: (ids: string[]) => void }) {
  const [search, setSearch] = useState('');
  const term = useDeferredValue(search.trim());
  const found = useProductSearch(term);
  // The names of the products it already had; those picked here are named as found.
  const [initialIds] = useState(ids);
  const known = useProductNames(initialIds);
  const [picked, setPicked] = useState<ProductChoice[]>([]);
  const nameOf = (id: string) =>
    picked.find((product) => product.id === id)?.name ??
    known.data?.find((product) => product.id === id)?.name ??
    (known.isError ? 'A product' : 'Loading…');

  const choose = (product: ProductChoice, chosen: boolean) => {
    if (chosen) setPicked((list) => [...list.filter((line) => line.id !== product.id), product]);
    const next = chosen ? [...ids.filter((id) => id !== product.id), product.id] : ids.filter((id) => id !== product.id);
    onChange(next);
  };
  const offered = (found.data ?? []).filter((product) => !ids.includes(product.id));

  return (
    <div className="mt-4 space-y-3">
      {ids.length > 0 ? (
        <fieldset>
          <legend className="mb-2 block text-sm font-medium">Products</legend>
          <div className="flex flex-wrap gap-2">
            {ids.map((id) => (
              <ChoiceChip key={id} checked onChange={() => choose({ id, name: nameOf(id) }, false)}>
                {nameOf(id)}
              </ChoiceChip>
            ))}
          </div>
        </fieldset>
      ) : null}
      <TextField
        label="Find products"
        type="search"
        autoComplete="off"
        hint="Two letters of a name at least."
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {term.length >= 2 && found.data ? (
        offered.length > 0 ? (
          <fieldset>
            <legend className="mb-2 block text-sm font-medium">Found</legend>
            <div className="flex flex-wrap gap-2">
              {offered.map((product) => (
                <ChoiceChip key={product.id} checked={false} onChange={() => choose(product, true)}>
                  {product.name}
                </ChoiceChip>
              ))}
            </div>
          </fieldset>
        ) : (
          <p className="text-sm text-muted">No other products match.</p>
        )
      ) : null}
    </div>
  );
}
