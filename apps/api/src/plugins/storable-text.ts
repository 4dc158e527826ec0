/**
 * Refuses any API request whose path parameters, query or JSON body hold text PostgreSQL
 * cannot store, with 400 naming the field:
 * - the NUL character (U+0000), which no text column holds;
 * - a lone UTF-16 surrogate (a JSON escape such as `\udfff` with no partner), which a `jsonb`
 *   value (an audit entry's before and after, an address) refuses outright.
 * No name, address or search ever needs either: refused here, once for every route, neither
 * reaches a query as a server error.
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/http-errors';

export const NUL_MESSAGE = 'must not contain the NUL character';
export const LONE_SURROGATE_MESSAGE = 'must be well-formed Unicode text';

/** Why a string cannot be stored, or undefined when it can. */
const flawOf = (text: string) => (text.includes('\u0000') ? NUL_MESSAGE : text.isWellFormed() ? undefined : LONE_SURROGATE_MESSAGE);

export function registerStorableTextCheck(app: FastifyInstance) {
  // After the guards (a signed-out caller still gets its 401), before the route's schema.
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    for (const [part, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const found = findUnstorableText(value);
      if (found) {
        const path = found.path || part;
        throw badRequest(`Invalid input: ${path} ${found.message}`, [{ path, message: found.message }]);
      }
    }
  });
}

/** The first string in parsed input that cannot be stored: where it is (a dotted path; '' for the value itself) and why. */
export function findUnstorableText(value: unknown): { path: string; message: string } | undefined {
  // A walk with its own stack: a body may be nested deeper than the call stack allows.
  const stack: [unknown, string][] = [[value, '']];
  const seen = new Set<unknown>();
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'object' && current !== null) {
      if (seen.has(current)) continue;
      seen.add(current);
    }
    if (typeof current === 'string') {
      const message = flawOf(current);
      if (message) return { path, message };
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push([item, path ? `${path}.${index}` : String(index)]));
    } else if (isPlainObject(current)) {
      for (const [key, item] of Object.entries(current)) {
        const itemPath = path ? `${path}.${key}` : key;
        const message = flawOf(key);
        if (message) return { path: itemPath, message };
        stack.push([item, itemPath]);
      }
    }
  }
  return undefined;
}

/** JSON objects and parsed queries (whose prototype has no prototype); not a stream or a buffer. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as object | null;
  return prototype === null || prototype === Object.prototype || Object.getPrototypeOf(prototype) === null;
}
