import { z } from 'zod';

export const ErrorResponseSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/** The answer of an action that has nothing more to say (a delete, a sign-out, a message sent). */
export const MessageResponseSchema = z.object({ message: z.string() });

/** An email address as every form and route takes it: trimmed, lower-cased, checked. */
export const EmailSchema = z
  .string({ message: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email({ message: 'Invalid email address' }));

/**
 * A value that can reach a mail header, a subject or a parcel label (a name, a city): on one
 * line. CR and LF are refused, so no header can be injected; messages keep their line breaks.
 */
export const isOneLine = (value: string | undefined) => !value || !/[\r\n]/.test(value);

/** Ids are UUIDs; a malformed one is a 400, an unknown one a 404. */
export const IdSchema = z.uuid({ message: 'Invalid id' });
export const IdParamsSchema = z.object({ id: IdSchema });

/** Query values arrive as strings; an empty string means "not given". */
export function optionalQuery<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

/** `page` and `limit` of an admin's paged list (the X-Total-Count header counts every row). */
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
