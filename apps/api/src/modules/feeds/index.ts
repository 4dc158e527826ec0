/**
 * The product feeds' public face: the service and routes that serve Google Merchant Center's
 * and Meta's feeds, and their repository, which the composition root builds.
 */
export { createFeedsRepository, type FeedsRepository } from './feeds.repository';
export { createFeedsService, type FeedsService } from './feeds.service';
export { feedsRoutes } from './feeds.routes';
