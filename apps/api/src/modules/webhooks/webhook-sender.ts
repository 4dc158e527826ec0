/**
 * One POST of a webhook: to the address checked (the name is resolved once, every address is
 * checked, and the connection goes to a checked one, so DNS cannot switch it in between), with
 * no redirect followed (a 3xx is a failure), within a time limit that covers the lookup, the
 * connection and the answer, and with only the start of the answer's body read (kept for the
 * owner's log).
 */
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { BlockedAddressError, checkedAddresses, type Resolve } from './webhook-address';

/** The start of an answer's body that is kept; the rest is not read. */
export const RESPONSE_BODY_LIMIT = 4096;

export interface WebhookPost {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** What came of one attempt: `ok` for a 2xx; a status when the receiver answered; an error when it failed. */
export interface PostOutcome {
  ok: boolean;
  status: number | null;
  body: string | null;
  error: string | null;
  durationMs: number;
}

export interface SenderOptions {
  /** Whether private, loopback and link-local addresses may be reached (development and tests). */
  allowPrivate: boolean;
  timeoutMs: number;
  /** The resolver (tests make a name resolve where they want). */
  resolve?: Resolve;
  /** The User-Agent the receiver sees. */
  userAgent: string;
}

export type SendWebhook = (post: WebhookPost) => Promise<PostOutcome>;

export function createWebhookSender({ allowPrivate, timeoutMs, resolve, userAgent }: SenderOptions): SendWebhook {
  return async ({ url, headers, body }) => {
    const started = performance.now();
    const outcome = (fields: Omit<PostOutcome, 'durationMs'>): PostOutcome => ({
      ...fields,
      durationMs: Math.round(performance.now() - started),
    });
    // One deadline for the whole attempt, started before the name is looked up: a resolver that
    // is slow or never answers counts against the limit, as connecting and answering do, so that
    // no attempt holds the worker longer than the limit.
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(new TimeoutError(`No answer within ${timeoutMs / 1000} seconds`)), timeoutMs);
    try {
      const target = new URL(url);
      // Checked before the connection, and the connection pinned to what was checked.
      const [first] = await beforeDeadline(checkedAddresses(target.hostname, allowPrivate, resolve), deadline.signal);
      const pinned: LookupFunction = (_hostname, options, callback) => {
        if (options.all) callback(null, [{ address: first!.address, family: first!.family }]);
        else callback(null, first!.address, first!.family);
      };
      const { status, text } = await post(target, { headers, body, lookup: pinned, deadline: deadline.signal, userAgent });
      const ok = status >= 200 && status < 300;
      const error = ok
        ? null
        : status >= 300 && status < 400
          ? `Answered ${status} (a redirect, which is not followed)`
          : `Answered ${status}`;
      return outcome({ ok, status, body: text, error });
    } catch (error) {
      const message =
        error instanceof BlockedAddressError || error instanceof TimeoutError
          ? error.message
          : `Could not deliver: ${error instanceof Error ? error.message : String(error)}`;
      return outcome({ ok: false, status: null, body: null, error: message.slice(0, 500) });
    } finally {
      clearTimeout(timer);
    }
  };
}

class TimeoutError extends Error {}

/**
 * The work's result, or the deadline's error once it passes. A lookup cannot be called off (the
 * system resolver finishes in its own time), but the attempt stops waiting for it.
 */
function beforeDeadline<T>(work: Promise<T>, deadline: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const stop = () => reject(deadline.reason as Error);
    if (deadline.aborted) stop();
    deadline.addEventListener('abort', stop, { once: true });
    void work.then(resolve, reject).finally(() => deadline.removeEventListener('abort', stop));
  });
}

function post(
  target: URL,
  {
    headers,
    body,
    lookup,
    deadline,
    userAgent,
  }: { headers: Record<string, string>; body: string; lookup: LookupFunction; deadline: AbortSignal; userAgent: string },
): Promise<{ status: number; text: string }> {
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    if (deadline.aborted) {
      reject(deadline.reason as Error);
      return;
    }
    const request = client.request(target, {
      method: 'POST',
      lookup,
      // A connection of its own each time: never one kept from another host's delivery.
      agent: false,
      headers: {
        ...headers,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body).toString(),
        'user-agent': userAgent,
      },
    });
    // Connecting and answering within what is left of the attempt's deadline.
    const stop = () => request.destroy(deadline.reason as Error);
    deadline.addEventListener('abort', stop, { once: true });
    const settle = (finish: () => void) => {
      deadline.removeEventListener('abort', stop);
      finish();
    };
    request.on('error', (error) => settle(() => reject(error)));
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let kept = 0;
      const done = () => settle(() => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      response.on('data', (chunk: Buffer) => {
        if (kept >= RESPONSE_BODY_LIMIT) return;
        const part = chunk.subarray(0, RESPONSE_BODY_LIMIT - kept);
        chunks.push(part);
        kept += part.length;
        // Enough for the log: the rest is not waited for.
        if (kept >= RESPONSE_BODY_LIMIT) {
          response.destroy();
          done();
        }
      });
      response.on('end', done);
      response.on('error', (error) => settle(() => reject(error)));
    });
    request.end(body);
  });
}
