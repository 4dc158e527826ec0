/** The fields a 400 answer names in `errors` (the error handler's one shape), sorted. */
export function invalidFields(body: { errors?: { path: string }[] }): string[] {
  return (body.errors ?? []).map((error) => error.path).sort();
}
