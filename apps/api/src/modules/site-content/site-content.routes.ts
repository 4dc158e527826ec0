import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ANNOUNCEMENT_COOKIE } from '@shop/shared/site-content';
import { adminsOnly, currentUser } from '../../lib/guards';
import { operations } from '../../lib/operations';
import type { SiteContentService } from './site-content.service';

/** The storefront's edited words, under /api/site-content: what the pages show, and the owner's edits. */
export const siteContentRoutes: FastifyPluginAsyncZod<{ service: SiteContentService }> = async (app, { service }) => {
  // Every storefront page asks: answered from the kept copy. Private: it leaves out the announcement this visitor closed.
  app.get('/', { schema: operations.getSiteContent }, async (request, reply) =>
    reply.header('Cache-Control', 'private, no-cache').send(await service.siteContent(request.cookies[ANNOUNCEMENT_COOKIE])),
  );

  app.get('/home', { schema: operations.getHomePageContent }, async (request, reply) =>
    reply.header('Cache-Control', 'no-cache').send(await service.homePage(request.query)),
  );

  app.get('/manage', adminsOnly({ schema: operations.getManagedSiteContent }), async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await service.manage()),
  );

  app.put('/manage/home', adminsOnly({ schema: operations.saveHomeContent }), async (request) =>
    service.saveHome(currentUser(request), request.body),
  );

  app.put('/manage/announcement', adminsOnly({ schema: operations.saveAnnouncement }), async (request) =>
    service.saveAnnouncement(currentUser(request), request.body),
  );

  app.put('/manage/footer', adminsOnly({ schema: operations.saveFooterContent }), async (request) =>
    service.saveFooter(currentUser(request), request.body),
  );

  app.delete('/manage/:block', adminsOnly({ schema: operations.resetSiteContent }), async (request) =>
    service.reset(currentUser(request), request.params.block),
  );
};
