import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendListPage } from '../../lib/list-page';
import { operations } from '../../lib/operations';
import { adminsOnly } from '../../lib/guards';
import type { AuditService } from './audit.service';

/** The audit log, read-only: no route changes or deletes an entry. */
export const auditRoutes: FastifyPluginAsyncZod<{ service: AuditService }> = async (app, { service }) => {
  app.get('/audit', adminsOnly({ schema: operations.listAudit }), async (request, reply) => {
    const { total, ...page } = await service.list(request.query);
    return sendListPage(reply, total, page);
  });
};
