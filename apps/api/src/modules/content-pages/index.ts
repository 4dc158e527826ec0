/** The content pages' public face: the sitemap lists the published pages through the service. */
export { createContentPagesRepository, type ContentPagesRepository } from './content-pages.repository';
export { createContentPagesService, type ContentPagesService } from './content-pages.service';
export { contentPagesRoutes } from './content-pages.routes';
export { pagePlaceholders } from './placeholders';
