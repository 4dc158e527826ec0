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

  app.get('/audit/export.csv', adminsOnly({ schema: operations.exportAudit }), async (request, reply) => {
    const csv = await service.exportCsv(request.query);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="audit-log-${day}.csv"`)
      .header('Cache-Control', 'no-store')
      .serializer((payload: unknown) => payload as string)
      .send(csv);
  });
};
