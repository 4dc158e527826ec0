import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EditProfileSchema,
  LoginResponseSchema,
  LoginSchema,
  MessageResponseSchema,
  RegisterSchema,
  UserResponseSchema,
} from '@shop/shared/auth.schema';
import { ErrorResponseSchema } from '@shop/shared/common.schema';
import type { CounterStore } from '../../lib/counter-store';
import { createUsersRepository } from '../users/users.repository';
import { createAuthService } from './auth.service';
import { currentUser, requireUser } from './guards';
import { sessionCookieName, sessionCookieOptions } from './session-cookie';
import { createSessionsRepository } from './sessions.repository';

export const authRoutes: FastifyPluginAsyncZod<{ failures: CounterStore }> = async (app, { failures }) => {
  const { config } = app;
  const service = createAuthService({
    config,
    users: createUsersRepository(app.database.db),
    sessions: createSessionsRepository(app.database.db),
    failures,
  });
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
        body: RegisterSchema,
        response: { 201: LoginResponseSchema, 409: ErrorResponseSchema },
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
        body: LoginSchema,
        response: { 200: LoginResponseSchema, 401: ErrorResponseSchema },
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
    { schema: { tags: ['auth'], summary: 'End the session', response: { 200: MessageResponseSchema } } },
    async (request, reply) => {
      await service.logout(request.cookies[cookieName]);
      reply.clearCookie(cookieName, { path: '/' });
      return { message: 'Logged out successfully' };
    },
  );

  app.get(
    '/me',
    {
      onRequest: requireUser,
      schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: UserResponseSchema } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { user: await service.me(currentUser(request).id) };
    },
  );

  app.patch(
    '/edit-profile',
    {
      onRequest: requireUser,
      schema: {
        tags: ['auth'],
        summary: "Edit the signed-in user's profile",
        body: EditProfileSchema,
        response: { 200: UserResponseSchema },
      },
    },
    async (request) => ({ user: await service.editProfile(currentUser(request).id, request.body) }),
  );
};
