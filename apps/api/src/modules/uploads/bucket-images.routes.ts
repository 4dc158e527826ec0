/**
 * `GET` and `HEAD /uploads/<file>` when images are kept in a bucket: each is streamed from the
 * bucket through the shop, so the bucket stays private and image addresses stay on the shop's
 * own origin (the CSP allows images from 'self' only).
 */
import type { FastifyPluginAsync } from 'fastify';
import { IMAGE_CACHE_CONTROL, type BucketImageStore } from './image-store';

/**
 * The image types a name may end in, each served as its own type only. An object of any other
 * type (a page or a script someone put in the bucket) is never served from the shop's origin.
 */
const IMAGE_TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

/** The image type the file's name implies, or undefined when it is not an image's name. */
function imageTypeOf(file: string): string | undefined {
  const dot = file.lastIndexOf('.');
  return dot > 0 ? IMAGE_TYPES[file.slice(dot + 1).toLowerCase()] : undefined;
}

export const bucketImagesRoutes: FastifyPluginAsync<{ store: BucketImageStore }> = async (app, { store }) => {
  app.route<{ Params: { file: string } }>({
    method: ['GET', 'HEAD'],
    url: '/uploads/:file',
    handler: async (request, reply) => {
      const type = imageTypeOf(request.params.file);
      if (!type) return reply.callNotFound();
      const image = await store.read(request.params.file, {
        body: request.method === 'GET',
        ifNoneMatch: request.headers['if-none-match'],
      });
      // The same JSON 404 as any unknown path, as the directory's static files answer.
      if (image.kind === 'missing') return reply.callNotFound();
      if (image.kind === 'found' && image.contentType.split(';')[0]!.trim().toLowerCase() !== type) {
        image.body?.destroy();
        return reply.callNotFound();
      }
      reply.header('Cache-Control', IMAGE_CACHE_CONTROL);
      if (image.etag) reply.header('ETag', image.etag);
      if (image.kind === 'not-modified') return reply.code(304).send();
      reply.type(type);
      if (image.contentLength !== undefined) reply.header('Content-Length', image.contentLength);
      return reply.send(image.body);
    },
  });
};
