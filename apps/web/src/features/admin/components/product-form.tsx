import { ONE_SIZE, sizeLabel } from '@shop/shared/constants';
import { GIFT_CARD_TAX_CLASS, STANDARD_TAX_CLASS } from '@shop/shared/pricing';
import type { GiftCardOffer } from '@shop/shared/gift-card.schema';
import type { ProductInputParsed } from '@shop/shared/product.schema';
import { handleFrom } from '@shop/shared/handle';
import { paths } from '@shop/shared/routes';
import { useRef, useState } from 'react';
import { useForm, useWatch, type FieldError, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { ChoiceChip } from '@/components/ui/choice-chip';
import { DollarField, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { TAX_CLASSES } from '@shop/shared/tax.schema';
import { SearchListingFields } from '@/components/ui/search-listing-fields';
import { useShopName } from '@/features/settings/api/get-settings';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { capitalize } from '@/features/catalogue/catalogue-labels';
import { ColorSwatch } from '@/features/catalogue/components/color-swatch';
import { useShopColors } from '@/features/catalogue/api/get-shop-options';
import { useSizeSets } from '@/features/catalogue/api/get-size-sets';
import { useManagedCategories } from '@/features/categories/api/get-categories';
import { apiErrorDetail, apiFieldErrors } from '@/lib/api-error-detail';
import {
  categoryOptions,
  colorOptions,
  fieldErrorsOf,
  FIELD_LABELS,
  FORM_ERROR,
  fromPictures,
  picturesOf,
  productFormResolver,
  REQUIRED_FIELDS,
  REQUIRED_FIELDS_MESSAGE,
  sizeOptions,
  variantColors,
  type ProductFormValues,
} from '../product-form-values';
import { GiftCardFields, giftCardFormField, giftCardFormValues, withGiftCard, type ProductFormState } from './gift-card-fields';
import { ProductImageField } from './product-image-field';
import { StockGrid, type StockGridSales } from './stock-grid';

export interface ProductFormProps {
  defaultValues: ProductFormValues;
  /** The image the product has now ('' for a new product): sent again only when changed. */
  storedImage?: string;
  submitLabel: string;
  pendingLabel: string;
  /** The alert's title when the server refuses or fails. */
  failureTitle: string;
  /** Saves the checked body; throws the API's error on failure (the form then shows it). */
  onSubmit: (body: ProductInputParsed) => Promise<void>;
  /** The units sold of each variant, shown in the stock grid (when changing a product). */
  sales?: StockGridSales;
  /** The product's gift card offer (when changing a product that is one): unticking it sends `giftCard: null`. */
  giftCard?: GiftCardOffer | null;
}

interface Failure {
  detail: string | undefined;
  /** Whether some of the server's complaints were put beside their fields. */
  placed: boolean;
}

/**
 * The one product form, for adding and for changing a product. It is checked with the shared
 * schema the API uses; nothing typed is lost when the check or the request fails.
 */
export function ProductForm({
  defaultValues,
  storedImage = '',
  submitLabel,
  pendingLabel,
  failureTitle,
  onSubmit,
  sales,
  giftCard,
}: ProductFormProps) {
  const [resolver] = useState(() => withGiftCard(productFormResolver(storedImage), Boolean(giftCard)));
  const [initialValues] = useState<ProductFormState>(() => ({ ...defaultValues, giftCard: giftCardFormValues(giftCard) }));
  const [failure, setFailure] = useState<Failure | null>(null);
  const [uploading, setUploading] = useState(false);
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    setError,
    control,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<ProductFormState, unknown, ProductInputParsed>({ resolver, defaultValues: initialValues });
  const [
    image,
    imageColor,
    gallery,
    color,
    category,
    sizes,
    moreColors,
    name,
    handle,
    seoTitle,
    seoDescription,
    description,
    moreCategories,
  ] = useWatch({
    control,
    name: [
      'image',
      'imageColor',
      'gallery',
      'color',
      'category',
      'sizes',
      'moreColors',
      'name',
      'handle',
      'seoTitle',
      'seoDescription',
      'description',
      'moreCategories',
    ],
  });
  const shopName = useShopName();

  const categories = useManagedCategories();
  // The shop's colours and size sets: the colour choices, and the sizes of the chosen set.
  const shopColors = useShopColors();
  const sizeSets = useSizeSets();
  const sizeSet = useWatch({ control, name: 'sizeSet' });
  const colorHandles = shopColors.data?.map((shopColor) => shopColor.handle);
  const colorName = (value: string) => shopColors.data?.find((shopColor) => shopColor.handle === value)?.name ?? capitalize(value);
  const chosenSet = sizeSets.data?.find((set) => set.handle === sizeSet);
  /** A new set keeps the chosen sizes it also has. */
  const chooseSizeSet = (handle: string) => {
    const next = sizeSets.data?.find((set) => set.handle === handle);
    if (next)
      setValue(
        'sizes',
        getValues('sizes').filter((size) => next.sizes.includes(size)),
        { shouldValidate: isSubmitted },
      );
  };

  /** The sizes the product had before ticking 'Sell as a gift card' chose One size for it, to go back to when unticked. */
  const sizesBeforeGiftCard = useRef<string[] | null>(null);
  /** A gift card is one size: ticked, it takes One size when no size is chosen or the sizes are still as loaded. */
  const sellAsGiftCard = (enabled: boolean) => {
    const current = getValues('sizes');
    const options = { shouldDirty: true, shouldValidate: isSubmitted };
    // A gift card is taxed only where the tax table gives the 'gift-card' class a rate; goods go back to standard.
    const taxClass = getValues('taxClass');
    if (enabled && (!taxClass || taxClass === STANDARD_TAX_CLASS)) setValue('taxClass', GIFT_CARD_TAX_CLASS, options);
    if (!enabled && taxClass === GIFT_CARD_TAX_CLASS) setValue('taxClass', STANDARD_TAX_CLASS, options);
    if (enabled) {
      const untouched = current.length === defaultValues.sizes.length && current.every((size) => defaultValues.sizes.includes(size));
      if (current.length === 0 || untouched) {
        sizesBeforeGiftCard.current = current;
        setValue('sizes', [ONE_SIZE], options);
      }
    } else {
      if (sizesBeforeGiftCard.current && current.length === 1 && current[0] === ONE_SIZE)
        setValue('sizes', sizesBeforeGiftCard.current, options);
      sizesBeforeGiftCard.current = null;
    }
  };

  // The stock grid edits the product's own fields (not the gift card's), which the form's values hold as they are.
  const stockGridForm = { control, register, setValue } as unknown as Pick<
    UseFormReturn<ProductFormValues, unknown, ProductInputParsed>,
    'control' | 'register' | 'setValue'
  >;

  const missing = REQUIRED_FIELDS.filter((field) => errors[field]?.type === 'required');
  const formError = (errors as Record<string, FieldError | undefined>)[FORM_ERROR]?.message;

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await onSubmit(body);
    } catch (error) {
      const issues = Object.entries(apiFieldErrors(error)).map(([path, message]) => ({ path, message }));
      // The gift card's refusals stand under its own inputs; the others go where the form puts them.
      const giftCardValues = getValues('giftCard');
      const giftCardIssues = issues.filter((issue) => giftCardFormField(issue.path, giftCardValues));
      const { fields, unplaced } = fieldErrorsOf(
        issues.filter((issue) => !giftCardIssues.includes(issue)),
        body.stock,
        'server',
        body.variants,
      );
      for (const issue of giftCardIssues) {
        const field = giftCardFormField(issue.path, giftCardValues);
        if (field && !fields[field]) fields[field] = { type: 'server', message: issue.message };
      }
      Object.entries(fields).forEach(([name, fieldError], index) =>
        setError(name as FieldPath<ProductFormState>, fieldError, { shouldFocus: index === 0 }),
      );
      const placed = Object.keys(fields).length > 0;
      setFailure({
        placed,
        detail: unplaced.length > 0 ? unplaced.join(' ') : placed ? undefined : apiErrorDetail(error),
      });
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-busy={isSubmitting || undefined} className="rounded-xl border border-line bg-white p-4 sm:p-8">
      <div className="mb-6 space-y-3 empty:hidden">
        {isSubmitted && missing.length > 0 ? (
          <FormAlert title={REQUIRED_FIELDS_MESSAGE} detail={`Missing: ${missing.map((field) => FIELD_LABELS[field]).join(', ')}.`} />
        ) : null}
        {formError ? <FormAlert title="Please check the form" detail={formError} /> : null}
        {failure ? (
          <FormAlert
            title={failureTitle}
            detail={[
              failure.placed ? 'Please check the highlighted fields.' : null,
              failure.detail ?? (failure.placed ? null : 'Please try again.'),
            ]
              .filter(Boolean)
              .join(' ')}
          />
        ) : null}
      </div>

      <p className="mb-6 text-sm text-muted">Fields marked (optional) can be left empty; all others are required.</p>

      <div className="grid grid-cols-[minmax(0,1fr)] gap-x-10 gap-y-8 lg:grid-cols-[minmax(0,1fr)_16rem] lg:items-start">
        <div className="space-y-6 lg:col-start-1">
          <TextField label="Product Name" required autoComplete="off" error={errors.name?.message} {...register('name')} />

          <div className="grid gap-6 sm:grid-cols-2">
            <SelectField
              label="Category"
              required
              error={errors.category?.message}
              hint={categories.isError ? "The shop's categories could not be loaded. Reload the page to try again." : undefined}
              aria-busy={categories.isPending || undefined}
              {...register('category')}
            >
              <option value="" disabled>
                Select category
              </option>
              {categoryOptions(categories.data, category).map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </SelectField>
            <SelectField label="Color" required error={errors.color?.message} {...register('color')}>
              <option value="" disabled>
                Select color
              </option>
              {colorOptions([color], colorHandles).map((value) => (
                <option key={value} value={value}>
                  {colorName(value)}
                </option>
              ))}
            </SelectField>
          </div>

          <fieldset aria-describedby={errors.moreCategories ? 'product-more-categories-error' : undefined}>
            <legend className="mb-1 block text-sm font-medium">
              More categories <span className="font-normal text-muted">(optional)</span>
            </legend>
            <p className="mb-3 text-xs text-muted">Other categories the product is listed under too, beside the main one.</p>
            <div className="flex flex-wrap gap-2">
              {categoryOptions(categories.data, '')
                .concat(
                  moreCategories
                    .filter((value) => !categories.data?.some((choice) => choice.handle === value))
                    .map((value) => ({ value, label: capitalize(value) })),
                )
                .filter((choice) => choice.value !== category)
                .map((choice) => (
                  <ChoiceChip key={choice.value} value={choice.value} {...register('moreCategories')}>
                    {choice.label}
                  </ChoiceChip>
                ))}
            </div>
            {errors.moreCategories?.message ? (
              <p id="product-more-categories-error" className="mt-1.5 text-sm text-danger">
                {errors.moreCategories.message}
              </p>
            ) : null}
          </fieldset>

          <fieldset>
            <legend className="mb-1 block text-sm font-medium">
              More colours <span className="font-normal text-muted">(optional)</span>
            </legend>
            <p className="mb-3 text-xs text-muted">Other colours the product also comes in, beside the main one.</p>
            <div className="flex flex-wrap gap-2">
              {colorOptions(moreColors, colorHandles)
                .filter((value) => value !== color)
                .map((value) => (
                  <ChoiceChip key={value} value={value} {...register('moreColors')}>
                    <ColorSwatch color={value} />
                    {colorName(value)}
                  </ChoiceChip>
                ))}
            </div>
          </fieldset>

          <fieldset aria-describedby={errors.sizes ? 'product-sizes-error' : undefined}>
            <legend className="mb-3 block text-sm font-medium">Sizes</legend>
            <SelectField
              label="Size set"
              className="mb-3 max-w-xs [&_select]:normal-case"
              error={errors.sizeSet?.message}
              hint={sizeSets.isError ? "The shop's size sets could not be loaded. Reload the page to try again." : undefined}
              aria-busy={sizeSets.isPending || undefined}
              {...register('sizeSet', { onChange: (event: { target: { value: string } }) => chooseSizeSet(event.target.value) })}
              // Controlled, so that it shows the product's set once the sets arrive.
              value={sizeSet}
            >
              <option value="" disabled>
                Select size set
              </option>
              {(sizeSets.data ?? []).map((set) => (
                <option key={set.handle} value={set.handle}>
                  {set.name}
                </option>
              ))}
              {sizeSet && !chosenSet ? <option value={sizeSet}>{sizeSet}</option> : null}
            </SelectField>
            <div className="flex flex-wrap gap-2">
              {sizeOptions(sizes, chosenSet?.sizes).map((value) => (
                <ChoiceChip key={value} value={value} aria-label={`Size ${sizeLabel(value)}`} {...register('sizes')}>
                  {sizeLabel(value)}
                </ChoiceChip>
              ))}
            </div>
            {errors.sizes?.message ? (
              <p id="product-sizes-error" className="mt-1.5 text-sm text-danger">
                {errors.sizes.message}
              </p>
            ) : null}
          </fieldset>

          <div className="grid gap-6 sm:grid-cols-2">
            <DollarField
              label="Price"
              required
              placeholder="29.99"
              hint="In dollars."
              error={errors.price?.message}
              {...register('price')}
            />
            <DollarField
              label="Old Price"
              hint="Optional. Shown struck through beside the price."
              error={errors.oldPrice?.message}
              {...register('oldPrice')}
            />
          </div>

          <div className="flex items-start gap-3">
            <input
              id="product-final-sale"
              type="checkbox"
              aria-describedby="product-final-sale-hint"
              className="mt-3 size-5 shrink-0 cursor-pointer accent-ink"
              {...register('finalSale')}
            />
            <div className="min-w-0">
              {/* The label's padding makes the whole line a fingertip-sized target. */}
              <label htmlFor="product-final-sale" className="block cursor-pointer pt-2.5 pb-1 text-sm font-medium">
                Final sale
              </label>
              <p id="product-final-sale-hint" className="text-xs text-muted">
                A final-sale product cannot be exchanged.
              </p>
            </div>
          </div>

          <TextField
            label="Tax class"
            hint="standard for most goods; another class (reduced, zero) pays its own rate where the tax table gives it one."
            list="product-tax-classes"
            autoComplete="off"
            error={errors.taxClass?.message}
            className="max-w-xs"
            {...register('taxClass')}
          />
          <datalist id="product-tax-classes">
            {TAX_CLASSES.map((taxClass) => (
              <option key={taxClass} value={taxClass} />
            ))}
          </datalist>

          <TextAreaField label="Description" required rows={5} error={errors.description?.message} {...register('description')} />
        </div>

        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <ProductImageField
            pictures={picturesOf({ image, imageColor, gallery })}
            colors={variantColors({ color, moreColors })}
            error={errors.image?.message}
            onUploadingChange={setUploading}
            onChange={(update) => {
              // Applied to the latest values: an upload may finish after other changes.
              const next = fromPictures(update(picturesOf(getValues())));
              const options = { shouldDirty: true, shouldValidate: isSubmitted };
              setValue('image', next.image, options);
              setValue('imageColor', next.imageColor, options);
              setValue('gallery', next.gallery, options);
            }}
          />
        </div>

        <GiftCardFields control={control} register={register} errors={errors} onSellAsGiftCardChange={sellAsGiftCard} />

        <section aria-labelledby="product-search-title" className="space-y-4 border-t border-line pt-6 lg:col-start-1">
          <h2 id="product-search-title" className="text-xl">
            Address and search engines
          </h2>
          <TextField
            label="Handle (optional)"
            autoComplete="off"
            spellCheck={false}
            placeholder={handleFrom(name || 'product')}
            hint={`The product's address: /shop/${handle.trim() || handleFrom(name || 'product')}. Empty: made from the name. Its former addresses keep leading here.`}
            error={errors.handle?.message}
            {...register('handle')}
          />
          <SearchListingFields
            title={seoTitle}
            description={seoDescription}
            titleInput={register('seoTitle')}
            descriptionInput={register('seoDescription')}
            generated={{
              title: `${name || 'Product name'} | ${shopName}`,
              description: description ?? '',
            }}
            url={`${typeof window === 'undefined' ? '' : window.location.origin}/shop/${handle.trim() || handleFrom(name || 'product')}`}
            errors={{ title: errors.seoTitle?.message, description: errors.seoDescription?.message }}
          />
        </section>

        <section aria-labelledby="product-stock-title" className="space-y-3 border-t border-line pt-6 lg:col-span-2">
          <h2 id="product-stock-title" className="text-xl">
            Variants and stock
          </h2>
          <StockGrid {...stockGridForm} errors={errors} sales={sales} />
        </section>
      </div>

      <FormActions
        pending={isSubmitting}
        disabled={uploading}
        submitLabel={submitLabel}
        pendingLabel={pendingLabel}
        size="lg"
        cancel={
          <Link to={paths.manageProducts} className={buttonStyles({ variant: 'secondary', size: 'lg' })}>
            Cancel
          </Link>
        }
        className="mt-8 border-t border-line pt-6"
      />
    </form>
  );
}
