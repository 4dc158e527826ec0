/**
 * Serves the built web app and uploaded images from the API process. The storefront's pages
 * are rendered to HTML here by the web app's server entry (apps/web/src/ssr/entry-server.tsx),
 * which answers its API calls in process; every other page gets the app's shell and renders in
 * the browser. Hashed assets are cached for a year; unknown paths answer HTTP 404.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { alternatesOf, languageOfPath } from '@shop/shared/languages';
import { isClientRoute } from '@shop/shared/routes';
import { CURRENCY_COOKIE, CURRENCY_COOKIE_MAX_AGE_SECONDS } from '@shop/shared/shopper-currency';
import { ANNOUNCEMENT_COOKIE, ANNOUNCEMENT_COOKIE_MAX_AGE_SECONDS, CLOSE_ANNOUNCEMENT_PARAM } from '@shop/shared/site-content';
import { bucketImagesRoutes } from '../modules/uploads/bucket-images.routes';
import type { ImageStore } from '../modules/uploads/image-store';
import { pageHtml, pageScriptsOf, prepareShell, type PageHead } from './page-html';

const YEAR_SECONDS = 31_536_000;

/**
 * The storefront's forms that work without JavaScript, as GET forms on the page itself: each
 * keeps the visitor's choice in a cookie the server renders with. Without the pattern, nothing is kept.
 */
const PAGE_FORMS = [
  { param: 'currency', cookie: CURRENCY_COOKIE, valid: /^[A-Z]{3}$/, maxAge: CURRENCY_COOKIE_MAX_AGE_SECONDS },
  { param: CLOSE_ANNOUNCEMENT_PARAM, cookie: ANNOUNCEMENT_COOKIE, valid: /^[\w-]{1,64}$/, maxAge: ANNOUNCEMENT_COOKIE_MAX_AGE_SECONDS },
];

export interface WebAppOptions {
  /** The web app's build: `client/` (served) and `server/entry-server.js` (the page render). */
  webDistDir: string | undefined;
  /** Served at /uploads/: a directory as static files, a bucket by streaming its objects. */
  images: ImageStore;
}

/** The contract of apps/web/src/ssr/entry-server.tsx. */
interface RenderResultOfServer {
  kind: 'client' | 'redirect' | 'page';
  status?: number;
  location?: string;
  html?: string;
  state?: string;
  head?: { title?: string };
  /** The page's module as the build's manifest names it. */
  module?: string;
  /** The modules of the page's language's messages, as the build's manifest names them. */
  messages?: string[];
}
interface ServerEntry {
  render(request: { url: string; fetch: typeof fetch; currency?: string }): Promise<RenderResultOfServer>;
}

export interface SendPageOptions {
  /** Overrides the status the page would have. */
  status?: number;
  /** Extra head tags (a product's description, Open Graph and JSON-LD). */
  head?: PageHead;
}

export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  if (options.images.kind === 'bucket') {
    await app.register(bucketImagesRoutes, { store: options.images });
  } else {
    await app.register(fastifyStatic, {
      root: options.images.dir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      // Stored names are random and never reused, so a year is safe.
      maxAge: YEAR_SECONDS * 1000,
      immutable: true,
    });
  }

  const clientDir = options.webDistDir && path.join(options.webDistDir, 'client');
  if (!clientDir || !existsSync(path.join(clientDir, 'index.html'))) {
    app.log.warn({ webDistDir: options.webDistDir }, 'web app not built; serving the API only (run `npm run build`)');
    return;
  }

  const shell = prepareShell(await readFile(path.join(clientDir, 'index.html'), 'utf8'), (href) =>
    readFileSync(path.join(clientDir, href), 'utf8'),
  );
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  const pageScripts = existsSync(manifestFile)
    ? pageScriptsOf(JSON.parse(await readFile(manifestFile, 'utf8')) as Parameters<typeof pageScriptsOf>[0])
    : undefined;
  const serverEntryFile = path.join(options.webDistDir!, 'server', 'entry-server.js');
  const serverEntry = existsSync(serverEntryFile) ? ((await import(pathToFileURL(serverEntryFile).href)) as ServerEntry) : undefined;
  if (!serverEntry) app.log.warn({ serverEntryFile }, 'no server render built; every page renders in the browser');

  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    // The build writes a Brotli and a gzip copy of each asset (apps/web/scripts/precompress.ts):
    // sent as they are to a browser that accepts them, at the highest compression, with no work.
    preCompressed: true,
    // Source maps would hand out the shop's source; a build writes none, and a stray one stays private.
    allowedPath: (pathName) => !pathName.endsWith('.map'),
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', hashed ? `public, max-age=${YEAR_SECONDS}, immutable` : 'public, max-age=3600');
    },
  });

  /**
   * The page's API calls, answered by this app without a network hop, as the visitor's IP. The
   * page is rendered for any visitor (signed out): of their cookies only the announcement they
   * closed goes along, so that the page comes without it rather than losing it after loading.
   */
  const fetchInProcess =
    (request: FastifyRequest): typeof fetch =>
    async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://in-process');
      const closed = request.cookies[ANNOUNCEMENT_COOKIE];
      const answer = await app.inject({
        method: (init?.method ?? 'GET') as 'GET',
        url: `${url.pathname}${url.search}`,
        headers: { accept: 'application/json', ...(closed ? { cookie: `${ANNOUNCEMENT_COOKIE}=${encodeURIComponent(closed)}` } : {}) },
        remoteAddress: request.ip,
      });
      const empty = answer.statusCode === 204 || answer.statusCode === 304;
      return new Response(empty ? null : answer.rawPayload, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply, page: SendPageOptions = {}) => {
    // A page's form sent without JavaScript (the currency picker, the announcement's close): the
    // choice is kept, and the visitor goes back to the page, with the rest of the query (the form
    // carries the page's own: PageQueryFields).
    const url = new URL(request.url, 'http://page');
    const form = PAGE_FORMS.find(({ param }) => url.searchParams.has(param));
    if (form) {
      const chosen = url.searchParams.get(form.param)!;
      url.searchParams.delete(form.param);
      if (form.valid.test(chosen)) {
        reply.setCookie(form.cookie, chosen, {
          path: '/',
          maxAge: form.maxAge,
          sameSite: 'lax',
          secure: app.config.session.secureCookies,
        });
      }
      return reply.redirect(`${url.pathname}${url.search}`, 303);
    }
    const fallbackStatus = isClientRoute(request.url) ? 200 : 404;
    let rendered: RenderResultOfServer = { kind: 'client' };
    if (serverEntry) {
      try {
        rendered = await serverEntry.render({
          url: `http://${request.host}${request.url}`,
          fetch: fetchInProcess(request),
          currency: request.cookies[CURRENCY_COOKIE],
        });
      } catch (error) {
        // The browser can still render the page: a failed server render costs speed, not the page.
        request.log.error({ err: error }, 'server render failed; sending the app shell');
      }
    }
    if (rendered.kind === 'redirect') return reply.redirect(rendered.location ?? '/', rendered.status ?? 302);
    const status = page.status ?? rendered.status ?? fallbackStatus;
    // The page's language is its address's; a page the server rendered names its address in every language.
    const lang = languageOfPath(request.url).code;
    const alternates =
      status === 200 && (rendered.kind === 'page' || page.head?.url) ? alternatesOf(request.url, app.config.publicUrl) : undefined;
    const html =
      rendered.kind === 'page'
        ? pageHtml(
            shell,
            { title: rendered.head?.title, lang, alternates, ...page.head },
            {
              html: rendered.html ?? '',
              state: rendered.state ?? '',
              scripts: pageScripts?.(rendered.module, rendered.messages),
            },
          )
        : pageHtml(shell, { lang, alternates, ...page.head });
    // A rendered page is in the shopper's currency (the cookie's) and without the announcement they closed.
    if (rendered.kind === 'page') reply.header('Vary', 'Cookie');
    return reply.code(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };
  app.decorate('sendPage', sendPage);

  // NOTE: pages answer from a route, not from the not-found handler: route hooks (compression
  // among them) never run for the latter. Unknown API and upload paths still get its JSON 404.
  app.get('/*', async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/uploads/')) return reply.callNotFound();
    return sendPage(request, reply);
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a page of the web app; absent when the web app is not built. */
    sendPage?: (request: FastifyRequest, reply: FastifyReply, options?: SendPageOptions) => Promise<FastifyReply>;
  }
}
