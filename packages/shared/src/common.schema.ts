import { z } from 'zod';

export const ErrorResponseSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** Set when the client can act on the refusal: 'reauth-required' asks the person to prove who they are again. */
  code: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/**
 * Whether this instance should be sent traffic: its database (and Redis, when configured)
 * answer, and it is not shutting down. A load balancer reads the status code.
 */
export const ReadinessResponseSchema = z.object({
  status: z.enum(['ready', 'unavailable', 'shutting down']),
  database: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down', 'not configured']),
});
export type ReadinessResponse = z.infer<typeof ReadinessResponseSchema>;

/** The answer of an action that has nothing more to say (a delete, a sign-out, a message sent). */
export const MessageResponseSchema = z.object({ message: z.string() });

/**
 * An email address as every form and route takes it: trimmed, lower-cased, checked. The address
 * is a check of the string rather than a pipe, so that the OpenAPI document says `format: email`
 * (a pipe shows only its input); an empty or too long one stops there, with one message.
 */
export const EmailSchema = z
  .string({ message: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, { message: 'Email is required', abort: true })
  .max(254, { message: 'Email is too long', abort: true })
  .check(z.email({ message: 'Invalid email address' }));

/** `isOneLine` as a pattern, which the OpenAPI document shows: `.regex(ONE_LINE, ...)`. */
export const ONE_LINE = /^[^\r\n]*$/;

/**
 * A value that can reach a mail header, a subject or a parcel label (a name, a city): on one
 * line. CR and LF are refused, so no header can be injected; messages keep their line breaks.
 */
export const isOneLine = (value: string | undefined) => !value || ONE_LINE.test(value);

/** Text with something besides spaces in it, as a pattern the OpenAPI document shows beside a trim. */
export const NOT_BLANK = /\S/;

/** `ONE_LINE` and `NOT_BLANK` in one pattern, so that the document holds one (a client checks it whole). */
const ONE_LINE_NOT_BLANK = /^[^\r\n]*\S[^\r\n]*$/;

/** Trimmed, not empty, at most `max`, and matching `pattern` (which says it in the document), or `patternMessage`. */
function givenText(label: string, max: number, pattern: RegExp, patternMessage: string) {
  return z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, { message: `${label} is required`, abort: true })
    .max(max, `${label} must be at most ${max} characters`)
    .regex(pattern, patternMessage);
}

/**
 * Text a person must give: trimmed, not empty, at most `max` characters; each message names it by `label`.
 * `NOT_BLANK` says in the OpenAPI document what the trim means: only spaces is no text.
 */
export function requiredText(label: string, max: number) {
  return givenText(label, max, NOT_BLANK, `${label} is required`);
}

/** Required text on one line (a name, a city): see `isOneLine`. Past the trim, only a line break can fail its pattern. */
export function requiredLine(label: string, max: number) {
  return givenText(label, max, ONE_LINE_NOT_BLANK, `${label} must be on one line`);
}

/** Ids are UUIDs; a malformed one is a 400, an unknown one a 404. */
export const IdSchema = z.uuid({ message: 'Invalid id' });
export const IdParamsSchema = z.object({ id: IdSchema });

/** Query values arrive as strings; an empty string means "not given". */
export function optionalQuery<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

/**
 * `page` and `limit` of every paged list. An admin's table answers an array with the X-Total-Count
 * header (the specification's clients read arrays); every other list answers an object with its
 * rows, their total and the `PageFieldsSchema` fields.
 */
export function pagingQuery(defaultLimit: number, maxLimit: number) {
  return {
    page: optionalQuery(
      z.coerce.number({ message: 'page must be a number' }).int('page must be a whole number').min(1, 'page must be at least 1'),
    ).default(1),
    limit: optionalQuery(
      z.coerce
        .number({ message: 'limit must be a number' })
        .int('limit must be a whole number')
        .min(1, 'limit must be at least 1')
        .max(maxLimit, `limit must be at most ${maxLimit}`),
    ).default(defaultLimit),
  };
}

/** What every paged answer says beside its rows and their total: where this page sits among all of them. */
export const PageFieldsSchema = z.object({
  totalPages: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type PageFields = z.infer<typeof PageFieldsSchema>;

/**
 * A paged answer: one page of rows under their name (`orders`), how many match across all pages
 * under `total` (`totalOrders`), and the page fields.
 */
export function pagedAnswer<const Rows extends string, Row extends z.ZodType, const Total extends string>(
  rows: Rows,
  row: Row,
  total: Total,
) {
  const shape = { [rows]: z.array(row), [total]: z.number().int() } as Record<Rows, z.ZodArray<Row>> & Record<Total, z.ZodNumber>;
  return PageFieldsSchema.extend(shape);
}

/** The page fields of an answer, from how many rows match and the page asked for (no rows: no pages). */
export function pageFields(total: number, query: { page: number; limit: number }): PageFields {
  return { totalPages: Math.ceil(total / query.limit), page: query.page, limit: query.limit };
}

/** One variant of a product: the colour and size a shopper picks, as lines, stock and exchanges name it. */
export const VariantSchema = z.object({ color: z.string(), size: z.string() });

/** A product's tax class, as the tax table names it: 'standard', 'reduced', 'zero'. */
export const TaxClassSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z][a-z0-9-]{0,29}$/, 'A tax class is a word of letters, digits and dashes, e.g. standard or reduced');
