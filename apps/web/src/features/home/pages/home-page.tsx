import { paths } from '@shop/shared/routes';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import heroRail from '@/assets/home/hero-rail.svg';
import { buttonStyles, cardLinkStyles } from '@/components/ui/button';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { CategoryTiles } from '../components/category-tiles';
import { ServiceTiles } from '../components/service-tiles';

export function HomePage() {
  usePageTitle('Home');
  return (
    <>
      <section className="mx-auto grid max-w-7xl items-center gap-8 px-5 pt-8 pb-6 md:grid-cols-2 md:gap-12 md:py-16 lg:px-8">
        <div className="order-2 space-y-6 md:order-1">
          <p className="text-xs font-semibold tracking-[0.25em] text-clay uppercase">Cotton essentials</p>
          <h1 className="text-3xl leading-tight text-balance sm:text-4xl lg:text-5xl">
            Providing you with the best material, the most updated fashion and the best service.
          </h1>
          <Link to={paths.shop} className={buttonStyles({ size: 'lg' })}>
            Shop Now
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <img
          src={heroRail}
          alt="A clothing rail of tees in cream, sage, charcoal and rose above a bench of folded tees"
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
            <p className="text-sm text-stone">Our visual story</p>
          </div>
          <ArrowRight aria-hidden="true" className="size-5" />
        </div>
      </section>

      <CategoryTiles />
      <ServiceTiles />
    </>
  );
}
