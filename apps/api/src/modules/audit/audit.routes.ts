import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditPageSchema, AuditQuerySchema } from '@shop/shared/audit.schema';
import { errorAnswers } from '../../lib/openapi';
import { adminsOnly } from '../auth/guards';
import type { AuditService } from './audit.service';

/** The audit log, read-only: no route changes or deletes an entry. */
export const auditRoutes: FastifyPluginAsyncZod<{ service: AuditService }> = async (app, { service }) => {
  app.get(
    '/audit',
    adminsOnly({
      schema: {
        tags: ['audit'],
        summary: "Every admin's changes, newest first, with what each changed (admin)",
        operationId: 'listAudit',
        querystring: AuditQuerySchema,
        response: { 200: AuditPageSchema, ...errorAnswers(400) },
      },
    }),
    async (request, reply) => {
      const { total, ...page } = await service.list(request.query);
      return reply.header('X-Total-Count', String(total)).header('Cache-Control', 'no-store').send(page);
    },
  );
};
