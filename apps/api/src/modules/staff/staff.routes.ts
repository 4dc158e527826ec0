import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operations } from '../../lib/operations';
import { adminsOnly, currentUser } from '../../lib/guards';
import type { InvitationsService } from './invitations.service';
import type { StaffService } from './staff.service';

/** The shop's staff and their roles, under /api/staff: an owner's matter ('staff'). */
export const staffRoutes: FastifyPluginAsyncZod<{ service: StaffService; invitations: InvitationsService }> = async (
  app,
  { service, invitations },
) => {
  // The links' routes are open to anyone holding one: limited per address as sign-in is.
  const perIp = app.rateLimit({
    max: app.config.authRateLimit.maxPerIp,
    timeWindow: app.config.authRateLimit.windowMs,
    keyGenerator: (request) => `auth-ip:${request.ip}`,
  });

  app.get('/', adminsOnly({ schema: operations.listStaff }), async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ staff: await service.list() }),
  );

  app.put('/:id/role', adminsOnly({ schema: operations.changeStaffRole }), async (request) =>
    service.changeRole(currentUser(request), request.params.id, request.body.role),
  );

  app.post('/:id/suspend', adminsOnly({ schema: operations.suspendStaff }), async (request) =>
    service.suspend(currentUser(request), request.params.id),
  );

  app.post('/:id/restore', adminsOnly({ schema: operations.restoreStaff }), async (request) =>
    service.restore(currentUser(request), request.params.id),
  );

  app.get('/roles', adminsOnly({ schema: operations.listStaffRoles }), async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ roles: await service.roles() }),
  );

  app.post('/roles', adminsOnly({ schema: operations.createStaffRole }), async (request, reply) =>
    reply.code(201).send(await service.createRole(currentUser(request), request.body)),
  );

  app.put('/roles/:handle', adminsOnly({ schema: operations.updateStaffRole }), async (request) =>
    service.updateRole(currentUser(request), request.params.handle, request.body),
  );

  app.delete('/roles/:handle', adminsOnly({ schema: operations.deleteStaffRole }), async (request) =>
    service.deleteRole(currentUser(request), request.params.handle),
  );

  app.get('/invitations', adminsOnly({ schema: operations.listStaffInvitations }), async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ invitations: await invitations.list() }),
  );

  app.post('/invitations', adminsOnly({ schema: operations.inviteStaff }), async (request, reply) =>
    reply.code(201).send(await invitations.invite(currentUser(request), request.body)),
  );

  app.delete('/invitations/:id', adminsOnly({ schema: operations.revokeStaffInvitation }), async (request) =>
    invitations.revoke(currentUser(request), request.params.id),
  );

  app.post('/invitations/preview', { onRequest: perIp, schema: operations.previewStaffInvitation }, async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await invitations.preview(request.body.token)),
  );

  app.post('/invitations/accept', { onRequest: perIp, schema: operations.acceptStaffInvitation }, async (request) =>
    invitations.accept(request.body),
  );
};
