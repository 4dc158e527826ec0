/**
 * A product's handle: the last part of its address (`/shop/{handle}`), unique in the shop, made
 * from its name until the admin edits it. And the lengths search results show of a page's title
 * and description, against which the SEO fields are measured.
 */
import { z } from 'zod';

export const MAX_HANDLE_LENGTH = 100;

/** What Google shows of a title and of a description, about: longer ones are cut with '...'. */
export const SEO_TITLE_SHOWN = 60;
export const SEO_DESCRIPTION_SHOWN = 160;
export const MAX_SEO_TITLE_LENGTH = 120;
export const MAX_SEO_DESCRIPTION_LENGTH = 320;

/** 'Crème Brûlée Tee (2025)' -> 'creme-brulee-tee-2025': letters without accents, digits and single dashes. */
export function handleFrom(name: string): string {
  const handle = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_HANDLE_LENGTH - 10)
    .replace(/^-+|-+$/g, '');
  return handle || 'product';
}

/** The first of `base`, `base-2`, `base-3`... that `taken` does not hold. */
export function freeHandle(base: string, taken: (handle: string) => boolean): string {
  if (!taken(base)) return base;
  for (let n = 2; ; n++) if (!taken(`${base}-${n}`)) return `${base}-${n}`;
}

export const HandleSchema = z
  .string({ message: 'handle must be text' })
  .trim()
  .toLowerCase()
  .min(1, 'handle is required')
  .max(MAX_HANDLE_LENGTH, `handle must be at most ${MAX_HANDLE_LENGTH} characters`)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'handle may use letters, digits and single dashes between them');

const seoText = (field: string, max: number) =>
  z
    .string({ message: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .refine((text) => !/[\r\n]/.test(text), `${field} must be on one line`);

/** A page's title and description for search engines; empty (or null) means generated from the page. */
export const SeoFieldsSchema = z.object({
  seoTitle: z.preprocess((value) => (value === null ? '' : value), seoText('seoTitle', MAX_SEO_TITLE_LENGTH)).optional(),
  seoDescription: z.preprocess((value) => (value === null ? '' : value), seoText('seoDescription', MAX_SEO_DESCRIPTION_LENGTH)).optional(),
});
