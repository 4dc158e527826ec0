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

/** Ids are UUIDs; a malformed one is a 400, an unknown one a 404. */
export const IdSchema = z.uuid({ message: 'Invalid id' });
export const IdParamsSchema = z.object({ id: IdSchema });

/** Query values arrive as strings; an empty string means "not given". */
export function optionalQuery<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

