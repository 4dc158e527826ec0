import type { ManagedCategory } from '@shop/shared/category.schema';
import { SALE_KINDS, type Sale, type SaleInputParsed, type SaleMutationResponse } from '@shop/shared/sale.schema';
import { useDeferredValue, useId, useState } from 'react';
import { useWatch, type Control, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { ChoiceChip } from '@/components/ui/choice-chip';
import { DollarField, SelectField, TextField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { useMutationForm } from '@/components/ui/use-mutation-form';
import { apiErrorDetail, apiFieldErrors } from '@/lib/api-error-detail';
import { useCreateSale, useProductNames, useProductSearch, useUpdateSale, type ProductChoice } from '../api/change-sales';
import {
  EMPTY_SALE_FORM,
  SALE_FORM_FIELDS,
  SaleFormSchema,
  saleFormValues,
  type SaleFormValues,
  type SaleScopeKind,
} from '../sale-form-values';
import { SALE_KIND_LABELS } from '../sale-labels';

/** The form's control: what it holds, and the API's body it checks that into. */
type FormControl = Control<SaleFormValues, unknown, SaleInputParsed>;

export const SALE_ADD_FAILED = 'Could not add the sale.';
export const SALE_SAVE_FAILED = 'Could not save the sale.';

/** Adds a sale (`sale` null) or changes one, in a modal. */
export function SaleFormModal({
  open,
  sale,
  categories,
  onClose,
}: {
  open: boolean;
  sale: Sale | null;
  categories: ManagedCategory[];
  onClose: () => void;
}) {
  const [pending, setPending] = useState(false);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={sale ? 'Edit sale' : 'New sale'}
      description="While it runs, the shop shows its price with the regular one struck through, and the bag and the checkout charge it."
      dismissible={!pending}
    >
      <SaleForm key={sale?._id ?? 'new'} sale={sale} categories={categories} onDone={onClose} onPendingChange={setPending} />
    </Modal>
  );
}

function SaleForm({
  sale,
  categories,
  onDone,
  onPendingChange,
}: {
  sale: Sale | null;
  categories: ManagedCategory[];
  onDone: () => void;
  onPendingChange: (pending: boolean) => void;
}) {
  const create = useCreateSale();
  const update = useUpdateSale();
  const [failure, setFailure] = useState<{ placed: boolean; detail?: string } | null>(null);
  const mutation = {
    isPending: create.isPending || update.isPending,
    mutateAsync: async (values: SaleInputParsed): Promise<SaleMutationResponse> => {
      try {
        return sale ? await update.mutateAsync({ id: sale._id, input: values }) : await create.mutateAsync(values);
      } catch (error) {
        // The alert above the fields; the form puts the fields' part of the refusal beside them.
        const placed = Object.keys(apiFieldErrors(error)).some((field) => (SALE_FORM_FIELDS as readonly string[]).includes(field));
        setFailure({ placed, detail: placed ? undefined : apiErrorDetail(error) });
        throw error;
      }
    },
  };
  const { register, control, setValue, errors, pending, submit, send } = useMutationForm(mutation, {
    schema: SaleFormSchema,
    defaultValues: sale ? saleFormValues(sale) : EMPTY_SALE_FORM,
    serverFields: SALE_FORM_FIELDS,
  });
  const [kind, scope] = useWatch({ control, name: ['kind', 'appliesTo.kind'] }) as [SaleFormValues['kind'], SaleScopeKind];

  const onSubmit = submit(async (values) => {
    setFailure(null);
    onPendingChange(true);
    const sent = await send(values);
    onPendingChange(false);
    if (!sent) return;
    toast.success(sent.data.message);
    onDone();
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5" aria-busy={pending}>
      {failure ? (
        <FormAlert
          title={sale ? SALE_SAVE_FAILED : SALE_ADD_FAILED}
          detail={failure.placed ? 'Please check the highlighted fields.' : (failure.detail ?? 'Please try again.')}
        />
      ) : null}

      <TextField
        label="Name"
        autoComplete="off"
        hint="For you: shoppers see the price, not the name."
        error={errors.name?.message}
        {...register('name')}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Kind"
          options={SALE_KINDS}
          labelOf={(value) => SALE_KIND_LABELS[value]}
          error={errors.kind?.message}
          {...register('kind')}
        />
        <DollarField
          label={kind === 'percent' ? 'Percentage off' : 'Amount off ($)'}
          hint={kind === 'percent' ? 'Of each item’s price, like 20 or 12.5.' : 'In dollars, off each item; never below nothing.'}
          error={errors.value?.message}
          {...register('value')}
        />
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Starts (optional)"
          type="datetime-local"
          hint="Empty: at once."
          error={errors.startsAt?.message}
          {...register('startsAt')}
        />
        <TextField
          label="Ends (optional)"
          type="datetime-local"
          hint="Empty: until you pause or delete it."
          error={errors.endsAt?.message}
          {...register('endsAt')}
        />
      </div>

      <ScopeFields
        categories={categories}
        scope={scope}
        register={register}
        control={control}
        setValue={setValue}
        error={errors.appliesTo?.handles?.message ?? errors.appliesTo?.ids?.message}
      />

      <FormActions
        pending={pending}
        submitLabel={sale ? 'Save sale' : 'Add sale'}
        pendingLabel={sale ? 'Saving…' : 'Adding…'}
        onCancel={onDone}
        className="pt-2"
      />
    </form>
  );
}

/** What the sale applies to: every product, the products of the categories ticked, or the products picked. */
function ScopeFields({
  categories,
  scope,
  register,
  control,
  setValue,
  error,
}: {
  categories: ManagedCategory[];
  scope: SaleScopeKind;
  register: UseFormRegister<SaleFormValues>;
  control: FormControl;
  setValue: UseFormSetValue<SaleFormValues>;
  error: string | undefined;
}) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-3 block text-sm font-medium">Applies to</legend>
      <div className="flex flex-wrap gap-2">
        <ChoiceChip type="radio" value="all" {...register('appliesTo.kind')}>
          Everything
        </ChoiceChip>
        <ChoiceChip type="radio" value="categories" {...register('appliesTo.kind')}>
          Some categories
        </ChoiceChip>
        <ChoiceChip type="radio" value="products" {...register('appliesTo.kind')}>
          Some products
        </ChoiceChip>
      </div>
      {scope === 'categories' ? (
        <fieldset className="mt-4">
          <legend className="mb-2 block text-sm font-medium">Categories</legend>
          <div className="flex flex-wrap gap-2">
            {categories.map((category) => (
              <ChoiceChip key={category.handle} value={category.handle} {...register('appliesTo.handles')}>
                {category.name}
              </ChoiceChip>
            ))}
          </div>
        </fieldset>
      ) : null}
      {scope === 'products' ? <ProductPicker control={control} setValue={setValue} /> : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The products picked (untick to leave one out), and a search by name to pick more. */
function ProductPicker({ control, setValue }: { control: FormControl; setValue: UseFormSetValue<SaleFormValues> }) {
  const ids = useWatch({ control, name: 'appliesTo.ids' });
  const [search, setSearch] = useState('');
  const term = useDeferredValue(search.trim());
  const found = useProductSearch(term);
  // The names of the products the sale already had; those picked here are named as found.
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
    setValue('appliesTo.ids', next, { shouldDirty: true });
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
