/**
 * The new-token form: a name, some of the maker's permissions, and an expiry (7, 30 or 90 days,
 * or a day chosen, at most a year away), turned into what POST /api/auth/api-tokens takes.
 */
import { API_TOKEN_EXPIRY_CHOICES, API_TOKEN_MAX_DAYS, CreateApiTokenSchema } from '@shop/shared/api-token.schema';
import { z } from 'zod';

const DAY_MS = 86_400_000;
export const OTHER_DAY = 'day';

export interface ApiTokenFormValues {
  name: string;
  /** A checkbox group: one checkbox alone answers its value or false. */
  scopes: string[] | string | false;
  expiry: string;
  /** `YYYY-MM-DD`, when `expiry` is OTHER_DAY. */
  day: string;
}

export const EMPTY_API_TOKEN_FORM: ApiTokenFormValues = { name: '', scopes: [], expiry: String(API_TOKEN_EXPIRY_CHOICES[1]), day: '' };

/** `YYYY-MM-DD` of the day `days` from `now`, in the browser's time zone. */
export function dayAfter(days: number, now = new Date()): string {
  const day = new Date(now.getTime() + days * DAY_MS);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

/** Whole days from now to the end of `day` (local time), at least one. */
export function daysUntil(day: string, now = new Date()): number {
  const end = new Date(`${day}T23:59:59`);
  return Math.max(1, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));
}

export const ApiTokenFormSchema = z
  .object({
    name: CreateApiTokenSchema.shape.name,
    scopes: z.preprocess((value) => (Array.isArray(value) ? value : value ? [value] : []), CreateApiTokenSchema.shape.scopes),
    expiry: z.string(),
    day: z.string(),
  })
  .superRefine((values, context) => {
    if (values.expiry !== OTHER_DAY) return;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.day)) context.addIssue({ code: 'custom', path: ['day'], message: 'Choose the day it expires' });
    else if (values.day <= dayAfter(0) || values.day > dayAfter(API_TOKEN_MAX_DAYS))
      context.addIssue({ code: 'custom', path: ['day'], message: 'Choose a day from tomorrow to a year from now' });
  })
  .transform(({ name, scopes, expiry, day }) => ({
    name,
    scopes,
    expiresInDays: expiry === OTHER_DAY ? Math.min(API_TOKEN_MAX_DAYS, daysUntil(day)) : Number(expiry),
  }));
