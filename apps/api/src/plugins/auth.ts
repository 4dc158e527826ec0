/** Resolves the session cookie to `request.user` on every API request. */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { hashSessionToken, sessionCookieName } from '../modules/auth/session-cookie';
import type { SessionsRepository } from '../modules/auth/sessions.repository';

// Writing last_seen_at on every request would turn each read into a write.
const TOUCH_AFTER_MS = 5 * 60_000;

export function registerAuth(app: FastifyInstance, config: Config, sessions: SessionsRepository) {
  const cookieName = sessionCookieName(config);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[cookieName];
    if (!token) return;
    const now = Date.now();
    const session = await sessions.findLive(hashSessionToken(token), new Date(now - config.session.idleMs));
    if (!session) return;
    request.user = session.user;
    if (now - session.lastSeenAt.getTime() > TOUCH_AFTER_MS) await sessions.touch(session.sessionId);
  });
}
