/**
 * Security headers with a strict content security policy, and refusal of mutating
 * requests from a foreign Origin (which closes cross-site form posts).
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { forbidden } from '../lib/http-errors';
import { bearerTokenOf } from '../modules/api-tokens/api-token-secret';

const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Paths that receive cross-site calls by design (signed payment webhooks). */
const ORIGIN_EXEMPT = new Set(['/api/orders/webhook']);
/** A mail client's one-click unsubscribe (RFC 8058) may POST from its own site; the signed token in the path is the proof. */
const ORIGIN_EXEMPT_PREFIX = '/api/unsubscribe/';

export async function registerSecurity(app: FastifyInstance, config: Config) {
  const https = config.publicUrl.startsWith('https:');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // NOTE: the toast library injects its stylesheet at run time; inline styles only, never scripts.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });

  // Only JSON bodies (and, where a route adds it, multipart): a plain-text body is what a
  // cross-site form can send without a preflight.
  app.removeContentTypeParser('text/plain');

  const allowedOrigins = new Set([new URL(config.publicUrl).origin]);
  app.addHook('onRequest', async (request) => {
    if (!MUTATING_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    // Requests without an Origin are not from a browser page (browsers send it on every
    // cross-origin and same-origin POST), so they cannot be a cross-site forgery.
    const path = request.url.split('?')[0] ?? '';
    if (!origin || ORIGIN_EXEMPT.has(path) || path.startsWith(ORIGIN_EXEMPT_PREFIX)) return;
    // An API token is no cookie: a page of another site cannot make a browser send it (no CORS is
    // answered), so a call with one and no cookie cannot be a forgery (docs/decisions/042).
    if (bearerTokenOf(request.headers.authorization) !== undefined && request.headers.cookie === undefined) return;
    if (allowedOrigins.has(origin) || isSameHost(origin, request.headers.host)) return;
    throw forbidden('Requests from other sites are not allowed.');
  });
}

function isSameHost(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
