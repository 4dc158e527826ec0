import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendListPage } from '../../lib/list-page';
import { operations } from '../../lib/operations';
import { adminsOnly, currentUser } from '../../lib/guards';
import type { UsersService } from './users.service';

/** Admin management of accounts, under /api/auth as the specification has it. */
export const usersRoutes: FastifyPluginAsyncZod<{ service: UsersService }> = async (app, { service }) => {
  app.get('/users', adminsOnly({ schema: operations.listUsers }), async (request, reply) => {
    const { users, total } = await service.list(request.query);
    return sendListPage(reply, total, users);
  });

  app.put('/users/:id', adminsOnly({ schema: operations.updateUserRole }), async (request) => ({
    message: 'Updated role successfully!',
    user: await service.setRole(currentUser(request), request.params.id, request.body.role),
  }));

  app.delete('/users/:id', adminsOnly({ schema: operations.deleteUser }), async (request) => {
    await service.delete(currentUser(request), request.params.id);
    return { message: 'User deleted successfully!' };
  });

  app.post('/users/:id/end-sessions', adminsOnly({ schema: operations.endUserSessions }), async (request) => {
    await service.endSessions(currentUser(request), request.params.id);
    return { message: 'The user is signed out everywhere.' };
  });
};
