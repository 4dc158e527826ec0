/**
 * The one way the web app talks to the API: `fetch` against `/api`, with the session cookie,
 * JSON in and out, and every failure turned into an `ApiError` carrying the HTTP status and the
 * server's `message`.
 */
import type { z } from 'zod';

const API_BASE = '/api';

export type ApiErrorKind = 'http' | 'network' | 'parse';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    /** The HTTP status; 0 when the server was not reached. */
    readonly status: number,
    readonly kind: ApiErrorKind,
    /** The response body (or the validation issues for `parse`). */
    readonly data?: unknown,
  ) {
    super(message);
  }
}

let onUnauthorized: () => void = () => {};

/**
 * What to do when the server answers 401: the session is gone, so the app forgets the user it
 * kept in local storage. Wired in `app/providers.tsx` (lib code does not import features).
 * Answers the handler it replaces.
 */
export function setUnauthorizedHandler(handler: () => void): () => void {
  const previous = onUnauthorized;
  onUnauthorized = handler;
  return previous;
}

/** The code of a refusal that asks the person to prove again who they are (the riskiest staff tasks). */
export const REAUTH_REQUIRED = 'reauth-required';

let onReauthRequired: ((message: string) => Promise<boolean>) | undefined;

/**
 * What to do when a task answers 403 'reauth-required': ask for the password, a code or a
 * passkey, and answer whether the person proved who they are; the request is then sent once
 * more. Wired in `app/providers.tsx`. Answers the handler it replaces.
 */
export function setReauthHandler(handler: ((message: string) => Promise<boolean>) | undefined) {
  const previous = onReauthRequired;
  onReauthRequired = handler;
  return previous;
}

let fetchOf: () => typeof fetch = () => fetch;

/**
 * Where requests go. The browser uses `fetch`; a server render answers the page's calls in
 * process and sets its own (see src/ssr/entry-server.tsx). Answers the provider it replaces.
 */
export function setApiFetch(provider: () => typeof fetch): () => typeof fetch {
  const previous = fetchOf;
  fetchOf = provider;
  return previous;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as is for FormData. */
  body?: unknown;
  /** Undefined and null values are left out. */
  query?: Record<string, QueryValue>;
  /**
   * Validates the answer; a mismatch is an `ApiError` of kind `parse`. The server already
   * validates every answer against the same shared schema on its way out, so the storefront's
   * reads, which every visitor downloads first, leave zod out of that download and skip it.
   */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /**
   * Whether a 401 answer signs this browser out (default true). False for the login itself,
   * where 401 means a wrong password, not an ended session.
   */
  signOutOnUnauthorized?: boolean;
  /** Set on the one repeat of a request after the person proved who they are: it never asks twice. */
  reauthAsked?: boolean;
  /** Headers besides those the client sets (the checkout's visitor id for the shop's analytics). */
  headers?: Record<string, string>;
}

export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return `${API_BASE}${path.startsWith('/') ? path : `/${path}`}${qs ? `?${qs}` : ''}`;
}

/** An answer's body with its headers, for the few calls that read one (a list's `X-Total-Count`). */
export interface ApiAnswer<T> {
  data: T;
  headers: Headers;
}

export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  return (await apiAnswer(path, options)).data;
}

/**
 * A page of an admin's list and how many rows the filter matches in all, from the
 * `X-Total-Count` header (the page's own length when the header is missing).
 */
export async function apiPage<T>(
  path: string,
  options: RequestOptions<T>,
  rowsOf: (data: T) => readonly unknown[],
): Promise<{ data: T; total: number }> {
  const { data, headers } = await apiAnswer(path, options);
  const header = headers.get('X-Total-Count');
  const total = header === null ? Number.NaN : Number(header);
  return { data, total: Number.isInteger(total) && total >= 0 ? total : rowsOf(data).length };
}

export async function apiAnswer<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<ApiAnswer<T>> {
  const { method = 'GET', body, query, schema, signal, signOutOnUnauthorized = true, reauthAsked = false } = options;
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetchOf()(apiUrl(path, query), { method, headers, body: payload, credentials: 'include', signal });
  } catch (error) {
    // NOTE: an abort is not a failure; TanStack Query cancels by aborting and expects it back.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('Could not reach the server. Check your connection and try again.', 0, 'network', error);
  }

  const data = await readBody(response);

  if (!response.ok) {
    if (response.status === 401 && signOutOnUnauthorized) onUnauthorized();
    const message = messageOf(data) ?? `Request failed with status ${response.status}`;
    if (response.status === 403 && codeOf(data) === REAUTH_REQUIRED && onReauthRequired && !reauthAsked) {
      if (await onReauthRequired(message)) return apiAnswer(path, { ...options, reauthAsked: true });
    }
    throw new ApiError(message, response.status, 'http', data);
  }

  if (!schema) return { data: data as T, headers: response.headers };
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError('The server sent an answer the app does not understand.', response.status, 'parse', parsed.error.issues);
  }
  return { data: parsed.data, headers: response.headers };
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  if (!(response.headers.get('Content-Type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function codeOf(data: unknown): string | undefined {
  return typeof data === 'object' && data !== null && 'code' in data && typeof data.code === 'string' ? data.code : undefined;
}

function messageOf(data: unknown): string | undefined {
  if (typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string' && data.message) {
    return data.message;
  }
  return undefined;
}
