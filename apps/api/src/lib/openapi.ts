/**
 * What a route's schema (its entry in operations.ts) declares besides its input and output, for
 * the OpenAPI document: who may call it, and the errors it answers. Every error has the error handler's one shape
 * (plugins/errors.ts), and the serializer checks each error body against it when it is sent.
 */
import { ErrorResponseSchema } from '@shop/shared/common.schema';
import { z } from 'zod';

/** The session cookie's security scheme, as named in the document's components. */
export const COOKIE_AUTH = 'cookieAuth';

type Security = ReadonlyArray<Record<string, readonly string[]>>;

/** A staff member's personal API token, sent as `Authorization: Bearer shop_pat_...` (docs/decisions/042). */
export const BEARER_AUTH = 'bearerAuth';

/** Routes behind `requireUser`, which `signedInOnly` (lib/guards.ts) declares: a session only. */
export const SIGNED_IN: Security = [{ [COOKIE_AUTH]: [] }];
/**
 * Routes a session or an API token may call, which `adminsOnly` and `signedInOrTokenOnly` declare:
 * every staff operation, and the few others a token's client needs (an upload, its own tokens).
 */
export const SIGNED_IN_OR_TOKEN: Security = [{ [COOKIE_AUTH]: [] }, { [BEARER_AUTH]: [] }];

/** Whether a route's declared security lets an API token in. */
export function acceptsApiTokens(security: unknown): boolean {
  return Array.isArray(security) && security.some((scheme) => typeof scheme === 'object' && scheme !== null && BEARER_AUTH in scheme);
}

/** Whether a route's declared security asks for a session (or a token) and takes no anonymous call. */
export function requiresSignIn(security: unknown): boolean {
  return (
    Array.isArray(security) &&
    security.length > 0 &&
    security.every((scheme) => typeof scheme === 'object' && scheme !== null && Object.keys(scheme).length > 0)
  );
}
/** Routes anyone may call, which use the session when one is sent (a checkout joins the customer's orders). */
export const SESSION_OPTIONAL: Security = [{}, { [COOKIE_AUTH]: [] }];
export const PUBLIC: Security = [];

// One named schema in the document's components, which every error answer refers to.
const ErrorAnswerSchema = ErrorResponseSchema.meta({ id: 'ErrorResponse' });

const ERROR_DESCRIPTIONS = {
  400: 'The input is invalid; `errors` names each bad field when there are fields to name',
  401: 'Not signed in, or the sign-in failed, or the API token is unknown, expired or revoked',
  403: "Not allowed: an admin's task, another customer's data, a request from another site, or a task an API token may not do",
  404: 'Nothing with this id or name',
  409: 'In conflict with what is stored',
  413: 'The request is too large',
  429: 'Too many requests; the Retry-After header says when to try again',
  502: 'The payment provider did not do what was asked; nothing was changed, and the same request may be sent again',
  503: 'The shop is too busy for a moment; the Retry-After header says when to try again',
} as const;

export type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

const ERROR_ANSWERS = Object.fromEntries(
  Object.entries(ERROR_DESCRIPTIONS).map(([status, description]) => [status, ErrorAnswerSchema.describe(description)]),
) as Record<ErrorStatus, typeof ErrorResponseSchema>;

/** The error answers of a route, to spread into its `response`: `{ 200: X, ...errorAnswers(400, 404) }`. */
export function errorAnswers<const Statuses extends readonly ErrorStatus[]>(...statuses: Statuses) {
  return Object.fromEntries(statuses.map((status) => [status, ERROR_ANSWERS[status]])) as {
    [Status in Statuses[number]]: typeof ErrorResponseSchema;
  };
}

/**
 * The answer to a GET whose If-None-Match names the current ETag: no body, the client's copy
 * is current. For the routes that send an ETag.
 */
export const NOT_MODIFIED = {
  304: z.null().describe('Not modified: If-None-Match named the answer’s current ETag. No body.'),
} as const;
