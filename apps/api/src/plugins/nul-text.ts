/**
 * Refuses any API request whose path parameters, query or JSON body hold the NUL character
 * (U+0000), with 400 naming the field. PostgreSQL text cannot store NUL, and no name, address
 * or search ever needs it: refused here, once for every route, it never reaches a query as a
 * server error.
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/http-errors';

const MESSAGE = 'must not contain the NUL character';

export function registerNulRefusal(app: FastifyInstance) {
  // After the guards (a signed-out caller still gets its 401), before the route's schema.
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    for (const [part, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const path = pathOfNul(value);
      if (path !== undefined) throw badRequest(`Invalid input: ${path || part} ${MESSAGE}`, [{ path: path || part, message: MESSAGE }]);
    }
  });
}

/** Where the first NUL is in parsed input (a dotted path; '' for the value itself), or undefined. */
export function pathOfNul(value: unknown): string | undefined {
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
      if (current.includes('\u0000')) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push([item, path ? `${path}.${index}` : String(index)]));
    } else if (isPlainObject(current)) {
      for (const [key, item] of Object.entries(current)) {
        const itemPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return itemPath;
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
