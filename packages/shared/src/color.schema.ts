/**
 * The shop's colours: the storefront's list (each with its swatch), and the admin's calls that
 * add, edit, order and delete them. A product's `colors` are colours' handles.
 */
import { z } from 'zod';
import { requiredText } from './common.schema';
import { slug, uploadedImage } from './product.schema';
import { TranslationLanguageSchema, translatedText } from './translation.schema';

export const COLOR_NAME_MAX = 40;

/** How a colour's handle reads until the admin names it (an import's new ones): 'navy-blue' -> 'Navy blue'. */
export const colorNameOf = (handle: string) => (handle.charAt(0).toUpperCase() + handle.slice(1)).replaceAll('-', ' ');

/** A swatch's paint: '#rrggbb', lower case. */
export const HexSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/, 'hex must be a colour like #1f2f52');

/** A colour as the storefront shows it: its handle, its name and its swatch (hex, or a picture for a print). */
export const ColorSchema = z.object({
  _id: z.string(),
  /** The value in each product's `colors` and in `/shop?color=`. */
  handle: z.string(),
  name: z.string(),
  /** '#rrggbb', or null when the swatch is a picture (or the neutral chip). */
  hex: z.string().nullable(),
  /** An uploaded picture of the print, or empty. */
  image: z.string(),
});
export type Color = z.infer<typeof ColorSchema>;

export const ColorsResponseSchema = z.object({ colors: z.array(ColorSchema) });
export type ColorsResponse = z.infer<typeof ColorsResponseSchema>;

/** A colour's name in another language (docs/decisions/046); empty shows the default language's. */
export const ColorTranslationSchema = z.object({ language: TranslationLanguageSchema, name: z.string() });
export type ColorTranslation = z.infer<typeof ColorTranslationSchema>;

/** PUT /api/colors/{id}/translations: a language's name; empty removes the translation. */
export const ColorTranslationInputSchema = z.object({
  language: TranslationLanguageSchema,
  name: translatedText('name', COLOR_NAME_MAX),
});
export type ColorTranslationInput = z.input<typeof ColorTranslationInputSchema>;
export type ColorTranslationInputParsed = z.output<typeof ColorTranslationInputSchema>;

/** A colour as the admin manages it: with its place and how many products come in it. */
export const ManagedColorSchema = ColorSchema.extend({
  position: z.number().int(),
  /** Products offered in it, archived ones included (they keep it). */
  products: z.number().int().min(0),
  /** Its name in the shop's other languages, where it has one. */
  translations: z.array(ColorTranslationSchema),
});
export type ManagedColor = z.infer<typeof ManagedColorSchema>;

export const ManagedColorsResponseSchema = z.object({ colors: z.array(ManagedColorSchema) });
export type ManagedColorsResponse = z.infer<typeof ManagedColorsResponseSchema>;

const swatchFields = {
  hex: z.preprocess((value) => (value === '' ? null : value), HexSchema.nullable().optional()),
  image: z.preprocess((value) => (value === null ? '' : value), uploadedImage.optional()),
};

/** A new colour: its handle is kept for good (products, variants, bags and orders hold it). */
export const ColorInputSchema = z.object({
  name: requiredText('name', COLOR_NAME_MAX),
  // A catalogue slug without its spaces, in one pattern the OpenAPI document shows.
  handle: z
    .string({ message: 'handle is required' })
    .trim()
    .toLowerCase()
    .min(1, 'handle is required')
    .max(30, 'handle must be at most 30 characters')
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'handle may use letters, digits and dashes'),
  ...swatchFields,
});
export type ColorInput = z.input<typeof ColorInputSchema>;
export type ColorInputParsed = z.output<typeof ColorInputSchema>;

/** A colour's name and swatch change; its handle does not. */
export const ColorUpdateSchema = z
  .object({ name: requiredText('name', COLOR_NAME_MAX).optional(), ...swatchFields })
  .strict()
  .refine((input) => Object.keys(input).length > 0, { message: 'Send at least one field to change' })
  // The rule above as the OpenAPI document can say it.
  .meta({ minProperties: 1 });
export type ColorUpdate = z.input<typeof ColorUpdateSchema>;
export type ColorUpdateParsed = z.output<typeof ColorUpdateSchema>;

export const ColorMutationResponseSchema = z.object({ message: z.string(), color: ManagedColorSchema });
export type ColorMutationResponse = z.infer<typeof ColorMutationResponseSchema>;

/** Deleting a colour that products come in names the colour they take instead. */
export const DeleteColorQuerySchema = z.object({
  moveTo: z.preprocess((value) => (value === '' ? undefined : value), slug('moveTo').optional()),
});
export type DeleteColorQuery = z.infer<typeof DeleteColorQuerySchema>;

/** Every colour's id, in the new order. */
export const ReorderColorsSchema = z.object({
  ids: z.array(z.string().uuid('ids must be colour ids')).min(1, 'ids must name every colour').max(1000),
});
export type ReorderColors = z.infer<typeof ReorderColorsSchema>;
