import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { FEED_PATHS } from '@shop/shared/product-feed';
import { matchesEtag } from '../catalogue';
import type { BuiltFeed } from './feed-cache';
import type { FeedFormat, FeedsService } from './feeds.service';

const CONTENT_TYPES: Record<FeedFormat, string> = {
  google: 'application/xml; charset=utf-8',
  meta: 'text/csv; charset=utf-8',
};

/** Whether an Accept-Encoding header takes gzip (by name or `*`, with a weight above zero). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const weight = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    return (name === 'gzip' || name === '*') && (weight === undefined || Number(weight) > 0);
  });
}

/**
 * Whether the reader holds this feed already: its If-None-Match names the ETag or, without one,
 * its If-Modified-Since is not before the feed's Last-Modified (RFC 9110, 13.1).
 */
function notModified(request: FastifyRequest, feed: BuiltFeed): boolean {
  const { 'if-none-match': ifNoneMatch, 'if-modified-since': ifModifiedSince } = request.headers;
  if (ifNoneMatch !== undefined) return matchesEtag(ifNoneMatch, feed.etag);
  const since = ifModifiedSince ? Date.parse(ifModifiedSince) : Number.NaN;
  return !Number.isNaN(since) && feed.lastModified.getTime() <= since;
}

/**
 * The product feeds, public: `/feeds/google.xml` for Google Merchant Center and `/feeds/meta.csv`
 * for Meta's catalogues. Each is sent from its kept bytes (gzipped as it was built, for readers
 * that take gzip), with its ETag and Last-Modified; readers revalidate and get 304 while it is unchanged.
 */
export const feedsRoutes: FastifyPluginAsync<{ service: FeedsService }> = async (app, { service }) => {
  async function send(request: FastifyRequest, reply: FastifyReply, format: FeedFormat) {
    const feed = await service.feed(format);
    reply
      .header('Cache-Control', 'public, no-cache')
      .header('ETag', feed.etag)
      .header('Last-Modified', feed.lastModified.toUTCString())
      .header('Vary', 'Accept-Encoding');
    if (notModified(request, feed)) return reply.code(304).send();
    reply.type(CONTENT_TYPES[format]);
    if (acceptsGzip(request.headers['accept-encoding'])) return reply.header('Content-Encoding', 'gzip').send(feed.gzipped);
    return reply.send(feed.body);
  }

  // The bytes are compressed once per build here, not on every request by the compression plugin.
  app.get(FEED_PATHS.google, { compress: false }, (request, reply) => send(request, reply, 'google'));
  app.get(FEED_PATHS.meta, { compress: false }, (request, reply) => send(request, reply, 'meta'));
};
