import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operations } from '../../lib/operations';
import type { AccountService } from './account.service';
import type { AuthService } from './auth.service';
import type { PasskeysService } from './passkeys.service';
import type { TwoFactorService } from './two-factor.service';
import { TWO_FACTOR_REQUIRED_MESSAGE } from '@shop/shared/auth.schema';
import { currentUser, signedInOnly } from '../../lib/guards';
import { sessionCookieName, sessionCookieOptions } from './session-cookie';

export const authRoutes: FastifyPluginAsyncZod<{
  service: AuthService;
  account: AccountService;
  twoFactor: TwoFactorService;
  passkeys: PasskeysService;
}> = async (app, { service, account, twoFactor, passkeys }) => {
  const { config } = app;
  const cookieName = sessionCookieName(config);
  const perIp = app.rateLimit({
    max: config.authRateLimit.maxPerIp,
    timeWindow: config.authRateLimit.windowMs,
    keyGenerator: (request) => `auth-ip:${request.ip}`,
  });

  app.post('/register', { onRequest: perIp, schema: operations.registerUser }, async (request, reply) => {
    const user = await service.register(request.body);
    await account.sendVerification(user, request.body.language);
    return reply.code(201).send({ message: 'Registration successful!', user });
  });

  app.post('/login', { onRequest: perIp, schema: operations.logIn }, async (request, reply) => {
    const signedIn = await service.login(request.body, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      previousToken: request.cookies[cookieName],
    });
    // The password was right and a second factor is due: no session until it comes.
    if ('twoFactorRequired' in signedIn) return { message: TWO_FACTOR_REQUIRED_MESSAGE, twoFactorRequired: true as const };
    reply.setCookie(cookieName, signedIn.token, sessionCookieOptions(config));
    return { message: 'Login successful!', user: signedIn.user };
  });

  // Passkeys: a sign-in of their own (the authenticator verifies its user), limited per address as sign-in is.
  app.post(
    '/passkeys/authentication-options',
    { onRequest: perIp, schema: operations.passkeyAuthenticationOptions },
    async (_request, reply) => reply.header('Cache-Control', 'no-store').send(await passkeys.authenticationOptions()),
  );

  app.post('/passkeys/sign-in', { onRequest: perIp, schema: operations.signInWithPasskey }, async (request, reply) => {
    const signedIn = await service.passkeySignIn(request.body.response, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      previousToken: request.cookies[cookieName],
    });
    reply.setCookie(cookieName, signedIn.token, sessionCookieOptions(config));
    return { message: 'Login successful!', user: signedIn.user };
  });

  app.get('/passkeys', signedInOnly({ schema: operations.listPasskeys }), async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { passkeys: await passkeys.list(currentUser(request)) };
  });

  app.post('/passkeys/registration-options', signedInOnly({ schema: operations.passkeyRegistrationOptions }), async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await passkeys.registrationOptions(currentUser(request))),
  );

  app.post('/passkeys', signedInOnly({ schema: operations.addPasskey }), async (request, reply) => {
    const passkey = await passkeys.add(currentUser(request), request.body.response, request.body.name);
    return reply.code(201).send({ message: 'Your passkey is added: you can sign in with it.', passkey });
  });

  app.delete('/passkeys/:id', signedInOnly({ schema: operations.removePasskey }), async (request) => {
    await passkeys.remove(currentUser(request), request.params.id);
    return { message: 'That passkey is removed.' };
  });

  app.post('/logout', { schema: operations.logOut }, async (request, reply) => {
    await service.logout(request.cookies[cookieName]);
    // The same attributes it was set with (but its lifetime), or a browser keeps the cookie.
    const { maxAge: _lifetime, ...attributes } = sessionCookieOptions(config);
    reply.clearCookie(cookieName, attributes);
    return { message: 'Logged out successfully' };
  });

  app.get('/me', signedInOnly({ schema: operations.getCurrentUser }), async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { user: await service.me(currentUser(request).id) };
  });

  app.patch('/edit-profile', signedInOnly({ schema: operations.editProfile }), async (request) => ({
    user: await service.editProfile(currentUser(request), request.body),
  }));

  app.post('/verify-email', { onRequest: perIp, schema: operations.verifyEmail }, async (request) => {
    await account.verifyEmail(request.body.token, request.cookies[cookieName]);
    return { message: 'Your email is verified.' };
  });

  app.get('/guest-orders', signedInOnly({ schema: operations.listGuestOrders }), async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return account.guestOrders(currentUser(request));
  });

  app.post('/guest-orders/claim', signedInOnly({ schema: operations.claimGuestOrders }), async (request) =>
    account.claimGuestOrders(currentUser(request), request.body.orderIds),
  );

  app.post('/resend-verification', signedInOnly({ preHandler: perIp, schema: operations.resendVerification }), async (request) => ({
    message: await account.resendVerification(currentUser(request)),
  }));

  app.post('/forgot-password', { onRequest: perIp, schema: operations.forgotPassword }, async (request) => ({
    message: await account.forgotPassword(request.body.email),
  }));

  app.post('/reset-password', { onRequest: perIp, schema: operations.resetPassword }, async (request) => ({
    message: await account.resetPassword(request.body.token, request.body.password),
  }));

  app.post('/change-password', signedInOnly({ preHandler: perIp, schema: operations.changePassword }), async (request) => ({
    message: await account.changePassword(currentUser(request), request.body, request.cookies[cookieName] ?? ''),
  }));

  app.get('/sessions', signedInOnly({ schema: operations.listSessions }), async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { sessions: await service.listSessions(currentUser(request), request.cookies[cookieName]) };
  });

  app.delete('/sessions/:id', signedInOnly({ schema: operations.endSession }), async (request) => {
    await service.endSession(currentUser(request), request.params.id);
    return { message: 'That session is signed out.' };
  });

  app.post('/sessions/end-others', signedInOnly({ schema: operations.endOtherSessions }), async (request) => {
    await service.endOtherSessions(currentUser(request), request.cookies[cookieName]);
    return { message: 'Every other session is signed out.' };
  });

  // Two-factor sign-in: each step asks for the password or a code again, limited per address as sign-in is.
  app.post('/two-factor/setup', signedInOnly({ preHandler: perIp, schema: operations.startTwoFactorSetup }), async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await twoFactor.startSetup(currentUser(request), request.body.password)),
  );

  app.post('/two-factor/enable', signedInOnly({ preHandler: perIp, schema: operations.enableTwoFactor }), async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await twoFactor.confirmSetup(currentUser(request), request.body.code)),
  );

  app.post('/two-factor/disable', signedInOnly({ preHandler: perIp, schema: operations.disableTwoFactor }), async (request) =>
    twoFactor.disable(currentUser(request), request.body.password, request.body.code),
  );

  app.post('/reauthenticate', signedInOnly({ preHandler: perIp, schema: operations.confirmIdentity }), async (request) => {
    await service.reauthenticate(currentUser(request), request.body, request.ip);
    return { message: 'Thank you: you can go on.' };
  });

  app.post(
    '/two-factor/recovery-codes',
    signedInOnly({ preHandler: perIp, schema: operations.renewRecoveryCodes }),
    async (request, reply) =>
      reply.header('Cache-Control', 'no-store').send(await twoFactor.renewRecoveryCodes(currentUser(request), request.body.password)),
  );
};
