import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createAnalyticsRecorder } from './analytics-recorder';
import { createAnalyticsRepository } from './analytics.repository';
import { createAnalyticsService, type SearchMatches } from './analytics.service';
import { hostNameOf } from '../../lib/visit';

export { analyticsRoutes } from './analytics.routes';
export type { AnalyticsService, OrderAnalyticsEvent, SearchMatches } from './analytics.service';

/** The shop's analytics as configured: with ANALYTICS=off nothing is recorded, and the report reads what there is. */
export function createShopAnalytics(
  db: Db,
  {
    settings,
    publicUrl,
    log,
    backgroundDb = db,
    searchMatches,
    testMode,
  }: {
    settings: Config['analytics'];
    publicUrl: string;
    log: FastifyBaseLogger;
    backgroundDb?: Db;
    /** The catalogue's count of a search's matches, handed in by the composition root (the analytics import no module). */
    searchMatches: SearchMatches;
    /** Whether the shop takes its payments in test mode. */
    testMode: boolean;
  },
) {
  // The batches go over a connection of their own: never waiting for, nor holding, one of the requests'.
  const repository = createAnalyticsRepository(db, backgroundDb);
  const recorder = settings.enabled
    ? createAnalyticsRecorder({ insert: repository.insertEvents, log, limit: settings.queueLimit })
    : undefined;
  const ownHost = hostNameOf(publicUrl);
  return createAnalyticsService({
    repository,
    recorder,
    log,
    retentionDays: settings.retentionDays,
    ownHosts: new Set(ownHost ? [ownHost] : []),
    searchMatches,
    testMode,
  });
}
