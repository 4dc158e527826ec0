/**
 * The shop's size sets (Letters, Waist, Shoe, One size): the storefront's list, and the admin's
 * calls that add, edit, order and delete them. A product names its set and offers sizes of it.
 */
import { z } from 'zod';
import { requiredText } from './common.schema';
import { slug } from './product.schema';

export const SIZE_SET_NAME_MAX = 40;
/** The most sizes a set holds. */
export const SIZE_SET_MAX_SIZES = 40;

/** The set a size goes to when nothing says otherwise (an import's sizes that no set has). */
export const DEFAULT_SIZE_SET = 'letters';

export const SizeSetSchema = z.object({
  _id: z.string(),
  handle: z.string(),
  name: z.string(),
  /** In the order the shop shows them. */
  sizes: z.array(z.string()),
});
export type SizeSet = z.infer<typeof SizeSetSchema>;

export const SizeSetsResponseSchema = z.object({ sizeSets: z.array(SizeSetSchema) });
export type SizeSetsResponse = z.infer<typeof SizeSetsResponseSchema>;

/** A size set as the admin manages it: with its place and how many products use it. */
export const ManagedSizeSetSchema = SizeSetSchema.extend({
  position: z.number().int(),
  /** Products of this set, archived ones included. */
  products: z.number().int().min(0),
});
export type ManagedSizeSet = z.infer<typeof ManagedSizeSetSchema>;

export const ManagedSizeSetsResponseSchema = z.object({ sizeSets: z.array(ManagedSizeSetSchema) });
export type ManagedSizeSetsResponse = z.infer<typeof ManagedSizeSetsResponseSchema>;

const SizesSchema = z
  .array(slug('size'))
  .min(1, 'sizes must hold at least one size')
  .max(SIZE_SET_MAX_SIZES, `A set holds at most ${SIZE_SET_MAX_SIZES} sizes`)
  .refine((sizes) => new Set(sizes).size === sizes.length, 'sizes must name each size once');

const SizeSetFieldsSchema = z.object({
  name: requiredText('name', SIZE_SET_NAME_MAX),
  handle: slug('handle'),
  sizes: SizesSchema,
});

export const SizeSetInputSchema = SizeSetFieldsSchema;
export type SizeSetInput = z.input<typeof SizeSetInputSchema>;
export type SizeSetInputParsed = z.output<typeof SizeSetInputSchema>;

/** A new handle is its products' at once; new sizes in a new order are its products' order too. */
export const SizeSetUpdateSchema = SizeSetFieldsSchema.partial()
  .refine((input) => Object.keys(input).length > 0, { message: 'Send at least one field to change' })
  // The rule above as the OpenAPI document can say it.
  .meta({ minProperties: 1 });
export type SizeSetUpdate = z.input<typeof SizeSetUpdateSchema>;
export type SizeSetUpdateParsed = z.output<typeof SizeSetUpdateSchema>;

export const SizeSetMutationResponseSchema = z.object({ message: z.string(), sizeSet: ManagedSizeSetSchema });
export type SizeSetMutationResponse = z.infer<typeof SizeSetMutationResponseSchema>;

/** Deleting a set that products use names the set they move to (it must hold their sizes). */
export const DeleteSizeSetQuerySchema = z.object({
  moveTo: z.preprocess((value) => (value === '' ? undefined : value), slug('moveTo').optional()),
});
export type DeleteSizeSetQuery = z.infer<typeof DeleteSizeSetQuerySchema>;

export const ReorderSizeSetsSchema = z.object({
  ids: z.array(z.string().uuid('ids must be size set ids')).min(1, 'ids must name every size set').max(1000),
});
export type ReorderSizeSets = z.infer<typeof ReorderSizeSetsSchema>;

/**
 * The sizes of every set, each once, in the sets' order and each set's own: the storefront's
 * size filter lists them so (Letters' sizes, then Waist's, Shoe's…). A size in no set comes last.
 */
export function sizeOrder(sets: readonly Pick<SizeSet, 'sizes'>[]): Map<string, number> {
  const order = new Map<string, number>();
  for (const set of sets) for (const size of set.sizes) if (!order.has(size)) order.set(size, order.size);
  return order;
}

/** Sizes as the admin types them, in order: '28, 29, 30' or 'XS S M' -> ['28', '29', '30'], ['xs', 's', 'm']. */
export function sizesFromText(text: string): string[] {
  return text
    .split(/[,\s]+/)
    .map((size) => size.trim().toLowerCase())
    .filter(Boolean);
}
