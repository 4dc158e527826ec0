/**
 * The admin's credit forms: what they hold while the admin types (text, as inputs give it), and
 * how that becomes the API's body, checked by the shared schemas (the server's own checks), so
 * that their messages stand under the same fields as the server's.
 */
import {
  AdjustCreditSchema,
  CREDIT_KINDS,
  DisableCreditSchema,
  IssueCreditSchema,
  type AdjustCreditInput,
  type CreditKind,
  type IssueCreditInput,
} from '@shop/shared/credit.schema';
import { z } from 'zod';
import { typedNumber } from '@/lib/format';

/** Dollars as typed: '$25', '1,000.50', '-5' or '−5' (a typographic minus, as the table writes it); NaN when not a number. */
export function typedDollars(text: string): number {
  const trimmed = text.trim();
  return trimmed ? typedNumber(trimmed.replace(/^[−–]/, '-')) : Number.NaN;
}

/**
 * A day picked in a date input ('2026-12-31') as the last moment of that day in the admin's own
 * time zone, ISO 8601: a code that 'expires on' a day can be spent all that day. A value that
 * is not a day is passed on as it is, for the schema to refuse.
 */
export function endOfDayIso(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59, 999);
  return Number.isNaN(date.getTime()) ? day : date.toISOString();
}

export interface IssueFormValues {
  kind: CreditKind;
  email: string;
  amount: string;
  note: string;
  /** A date input's value ('2026-12-31'); empty for a code that never expires. */
  expiresAt: string;
}

export const EMPTY_ISSUE_FORM: IssueFormValues = { kind: 'gift-card', email: '', amount: '', note: '', expiresAt: '' };

/** The fields a server's refusal can name, as the issue form names them. */
export const ISSUE_FORM_FIELDS = ['kind', 'email', 'amount', 'note', 'expiresAt'] as const;

/** The API's body from what the form holds: no expiry at all when none was picked. */
export function toIssueInput(values: IssueFormValues): IssueCreditInput {
  const expiresAt = values.expiresAt.trim();
  return {
    kind: values.kind,
    email: values.email,
    amount: typedDollars(values.amount),
    note: values.note,
    ...(expiresAt ? { expiresAt: endOfDayIso(expiresAt) } : {}),
  };
}

export const IssueFormSchema = z
  .object({ kind: z.enum(CREDIT_KINDS), email: z.string(), amount: z.string(), note: z.string(), expiresAt: z.string() })
  .transform(toIssueInput)
  .pipe(IssueCreditSchema);

export interface AdjustFormValues {
  /** Signed dollars as typed: negative takes away. */
  amount: string;
  reason: string;
}

export const EMPTY_ADJUST_FORM: AdjustFormValues = { amount: '', reason: '' };
export const ADJUST_FORM_FIELDS = ['amount', 'reason'] as const;

export const AdjustFormSchema = z
  .object({ amount: z.string(), reason: z.string() })
  .transform((values): AdjustCreditInput => ({ amount: typedDollars(values.amount), reason: values.reason }))
  .pipe(AdjustCreditSchema);

export const DisableFormSchema = DisableCreditSchema;
export const DISABLE_FORM_FIELDS = ['reason'] as const;
