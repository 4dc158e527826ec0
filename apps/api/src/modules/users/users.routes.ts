import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageResponseSchema, UpdateRoleSchema, UserListSchema, UserUpdateResponseSchema } from '@shop/shared/auth.schema';
import { IdParamsSchema } from '@shop/shared/common.schema';
import { currentUser, requireAdmin } from '../auth/guards';
import { createUsersRepository } from './users.repository';
import { createUsersService } from './users.service';

/** Admin management of accounts, under /api/auth as the specification has it. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createUsersService(createUsersRepository(app.database.db));
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/users',
    { schema: { tags: ['users'], summary: 'Every account (admin)', response: { 200: UserListSchema } } },
    async (_request, reply) => reply.header('Cache-Control', 'no-store').send(await service.list()),
  );

  app.put(
    '/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: "Change an account's role (admin)",
        params: IdParamsSchema,
        body: UpdateRoleSchema,
        response: { 200: UserUpdateResponseSchema },
      },
    },
    async (request) => ({
      message: 'Updated role successfully!',
      user: await service.setRole(currentUser(request), request.params.id, request.body.role),
    }),
  );

  app.delete(
    '/users/:id',
    {
      schema: { tags: ['users'], summary: 'Delete an account (admin)', params: IdParamsSchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      await service.delete(currentUser(request), request.params.id);
      return { message: 'User deleted successfully!' };
    },
  );
};
