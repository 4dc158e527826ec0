import type { LanguageCode } from '@shop/shared/languages';
import type { AddressPreferences, ConsentKind } from '@shop/shared/consent.schema';
import type { UnsubscribeInfo } from '@shop/shared/waitlist.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-errors';
import { operations } from '../../lib/operations';
import { readUnsubscribeToken, type UnsubscribeKind } from './unsubscribe';

/** What each kind of unsubscribe link stops: said before, and done on the POST. */
export interface UnsubscribeHandler {
  describe(id: string): Promise<UnsubscribeInfo | undefined>;
  /** False when the row the link names is gone. */
  unsubscribe(id: string): Promise<boolean>;
  /** The address the link was mailed to (the account's, for an account's link); undefined when its row is gone. */
  addressOf(id: string): Promise<string | undefined>;
}

/** The email preferences of an address, which a link opens with no sign-in: the token proves the mailbox. */
export interface AddressPreferencesHandler {
  /** In `language`: the words of the kinds that are off, and those a kind turned on keeps. */
  of(email: string, language?: LanguageCode): Promise<AddressPreferences>;
  set(email: string, kind: ConsentKind, on: boolean, language?: LanguageCode): Promise<AddressPreferences>;
}

const INVALID_LINK = 'This unsubscribe link is not valid. Use the link in your latest email, or sign in to change what we send you.';

/**
 * `/api/unsubscribe/{token}`: GET says what the link stops (for its page); POST stops it, from
 * that page or from a mail client's one-click Unsubscribe (RFC 8058), which posts the form
 * `List-Unsubscribe=One-Click` and follows no redirect. `/{token}/preferences` reads and changes
 * every email preference of the address the link was mailed to.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{
  secret: () => Promise<string>;
  handlers: Record<UnsubscribeKind, UnsubscribeHandler>;
  preferences: AddressPreferencesHandler;
}> = async (app, { secret, handlers, preferences }) => {
  // The one-click body is a form; what it says does not matter (the token is in the path).
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, undefined));
  }

  const target = async (token: string) => {
    const named = readUnsubscribeToken(await secret(), token);
    if (!named || named.kind === 'r') throw notFound(INVALID_LINK);
    return { handler: handlers[named.kind], id: named.id };
  };

  /** The address the token's link was mailed to; a link whose row is gone opens nothing. */
  const addressOf = async (token: string) => {
    const { handler, id } = await target(token);
    const email = await handler.addressOf(id);
    if (email === undefined) throw notFound(INVALID_LINK);
    return email;
  };
  /** As often as a person would: 30 calls of each kind in ten minutes from one IP address. */
  const limited = (name: string) =>
    app.rateLimit({ max: 30, timeWindow: '10 minutes', keyGenerator: (request) => `${name}:${request.ip}` });

  app.get('/:token', { schema: operations.describeUnsubscribe }, async (request, reply) => {
    const { handler, id } = await target(request.params.token);
    const info = await handler.describe(id);
    if (!info) throw notFound(INVALID_LINK);
    return reply.header('Cache-Control', 'no-store').send(info);
  });

  app.post(
    '/:token',
    {
      onRequest: limited('unsubscribe'),
      schema: operations.unsubscribeMail,
    },
    async (request) => {
      const { handler, id } = await target(request.params.token);
      const before = await handler.describe(id);
      if (!before || !(await handler.unsubscribe(id))) throw notFound(INVALID_LINK);
      return { ...before, done: true };
    },
  );

  app.get('/:token/preferences', { schema: operations.getUnsubscribePreferences }, async (request, reply) => {
    const email = await addressOf(request.params.token);
    return reply.header('Cache-Control', 'no-store').send(await preferences.of(email, request.query.lang));
  });

  app.put(
    '/:token/preferences',
    { onRequest: limited('unsubscribe-preferences'), schema: operations.setUnsubscribePreference },
    async (request) => {
      const email = await addressOf(request.params.token);
      return preferences.set(email, request.body.kind, request.body.on, request.query.lang);
    },
  );
};
