/**
 * `GET` and `HEAD /uploads/<file>` when images are kept in a bucket: each is streamed from the
 * bucket through the shop, so the bucket stays private and image addresses stay on the shop's
 * own origin (the CSP allows images from 'self' only).
 */
import type { FastifyPluginAsync } from 'fastify';
import { IMAGE_CACHE_CONTROL, type BucketImageStore } from './image-store';

export const bucketImagesRoutes: FastifyPluginAsync<{ store: BucketImageStore }> = async (app, { store }) => {
  app.route<{ Params: { file: string } }>({
    method: ['GET', 'HEAD'],
    url: '/uploads/:file',
    handler: async (request, reply) => {
      const image = await store.read(request.params.file, {
        body: request.method === 'GET',
        ifNoneMatch: request.headers['if-none-match'],
      });
      // The same JSON 404 as any unknown path, as the directory's static files answer.
      if (image.kind === 'missing') return reply.callNotFound();
      reply.header('Cache-Control', IMAGE_CACHE_CONTROL);
      if (image.etag) reply.header('ETag', image.etag);
      if (image.kind === 'not-modified') return reply.code(304).send();
      reply.type(image.contentType);
      if (image.contentLength !== undefined) reply.header('Content-Length', image.contentLength);
      return reply.send(image.body);
    },
  });
};
