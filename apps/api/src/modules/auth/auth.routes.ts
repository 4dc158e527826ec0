import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChangePasswordSchema,
  EditProfileSchema,
  ForgotPasswordSchema,
  LoginResponseSchema,
  LoginSchema,
  RegisterSchema,
  ResetPasswordSchema,
  SessionListSchema,
  UserResponseSchema,
  VerifyEmailSchema,
} from '@shop/shared/auth.schema';
import { IdParamsSchema, MessageResponseSchema } from '@shop/shared/common.schema';
import { errorAnswers, PUBLIC, SESSION_OPTIONAL } from '../../lib/openapi';
import type { AccountService } from './account.service';
import type { AuthService } from './auth.service';
import { currentUser, signedInOnly } from './guards';
import { sessionCookieName, sessionCookieOptions } from './session-cookie';

export const authRoutes: FastifyPluginAsyncZod<{ service: AuthService; account: AccountService }> = async (app, { service, account }) => {
  const { config } = app;
  const cookieName = sessionCookieName(config);
  const perIp = app.rateLimit({
    max: config.authRateLimit.maxPerIp,
    timeWindow: config.authRateLimit.windowMs,
    keyGenerator: (request) => `auth-ip:${request.ip}`,
  });

  app.post(
    '/register',
    {
      onRequest: perIp,
      schema: {
        tags: ['auth'],
        summary: 'Create an account (role user)',
        operationId: 'registerUser',
        security: PUBLIC,
        body: RegisterSchema,
        response: { 201: LoginResponseSchema, ...errorAnswers(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = await service.register(request.body);
      await account.sendVerification(user);
      return reply.code(201).send({ message: 'Registration successful!', user });
    },
  );

  app.post(
    '/login',
    {
      onRequest: perIp,
      schema: {
        tags: ['auth'],
        summary: 'Sign in; sets the session cookie',
        operationId: 'logIn',
        security: PUBLIC,
        body: LoginSchema,
        response: { 200: LoginResponseSchema, ...errorAnswers(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const { token, user } = await service.login(request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        previousToken: request.cookies[cookieName],
      });
      reply.setCookie(cookieName, token, sessionCookieOptions(config));
      return { message: 'Login successful!', user };
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the session',
        operationId: 'logOut',
        security: SESSION_OPTIONAL,
        response: { 200: MessageResponseSchema, ...errorAnswers(403) },
      },
    },
    async (request, reply) => {
      await service.logout(request.cookies[cookieName]);
      // The same attributes it was set with (but its lifetime), or a browser keeps the cookie.
      const { maxAge: _lifetime, ...attributes } = sessionCookieOptions(config);
      reply.clearCookie(cookieName, attributes);
      return { message: 'Logged out successfully' };
    },
  );

  app.get(
    '/me',
    signedInOnly({
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        operationId: 'getCurrentUser',
        response: { 200: UserResponseSchema },
      },
    }),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { user: await service.me(currentUser(request).id) };
    },
  );

  app.patch(
    '/edit-profile',
    signedInOnly({
      schema: {
        tags: ['auth'],
        summary: "Edit the signed-in user's profile",
        operationId: 'editProfile',
        body: EditProfileSchema,
        response: { 200: UserResponseSchema, ...errorAnswers(400, 403) },
      },
    }),
    async (request) => ({ user: await service.editProfile(currentUser(request), request.body) }),
  );

  app.post(
    '/verify-email',
    {
      onRequest: perIp,
      schema: {
        tags: ['auth'],
        summary: "Prove the account's email address with the link's token (single use, 24 hours)",
        operationId: 'verifyEmail',
        security: PUBLIC,
        body: VerifyEmailSchema,
        response: { 200: MessageResponseSchema, ...errorAnswers(400, 429) },
      },
    },
    async (request) => {
      await account.verifyEmail(request.body.token);
      return { message: 'Your email is verified.' };
    },
  );

  app.post(
    '/resend-verification',
    signedInOnly({
      preHandler: perIp,
      schema: {
        tags: ['auth'],
        summary: 'Mail a new verification link to the signed-in user',
        operationId: 'resendVerification',
        response: { 200: MessageResponseSchema, ...errorAnswers(409, 429) },
      },
    }),
    async (request) => ({ message: await account.resendVerification(currentUser(request)) }),
  );

  app.post(
    '/forgot-password',
    {
      onRequest: perIp,
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link (the same answer whether or not the account exists)',
        operationId: 'forgotPassword',
        security: PUBLIC,
        body: ForgotPasswordSchema,
        response: { 200: MessageResponseSchema, ...errorAnswers(400, 429) },
      },
    },
    async (request) => ({ message: await account.forgotPassword(request.body.email) }),
  );

  app.post(
    '/reset-password',
    {
      onRequest: perIp,
      schema: {
        tags: ['auth'],
        summary: "Choose a new password with the link's token (single use, 1 hour); ends every session",
        operationId: 'resetPassword',
        security: PUBLIC,
        body: ResetPasswordSchema,
        response: { 200: MessageResponseSchema, ...errorAnswers(400, 429) },
      },
    },
    async (request) => ({ message: await account.resetPassword(request.body.token, request.body.password) }),
  );

  app.post(
    '/change-password',
    signedInOnly({
      preHandler: perIp,
      schema: {
        tags: ['auth'],
        summary: 'Change the password with the current one; ends every other session',
        operationId: 'changePassword',
        body: ChangePasswordSchema,
        response: { 200: MessageResponseSchema, ...errorAnswers(400, 429) },
      },
    }),
    async (request) => ({
      message: await account.changePassword(currentUser(request), request.body, request.cookies[cookieName] ?? ''),
    }),
  );

  app.get(
    '/sessions',
    signedInOnly({
      schema: {
        tags: ['auth'],
        summary: "The signed-in user's sessions: browser, system, last use, and which is this one",
        operationId: 'listSessions',
        response: { 200: SessionListSchema },
      },
    }),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { sessions: await service.listSessions(currentUser(request), request.cookies[cookieName]) };
    },
  );

  app.delete(
    '/sessions/:id',
    signedInOnly({
      schema: {
        tags: ['auth'],
        summary: "Sign out one of the user's other sessions",
        operationId: 'endSession',
        params: IdParamsSchema,
        response: { 200: MessageResponseSchema, ...errorAnswers(400, 404) },
      },
    }),
    async (request) => {
      await service.endSession(currentUser(request), request.params.id);
      return { message: 'That session is signed out.' };
    },
  );

  app.post(
    '/sessions/end-others',
    signedInOnly({
      schema: {
        tags: ['auth'],
        summary: 'Sign out every other session of the user',
        operationId: 'endOtherSessions',
        response: { 200: MessageResponseSchema },
      },
    }),
    async (request) => {
      await service.endOtherSessions(currentUser(request), request.cookies[cookieName]);
      return { message: 'Every other session is signed out.' };
    },
  );
};
