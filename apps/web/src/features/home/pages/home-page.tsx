import type { HomePageContent } from '@shop/shared/site-content.schema';
import { DEFAULT_HOME } from '@shop/shared/site-content';
import { paths } from '@shop/shared/routes';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import heroRail from '@/assets/home/hero-rail.svg';
import { buttonStyles, cardLinkStyles } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ProductGrid } from '@/features/catalogue/components/product-card';
import { srcSetOf } from '@/features/catalogue/components/product-image';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { useHomeContent } from '../api/get-home-content';

/** For the route's prefetch on the server, which loads this page's code anyway. */
export { homeContentQueryOptions } from '../api/get-home-content';
import { CategoryTiles } from '../components/category-tiles';
import { ServiceTiles } from '../components/service-tiles';
import { useMessages, useT } from '@/i18n/i18n';

/** The home page as the shop ships it: shown should the owner's version fail to load. */
const DEFAULT_PAGE: HomePageContent = {
  hero: { ...DEFAULT_HOME.hero, images: [] },
  categoryTiles: ['womens', 'mens', 'kids'],
  studioTiles: ['services', 'photography', 'design'],
  featured: [],
};

/** `/`: the hero, the category and studio tiles and the featured products, as the owner set them in the dashboard. */
export function HomePage() {
  useMessages('browse');
  const t = useT();
  usePageTitle(t('nav.home'));
  const home = useHomeContent();
  // The server's page holds them; only a visit from another page in the browser waits for them.
  const content = home.data ?? (home.isError ? DEFAULT_PAGE : undefined);
  if (!content) return <HomeSkeleton />;
  const { hero, featured } = content;

  return (
    <>
      <section className="mx-auto grid max-w-7xl items-center gap-8 px-5 pt-8 pb-6 md:grid-cols-2 md:gap-12 md:py-16 lg:px-8">
        <div className="order-2 space-y-6 md:order-1">
          {hero.eyebrow ? <p className="text-xs font-semibold tracking-[0.25em] text-clay uppercase">{hero.eyebrow}</p> : null}
          <h1 className="text-3xl leading-tight text-balance sm:text-4xl lg:text-5xl">{hero.headline}</h1>
          <Link to={paths.shop} className={buttonStyles({ size: 'lg' })}>
            {hero.buttonText}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <img
          src={hero.image || heroRail}
          srcSet={srcSetOf(hero.images)}
          sizes={hero.images.length > 0 ? '(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw' : undefined}
          alt={hero.image ? hero.imageAlt : t('home.defaultPictureAlt')}
          width={1200}
          height={900}
          fetchPriority="high"
          className="order-1 aspect-[4/3] w-full rounded-xl object-cover md:order-2"
        />
      </section>

      <section className="px-5 md:hidden">
        <div className="relative flex items-center justify-between rounded-lg bg-ink px-5 py-4 text-paper">
          <div>
            <Link to={paths.visualStory} className={cardLinkStyles({ className: 'font-display text-2xl tracking-wide' })}>
              [HIS]tory
            </Link>
            <p className="text-sm text-stone">{t('home.visualStory')}</p>
          </div>
          <ArrowRight aria-hidden="true" className="size-5" />
        </div>
      </section>

      {featured.length > 0 ? (
        <section aria-labelledby="featured-title" className="mx-auto max-w-7xl px-5 pt-14 lg:px-8">
          <h2 id="featured-title" className="mb-6 text-3xl">
            {t('home.featured')}
          </h2>
          <ProductGrid products={featured} layout="wide" priorityCount={0} />
        </section>
      ) : null}
      <CategoryTiles tiles={content.categoryTiles} />
      <ServiceTiles tiles={content.studioTiles} />
    </>
  );
}

/** Where the hero and the tiles will be, while they load on a visit from another page. */
function HomeSkeleton() {
  const t = useT();
  return (
    <div aria-busy="true" className="mx-auto grid max-w-7xl items-center gap-8 px-5 pt-8 pb-6 md:grid-cols-2 md:gap-12 md:py-16 lg:px-8">
      <span className="sr-only">{t('home.loading')}</span>
      <div className="order-2 space-y-4 md:order-1">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-12 w-40" />
      </div>
      <Skeleton className="order-1 aspect-[4/3] w-full rounded-xl md:order-2" />
    </div>
  );
}
