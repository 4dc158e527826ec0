import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EditProfileSchema, LoginResponseSchema, LoginSchema, RegisterSchema, UserResponseSchema } from '@shop/shared/auth.schema';
import { MessageResponseSchema } from '@shop/shared/common.schema';
import { errorAnswers, PUBLIC, SESSION_OPTIONAL } from '../../lib/openapi';
import type { AuthService } from './auth.service';
import { currentUser, signedInOnly } from './guards';
import { sessionCookieName, sessionCookieOptions } from './session-cookie';

export const authRoutes: FastifyPluginAsyncZod<{ service: AuthService }> = async (app, { service }) => {
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
      reply.clearCookie(cookieName, { path: '/' });
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
};
