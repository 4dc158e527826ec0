/** Resolves the session cookie to `request.user` on every API request. */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { AuthService } from '../modules/auth/auth.service';
import { sessionCookieName } from '../modules/auth/session-cookie';

export function registerAuth(app: FastifyInstance, config: Config, auth: AuthService) {
  const cookieName = sessionCookieName(config);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[cookieName];
    if (token) request.user = await auth.sessionUser(token);
  });
}
