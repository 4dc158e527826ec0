import { expect } from 'vitest';

/** The fields a 400 answer names in `errors` (the error handler's one shape), sorted. */
export function invalidFields(body: { errors?: { path: string }[] }): string[] {
  return (body.errors ?? []).map((error) => error.path).sort();
}

/**
 * Asks for each query in turn and expects a 400 whose errors name that query's bad field; a
 * failure names the query.
 */
export async function expectQueriesRefused(
  ask: (query: string) => Promise<{ status: number; body: { errors?: { path: string }[] } }>,
  badFieldOfQuery: readonly (readonly [query: string, field: string])[],
): Promise<void> {
  for (const [query, field] of badFieldOfQuery) {
    const { status, body } = await ask(query);
    expect(status, query).toBe(400);
    expect(invalidFields(body), query).toContain(field);
  }
}
