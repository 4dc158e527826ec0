/**
 * Resolves who an API request comes from into `request.user`: the session cookie, or a staff
 * member's API token (`Authorization: Bearer`, docs/decisions/042) on the operations whose
 * security lists it.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { unauthorized } from '../lib/http-errors';
import { acceptsApiTokens, requiresSignIn } from '../lib/openapi';
import { bearerTokenOf } from '../modules/api-tokens/api-token-secret';
import type { ApiTokensService } from '../modules/api-tokens/api-tokens.service';
import { runThroughApiToken } from '../modules/audit';
import type { AuthService } from '../modules/auth/auth.service';
import { sessionCookieName } from '../modules/auth/session-cookie';

export const MIXED_CREDENTIALS_MESSAGE = 'Send either an API token or a session cookie, not both.';
export const TOKEN_NOT_ACCEPTED_MESSAGE = 'API tokens work for staff operations only: this one needs a signed-in session.';

export function registerAuth(app: FastifyInstance, config: Config, auth: AuthService, apiTokens: ApiTokensService) {
  const cookieName = sessionCookieName(config);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const session = request.cookies[cookieName];
    const bearer = bearerTokenOf(request.headers.authorization);
    if (bearer === undefined) {
      if (session) request.user = await auth.sessionUser(session);
      return;
    }
    // One caller per request: a token never borrows a session's proof, nor a session a token's scopes.
    if (session !== undefined) throw unauthorized(MIXED_CREDENTIALS_MESSAGE);
    const security = (request.routeOptions.schema as { security?: unknown } | undefined)?.security;
    if (acceptsApiTokens(security)) request.user = await apiTokens.authenticate(bearer);
    else if (requiresSignIn(security)) throw unauthorized(TOKEN_NOT_ACCEPTED_MESSAGE);
    // A public operation does not read the token: the call is anonymous.
  });
  // A refusal names the scheme a caller may sign in with (RFC 6750): a token sent and not taken is
  // invalid_token; an operation that takes tokens, asked without any credentials, just says Bearer.
  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode !== 401 || !request.url.startsWith('/api/')) return;
    if (bearerTokenOf(request.headers.authorization) !== undefined) {
      reply.header('www-authenticate', 'Bearer error="invalid_token"');
      return;
    }
    const security = (request.routeOptions.schema as { security?: unknown } | undefined)?.security;
    if (acceptsApiTokens(security) && !request.cookies[cookieName]) reply.header('www-authenticate', 'Bearer');
  });
  // Audit entries written while a token's call runs say that it was done through the token.
  app.addHook('preHandler', (request, _reply, done) => {
    const { user } = request;
    if (!user?.token) return done();
    runThroughApiToken({ userId: user.id, tokenId: user.token.id, tokenName: user.token.name }, done);
  });
}
