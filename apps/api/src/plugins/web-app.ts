/**
 * Serves the built web app and uploaded images from the API process: hashed assets are
 * cached for a year, `index.html` answers every client route (HTTP 404 for unknown paths).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isClientRoute } from '@shop/shared/routes';

const YEAR_SECONDS = 31_536_000;

export interface WebAppOptions {
  webDistDir: string | undefined;
  uploadsDir: string;
}

/** Answers the app's index.html when the web app is built, so pages can be given their meta. */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<{ indexHtml?: string }> {
  await app.register(fastifyStatic, {
    root: options.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    // Stored names are random and never reused, so a year is safe.
    maxAge: YEAR_SECONDS * 1000,
    immutable: true,
  });

  const distDir = options.webDistDir;
  if (!distDir || !existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'web app not built; serving the API only (run `npm run build`)');
    return {};
  }

  const indexHtml = await readFile(path.join(distDir, 'index.html'), 'utf8');
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', hashed ? `public, max-age=${YEAR_SECONDS}, immutable` : 'public, max-age=3600');
    },
  });

  app.decorate('sendIndexHtml', (request: FastifyRequest, reply: FastifyReply, html = indexHtml, status?: number) => {
    return reply
      .code(status ?? (isClientRoute(request.url) ? 200 : 404))
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  });
  return { indexHtml };
}

declare module 'fastify' {
  interface FastifyInstance {
    sendIndexHtml?: (request: FastifyRequest, reply: FastifyReply, html?: string, status?: number) => FastifyReply;
  }
}
