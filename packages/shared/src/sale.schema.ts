/**
 * Automatic sales: a percentage or an amount off each unit of some categories or products (or
 * everything) between a start and an end, applied without a code. The admin's calls that create,
 * change, pause and delete them; the storefront shows the price before the sale struck through.
 * Money is dollars in answers, as everywhere in the API; percentages are plain numbers (12.5).
 */
import { z } from 'zod';
import { NOT_BLANK } from './common.schema';

export const SALE_KINDS = ['percent', 'amount'] as const;
export type SaleKind = (typeof SALE_KINDS)[number];

/** Where a sale stands: not started yet, running, over, or paused by the admin. */
export const SALE_STATES = ['scheduled', 'running', 'ended', 'paused'] as const;
export type SaleState = (typeof SALE_STATES)[number];

export const SALE_NAME_MAX = 80;

/** Which products a sale applies to: all, those of some categories (by handle), or some products (by id). */
export const SaleScopeSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('all') }),
    z.object({
      kind: z.literal('categories'),
      handles: z
        .array(
          z
            .string()
            .trim()
            .toLowerCase()
            .min(1, { message: 'choose at least one category', abort: true })
            .regex(NOT_BLANK, 'choose at least one category'),
        )
        .min(1, 'choose at least one category')
        .max(50, 'choose at most 50 categories'),
    }),
    z.object({
      kind: z.literal('products'),
      ids: z
        .array(z.uuid({ message: 'is not a product id' }))
        .min(1, 'choose at least one product')
        .max(200, 'choose at most 200 products'),
    }),
  ],
  { message: 'appliesTo must be everything, some categories or some products' },
);
export type SaleScope = z.infer<typeof SaleScopeSchema>;

const optionalMoment = (field: string) =>
  z.iso
    .datetime({ offset: true, message: `${field} must be a date and time` })
    .nullable()
    .optional();

const SaleFieldsSchema = z.object({
  name: z
    .string({ message: 'name must be text' })
    .trim()
    .min(1, 'name is required')
    .max(SALE_NAME_MAX, `name must be at most ${SALE_NAME_MAX} characters`),
  kind: z.enum(SALE_KINDS, { message: 'kind must be percent or amount' }),
  /** A percentage (0.01 to 100) or dollars off each unit. */
  value: z
    .number({ error: (issue) => (issue.input === undefined ? 'value is required' : 'value must be a number') })
    .max(1_000_000, 'value is too large'),
  appliesTo: SaleScopeSchema.optional(),
  /** None: from now on. */
  startsAt: optionalMoment('startsAt'),
  /** None: until it is paused or deleted. */
  endsAt: optionalMoment('endsAt'),
  paused: z.boolean({ message: 'paused must be true or false' }).optional(),
});

const twoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** Why a value cannot be a sale's of this kind, or null when it can. */
export function saleValueProblem(kind: SaleKind, value: number): string | null {
  if (kind === 'percent')
    return value < 0.01 || value > 100 || !twoDecimals(value)
      ? 'a percentage must be between 0.01 and 100, with at most two decimals'
      : null;
  return value < 0.01 || !twoDecimals(value) ? 'an amount must be at least $0.01, with at most two decimals' : null;
}

/** The rules across a sale's fields. */
function saleProblems(input: { kind?: SaleKind; value?: number; startsAt?: string | null; endsAt?: string | null }, ctx: z.RefinementCtx) {
  const problem = input.kind !== undefined && input.value !== undefined ? saleValueProblem(input.kind, input.value) : null;
  if (problem) ctx.addIssue({ code: 'custom', path: ['value'], message: problem });
  if (input.startsAt && input.endsAt && new Date(input.endsAt) <= new Date(input.startsAt))
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'the end must be after the start' });
}

export const SaleInputSchema = SaleFieldsSchema.superRefine(saleProblems);
export type SaleInput = z.input<typeof SaleInputSchema>;
export type SaleInputParsed = z.output<typeof SaleInputSchema>;

/** A change: any field; `kind` and `value` are checked together with what is stored. */
export const SaleUpdateSchema = SaleFieldsSchema.partial().superRefine(saleProblems);
export type SaleUpdate = z.input<typeof SaleUpdateSchema>;
export type SaleUpdateParsed = z.output<typeof SaleUpdateSchema>;

/** A sale as the admin sees it: its rules, its state, and the paid orders it brought. */
export const SaleSchema = z.object({
  _id: z.string(),
  name: z.string(),
  kind: z.enum(SALE_KINDS),
  /** A percentage (20 for 20 %) or dollars off each unit. */
  value: z.number(),
  appliesTo: SaleScopeSchema,
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  paused: z.boolean(),
  /** As of the answer. */
  state: z.enum(SALE_STATES),
  /** Paid orders with a line the sale applied to, and what those lines came to. */
  orders: z.number().int(),
  revenue: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Sale = z.infer<typeof SaleSchema>;

export const SalesResponseSchema = z.object({ sales: z.array(SaleSchema) });
export type SalesResponse = z.infer<typeof SalesResponseSchema>;
export const SaleMutationResponseSchema = z.object({ message: z.string(), sale: SaleSchema });
export type SaleMutationResponse = z.infer<typeof SaleMutationResponseSchema>;
