import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminUserListSchema, AdminUsersQuerySchema, UpdateRoleSchema, UserUpdateResponseSchema } from '@shop/shared/auth.schema';
import { IdParamsSchema, MessageResponseSchema } from '@shop/shared/common.schema';
import { errorAnswers } from '../../lib/openapi';
import { adminsOnly, currentUser } from '../auth/guards';
import type { UsersService } from './users.service';

/** Admin management of accounts, under /api/auth as the specification has it. */
export const usersRoutes: FastifyPluginAsyncZod<{ service: UsersService }> = async (app, { service }) => {
  app.get(
    '/users',
    adminsOnly({
      schema: {
        tags: ['users'],
        summary: 'A page of the accounts, with their orders, total spent and open sessions; searched by email or name (admin)',
        operationId: 'listUsers',
        querystring: AdminUsersQuerySchema,
        response: { 200: AdminUserListSchema, ...errorAnswers(400) },
      },
    }),
    async (request, reply) => {
      const { users, total } = await service.list(request.query);
      return reply.header('X-Total-Count', String(total)).header('Cache-Control', 'no-store').send(users);
    },
  );

  app.put(
    '/users/:id',
    adminsOnly({
      schema: {
        tags: ['users'],
        summary: "Change an account's role (admin)",
        operationId: 'updateUserRole',
        params: IdParamsSchema,
        body: UpdateRoleSchema,
        response: { 200: UserUpdateResponseSchema, ...errorAnswers(400, 404, 409) },
      },
    }),
    async (request) => ({
      message: 'Updated role successfully!',
      user: await service.setRole(currentUser(request), request.params.id, request.body.role),
    }),
  );

  app.delete(
    '/users/:id',
    adminsOnly({
      schema: {
        tags: ['users'],
        summary: 'Delete an account (admin)',
        operationId: 'deleteUser',
        params: IdParamsSchema,
        response: { 200: MessageResponseSchema, ...errorAnswers(400, 404, 409) },
      },
    }),
    async (request) => {
      await service.delete(currentUser(request), request.params.id);
      return { message: 'User deleted successfully!' };
    },
  );

  app.post(
    '/users/:id/end-sessions',
    adminsOnly({
      schema: {
        tags: ['users'],
        summary: 'Sign an account out everywhere (admin)',
        operationId: 'endUserSessions',
        params: IdParamsSchema,
        response: { 200: MessageResponseSchema, ...errorAnswers(400, 404) },
      },
    }),
    async (request) => {
      await service.endSessions(currentUser(request), request.params.id);
      return { message: 'The user is signed out everywhere.' };
    },
  );
};
