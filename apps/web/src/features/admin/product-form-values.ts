/**
 * The add and update product form: what it holds while the admin types, how that becomes the
 * API body, and how the shared `ProductInputSchema` (the server's own check) and the server's
 * 400 answers are shown field by field.
 */
import type { Category } from '@shop/shared/category.schema';
import { COLORS, ONE_SIZE, PRODUCT_SIZES, SIZES } from '@shop/shared/constants';
import { DEFAULT_SIZE_SET } from '@shop/shared/size-set.schema';
import { STANDARD_TAX_CLASS } from '@shop/shared/pricing';
import {
  ProductInputSchema,
  type Product,
  type ProductInput,
  type ProductInputParsed,
  type StockLineInput,
  type VariantStock,
} from '@shop/shared/product.schema';
import type { VariantInput } from '@shop/shared/variant.schema';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { capitalize } from '@/features/catalogue/catalogue-labels';

export interface ProductFormValues {
  name: string;
  /** The product's address (`/shop/{handle}`); empty: made from the name. */
  handle: string;
  /** For search engines; empty: made from the name and the description. */
  seoTitle: string;
  seoDescription: string;
  category: string;
  /** Further categories (handles) the product is listed under too, beside the main one. */
  moreCategories: string[];
  /** The main colour (the specification's single admin colour). */
  color: string;
  /** Further colours the product comes in. */
  moreColors: string[];
  /** The size set (its handle) whose sizes are offered; empty while the product has none. */
  sizeSet: string;
  sizes: string[];
  price: string;
  /** Optional; empty for none. */
  oldPrice: string;
  description: string;
  /** `/uploads/...` from the upload, or '' for a drawn placeholder. */
  image: string;
  /** The colour the main picture shows, or '' for any colour. */
  imageColor: string;
  /** The pictures after the main one, in order, each tied to a colour or to none (''). */
  gallery: GalleryPicture[];
  /** Final sale: it cannot be exchanged. */
  finalSale: boolean;
  /** Its tax class, and the one it was saved with (sent only when either is not the standard one). */
  taxClass: string;
  savedTaxClass: string;
  trackStock: boolean;
  /** Stock as typed, by colour, then size; an empty cell counts as 0. */
  stock: Record<string, Record<string, string>>;
  /** The variants whose stock is not counted (always for sale), by colour, then size. */
  uncounted: Record<string, Record<string, boolean>>;
  /** Each variant's own facts as typed, by colour, then size. */
  variants: Record<string, Record<string, VariantCells>>;
}

/** A variant's facts as the table holds them: an empty price is the product's, an empty SKU the one it has. */
export interface VariantCells {
  sku: string;
  price: string;
  oldPrice: string;
  weight: string;
  barcode: string;
}

export interface GalleryPicture {
  image: string;
  color: string;
}

export const REQUIRED_FIELDS = ['name', 'category', 'color', 'price', 'description'] as const;
export type RequiredField = (typeof REQUIRED_FIELDS)[number];

export const FIELD_LABELS: Record<RequiredField, string> = {
  name: 'Product Name',
  category: 'Category',
  color: 'Color',
  price: 'Price',
  description: 'Description',
};

/** Where an error that belongs to no single field is kept. */
export const FORM_ERROR = 'form';

export const REQUIRED_FIELDS_MESSAGE = 'Please fill all the required fields';

export const emptyProductForm: ProductFormValues = {
  name: '',
  handle: '',
  seoTitle: '',
  seoDescription: '',
  category: '',
  moreCategories: [],
  color: '',
  moreColors: [],
  sizeSet: DEFAULT_SIZE_SET,
  sizes: [...SIZES],
  price: '',
  oldPrice: '',
  description: '',
  image: '',
  imageColor: '',
  gallery: [],
  finalSale: false,
  taxClass: STANDARD_TAX_CLASS,
  savedTaxClass: STANDARD_TAX_CLASS,
  trackStock: false,
  stock: {},
  uncounted: {},
  variants: {},
};

/** The form filled with a stored product, to change it. */
export function productFormValues(product: Product): ProductFormValues {
  const [color = '', ...moreColors] = product.color;
  const stock: ProductFormValues['stock'] = {};
  for (const line of product.stock ?? []) {
    stock[line.color] = { ...stock[line.color], [line.size]: String(line.stock) };
  }
  // A tracked product lists the variants it counts; the others are always for sale.
  const uncounted: ProductFormValues['uncounted'] = {};
  if (product.stock) {
    for (const color of product.color) {
      for (const size of product.sizes) {
        if (stock[color]?.[size] === undefined) uncounted[color] = { ...uncounted[color], [size]: true };
      }
    }
  }
  const variants: ProductFormValues['variants'] = {};
  for (const line of product.variants ?? []) {
    variants[line.color] = {
      ...variants[line.color],
      [line.size]: {
        sku: line.sku,
        price: line.price === null ? '' : line.price.toFixed(2),
        oldPrice: line.oldPrice === null ? '' : line.oldPrice.toFixed(2),
        weight: line.weight === null ? '' : String(line.weight),
        barcode: line.barcode ?? '',
      },
    };
  }
  return {
    name: product.name,
    handle: product.handle,
    seoTitle: product.seoTitle,
    seoDescription: product.seoDescription,
    category: product.category,
    moreCategories: [...product.categories],
    color,
    moreColors,
    sizeSet: product.sizeSet ?? '',
    sizes: [...product.sizes],
    price: product.price.toFixed(2),
    oldPrice: product.oldPrice == null ? '' : product.oldPrice.toFixed(2),
    description: product.description,
    image: product.image,
    imageColor: product.imageColor ?? '',
    gallery: product.gallery.map((picture) => ({ image: picture.image, color: picture.color ?? '' })),
    finalSale: product.finalSale,
    taxClass: product.taxClass ?? STANDARD_TAX_CLASS,
    savedTaxClass: product.taxClass ?? STANDARD_TAX_CLASS,
    trackStock: product.stock !== null,
    stock,
    uncounted,
    variants,
  };
}

/** The product's pictures in order, the main one first, as the pictures field shows them. */
export function picturesOf({ image, imageColor, gallery }: Pick<ProductFormValues, 'image' | 'imageColor' | 'gallery'>): GalleryPicture[] {
  return image ? [{ image, color: imageColor }, ...gallery] : gallery;
}

/** The form's picture fields from the pictures in order: the first is the main picture. */
export function fromPictures(pictures: GalleryPicture[]): Pick<ProductFormValues, 'image' | 'imageColor' | 'gallery'> {
  const [main, ...gallery] = pictures;
  return { image: main?.image ?? '', imageColor: main?.color ?? '', gallery };
}

/** The choices of a select: the shop's values, plus any the product already carries. */
export function withValues(options: readonly string[], values: readonly string[]): string[] {
  return [...new Set([...options, ...values.filter(Boolean)])];
}

/**
 * The category choices: the shop's categories in its order, by name, and the product's own when
 * it is not among them (or while they load), so that the select always shows it.
 */
export function categoryOptions(categories: readonly Pick<Category, 'handle' | 'name'>[] | undefined, current: string) {
  const choices = (categories ?? []).map((category) => ({ value: category.handle, label: category.name }));
  if (current && !choices.some((choice) => choice.value === current)) choices.push({ value: current, label: capitalize(current) });
  return choices;
}
/** The colour choices: the shop's colours in its order (the first ones while they load), and the product's own. */
export const colorOptions = (current: readonly string[], shop: readonly string[] = COLORS) => withValues(shop, current);
/**
 * The size choices: the set's sizes in its order, then One size (choosing it alone makes the
 * product one-size), and the product's own; without a set, the shop's first sizes.
 */
export const sizeOptions = (current: readonly string[], setSizes?: readonly string[]) =>
  withValues(setSizes ? [...setSizes, ONE_SIZE] : PRODUCT_SIZES, current);

/** Every colour of the product, the main one first. */
export function variantColors({ color, moreColors }: Pick<ProductFormValues, 'color' | 'moreColors'>): string[] {
  return [...new Set([color, ...moreColors].filter(Boolean))];
}

/** The chosen sizes in the shop's order (s, m, l, xl). */
export function variantSizes({ sizes }: Pick<ProductFormValues, 'sizes'>, setSizes?: readonly string[]): string[] {
  return sizeOptions(sizes, setSizes).filter((size) => sizes.includes(size));
}

function stockNumber(text: string | undefined): number {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? 0 : Number(trimmed);
}

/** One stock line per colour and size, in the order of the grid; an uncounted variant's stock is null. */
export function stockLines(values: ProductFormValues): StockLineInput[] {
  return variantColors(values).flatMap((color) =>
    variantSizes(values).map((size) => ({
      color,
      size,
      stock: values.uncounted[color]?.[size] ? null : stockNumber(values.stock[color]?.[size]),
    })),
  );
}

/** One line of facts per colour and size, in the order of the table: empty cells clear a fact, an empty SKU keeps the one stored. */
export function variantLines(values: ProductFormValues): VariantInput[] {
  return variantColors(values).flatMap((color) =>
    variantSizes(values).map((size) => {
      const cells = values.variants[color]?.[size];
      const sku = cells?.sku.trim() ?? '';
      return {
        color,
        size,
        ...(sku ? { sku } : {}),
        price: cells?.price.trim() || null,
        oldPrice: cells?.oldPrice.trim() || null,
        weight: cells?.weight.trim() || null,
        barcode: cells?.barcode.trim() || null,
      } as VariantInput;
    }),
  );
}

/**
 * The API body. `image` is left out when it is still the stored one (nothing to change);
 * without a main colour the further ones are left out too, so that the schema names the
 * empty Color select.
 */
export function toProductBody(values: ProductFormValues, storedImage = ''): ProductInput {
  const colors = variantColors(values);
  const oldPrice = values.oldPrice.trim();
  return {
    name: values.name,
    ...(values.handle.trim() ? { handle: values.handle.trim() } : {}),
    seoTitle: values.seoTitle,
    seoDescription: values.seoDescription,
    category: values.category,
    // The main category is never a further one too: choosing it as the main one takes it out.
    categories: values.moreCategories.filter((handle) => handle !== values.category),
    ...(!values.color ? {} : colors.length > 1 ? { colors } : { color: values.color }),
    sizes: variantSizes(values),
    // One size alone is the One size set's; otherwise the set chosen (none: the API picks one that holds them).
    ...(values.sizes.length === 1 && values.sizes[0] === ONE_SIZE
      ? { sizeSet: ONE_SIZE }
      : values.sizeSet
        ? { sizeSet: values.sizeSet }
        : {}),
    price: values.price.trim(),
    oldPrice: oldPrice === '' ? null : oldPrice,
    description: values.description,
    ...(storedImage !== '' && values.image === storedImage ? {} : { image: values.image }),
    // A picture tied to a colour the product no longer comes in is tied to none.
    imageColor: colors.includes(values.imageColor) ? values.imageColor : null,
    gallery: values.gallery.map((picture) => ({ image: picture.image, color: colors.includes(picture.color) ? picture.color : null })),
    finalSale: values.finalSale,
    ...(values.taxClass === STANDARD_TAX_CLASS && values.savedTaxClass === STANDARD_TAX_CLASS ? {} : { taxClass: values.taxClass }),
    stock: values.trackStock ? stockLines(values) : null,
    variants: variantLines(values),
  };
}

const MESSAGE_SUBJECTS: Record<string, string> = {
  name: 'Name',
  handle: 'Handle',
  seoTitle: 'Search result title',
  seoDescription: 'Search result text',
  category: 'Category',
  color: 'Color',
  price: 'Price',
  oldPrice: 'Old price',
  description: 'Description',
  image: 'Image',
  imageColor: 'Picture colour',
};

/** 'oldPrice must be above price' reads 'Old price must be above price'. */
export function humanizeMessage(message: string): string {
  const [first = '', ...rest] = message.split(' ');
  const subject = MESSAGE_SUBJECTS[first];
  if (subject) return [subject, ...rest].join(' ');
  return message.charAt(0).toUpperCase() + message.slice(1);
}

const PLAIN_FIELDS = new Set([
  'name',
  'handle',
  'seoTitle',
  'seoDescription',
  'category',
  'price',
  'oldPrice',
  'description',
  'image',
  'sizes',
  'sizeSet',
]);

/**
 * The form field an error of the schema or of the server names: `stock.3.stock` is a cell of
 * the stock grid, found through the stock lines that were sent. Undefined when none fits.
 */
export function formFieldOf(
  path: string,
  sentStock: readonly Pick<VariantStock, 'color' | 'size'>[] | null | undefined,
  sentVariants?: readonly Pick<VariantInput, 'color' | 'size'>[],
): string | undefined {
  const [head = '', index, field] = path.split('.');
  if (head === 'variants') {
    const line = index === undefined ? undefined : sentVariants?.[Number(index)];
    const column = field && VARIANT_FIELDS.has(field) ? field : 'sku';
    return line ? `variants.${line.color}.${line.size}.${column}` : undefined;
  }
  if (PLAIN_FIELDS.has(head)) return head;
  if (head === 'color' || head === 'colors') return 'color';
  if (head === 'categories') return 'moreCategories';
  // Every picture's problem shows under the pictures.
  if (head === 'imageColor' || head === 'gallery') return 'image';
  if (head === 'stock') {
    const line = index === undefined ? undefined : sentStock?.[Number(index)];
    return line ? `stock.${line.color}.${line.size}` : 'trackStock';
  }
  return undefined;
}

const STOCK_CELL_MESSAGE = 'Enter a whole number, 0 or more';

const VARIANT_FIELDS = new Set<string>(['sku', 'price', 'oldPrice', 'weight', 'barcode']);

/** What a bulk change of the variant table sets. */
export type BulkChange = 'price' | 'percentOff' | 'oldPrice' | 'weight';

const moneyProblem = (text: string) =>
  /^\d+(\.\d{1,2})?$/.test(text.trim()) && Number(text) > 0 ? undefined : 'Enter an amount in dollars, like 24.50.';

/** Each bulk change: the label of its amount, and what is wrong with an amount typed. */
export const BULK_CHANGES: Record<BulkChange, { label: string; check: (amount: string) => string | undefined }> = {
  price: { label: 'Set price to ($)', check: moneyProblem },
  percentOff: {
    label: 'Take off (%)',
    check: (text) =>
      /^\d+(\.\d+)?$/.test(text.trim()) && Number(text) > 0 && Number(text) < 100 ? undefined : 'Enter a percentage between 0 and 100.',
  },
  oldPrice: { label: 'Set compare-at to ($)', check: moneyProblem },
  weight: { label: 'Set weight to (g)', check: (text) => (/^\d+$/.test(text.trim()) ? undefined : 'Enter a weight in whole grams.') },
};

/**
 * The cell one bulk change writes in one variant: a price or compare-at price, a weight, or the
 * price less a percentage (of the variant's own price, or else the product's), to the cent.
 */
export function bulkChanged(
  change: BulkChange,
  amount: string,
  cells: VariantCells | undefined,
  productPrice: string,
): { field: keyof VariantCells; value: string } | null {
  if (change === 'percentOff') {
    const base = Number(cells?.price.trim() || productPrice);
    if (!Number.isFinite(base) || base <= 0) return null;
    const cents = Math.round(Math.round(base * 100) * (1 - Number(amount) / 100));
    return cents > 0 ? { field: 'price', value: (cents / 100).toFixed(2) } : null;
  }
  if (change === 'weight') return { field: 'weight', value: String(Number(amount)) };
  return { field: change, value: Number(amount).toFixed(2) };
}

/** Flat field errors (`stock.black.s`) as the nested errors react-hook-form keeps. */
export function nestErrors(flat: Record<string, FieldError>): FieldErrors<ProductFormValues> {
  const nested: Record<string, unknown> = {};
  for (const [path, error] of Object.entries(flat)) {
    const parts = path.split('.');
    let node = nested;
    parts.slice(0, -1).forEach((part) => {
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    });
    node[parts[parts.length - 1] ?? path] = error;
  }
  return nested as FieldErrors<ProductFormValues>;
}

/** Field errors, by form field, of a list of `{ path, message }` (the schema's or the server's). */
export function fieldErrorsOf(
  issues: ReadonlyArray<{ path: string; message: string }>,
  sentStock: readonly Pick<VariantStock, 'color' | 'size'>[] | null | undefined,
  type = 'validate',
  sentVariants?: readonly Pick<VariantInput, 'color' | 'size'>[],
): { fields: Record<string, FieldError>; unplaced: string[] } {
  const fields: Record<string, FieldError> = {};
  const unplaced: string[] = [];
  for (const issue of issues) {
    const field = formFieldOf(issue.path, sentStock, sentVariants);
    if (!field) {
      unplaced.push(issue.message);
      continue;
    }
    if (fields[field]) continue;
    const message = field.startsWith('stock.') && type === 'validate' ? STOCK_CELL_MESSAGE : humanizeMessage(issue.message);
    fields[field] = { type, message };
  }
  return { fields, unplaced };
}

/** The required fields left empty. */
export function missingRequiredFields(values: ProductFormValues): RequiredField[] {
  return REQUIRED_FIELDS.filter((field) => values[field].trim() === '');
}

/**
 * Checks the form with the shared schema (the server's own check) and hands the submit
 * handler the parsed body. Empty required fields say so in words of the form.
 */
export function productFormResolver(storedImage = ''): Resolver<ProductFormValues, unknown, ProductInputParsed> {
  return async (values) => {
    const body = toProductBody(values, storedImage);
    const result = ProductInputSchema.safeParse(body);
    const issues = result.success
      ? []
      : result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
    const { fields, unplaced } = fieldErrorsOf(issues, body.stock, 'validate', body.variants);
    // Not expected (every path of the schema has a field), but an unplaced issue must still block.
    if (unplaced.length > 0) fields[FORM_ERROR] = { type: 'validate', message: unplaced.join(' ') };
    for (const field of missingRequiredFields(values)) {
      fields[field] = { type: 'required', message: `${FIELD_LABELS[field]} is required` };
    }
    if (result.success && Object.keys(fields).length === 0) return { values: result.data, errors: {} };
    return { values: {}, errors: nestErrors(fields) };
  };
}
