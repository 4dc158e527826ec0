import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * The server's own explanation of a failed request, when it is worth showing to the person:
 * a refusal they can act on (4xx: email taken, too many attempts, ...), an unreachable server, or
 * the shop's own word that the payment provider did not do what was asked (a 502 with its JSON
 * message). Other server faults and unexpected errors give nothing, since their text helps nobody.
 */
export function apiErrorDetail(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.kind === 'network') return error.message;
  if (error.kind === 'http' && error.status >= 400 && error.status < 500) return error.message;
  if (error.kind === 'http' && error.status === 502 && typeof (error.data as { message?: unknown } | null)?.message === 'string') {
    return error.message;
  }
  return undefined;
}

/** The `errors: [{ path, message }]` of a 400 answer, as field name to message. */
export function apiFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const data = error.data;
  if (typeof data !== 'object' || data === null || !('errors' in data) || !Array.isArray(data.errors)) return {};
  const fields: Record<string, string> = {};
  for (const issue of data.errors as unknown[]) {
    if (typeof issue !== 'object' || issue === null) continue;
    const { path, message } = issue as { path?: unknown; message?: unknown };
    const name = Array.isArray(path) ? path.join('.') : path;
    if (typeof name === 'string' && name && typeof message === 'string' && !(name in fields)) fields[name] = message;
  }
  return fields;
}

/** Shows the server's refusal of each of a form's `fields` under that field, as if the browser had found it. */
export function setApiFieldErrors<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  error: unknown,
  fields: readonly Path<Values>[],
): void {
  const refused = apiFieldErrors(error);
  for (const field of fields) {
    const message = refused[field];
    if (message) setError(field, { message });
  }
}
