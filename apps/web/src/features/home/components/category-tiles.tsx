import { paths, withQuery } from '@shop/shared/routes';
import type { CategoryTile } from '@shop/shared/site-content';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import kids from '@/assets/home/category-kids.svg';
import mens from '@/assets/home/category-mens.svg';
import womens from '@/assets/home/category-womens.svg';
import { cardLinkStyles } from '@/components/ui/button';
import { useMessages, useT, type MessageKey } from '@/i18n/i18n';

const CATEGORIES: Record<CategoryTile, { image: string; name: MessageKey; note: MessageKey }> = {
  womens: { image: womens, name: 'home.tile.womens', note: 'home.tile.womensNote' },
  mens: { image: mens, name: 'home.tile.mens', note: 'home.tile.mensNote' },
  kids: { image: kids, name: 'home.tile.kids', note: 'home.tile.kidsNote' },
};

/** The category tiles the owner shows, in their order; none, no section. */
export function CategoryTiles({ tiles }: { tiles: readonly CategoryTile[] }) {
  useMessages('browse');
  const t = useT();
  if (tiles.length === 0) return null;
  return (
    <section aria-labelledby="categories-title" className="mx-auto max-w-7xl px-5 py-14 lg:px-8">
      <h2 id="categories-title" className="mb-6 text-3xl">
        {t('home.byCategory')}
      </h2>
      <ul className="grid grid-cols-3 gap-3 sm:gap-5">
        {tiles.map((category) => (
          <li key={category} className="group relative">
            <img
              src={CATEGORIES[category].image}
              alt=""
              width={400}
              height={500}
              className="aspect-[4/5] w-full rounded-md object-cover sm:rounded-lg transition-transform duration-300 group-hover:scale-[1.01]"
            />
            <div className="mt-2 flex items-center justify-between sm:mt-3">
              <div>
                <h3 className="text-lg sm:text-xl">
                  <Link to={withQuery(paths.shop, { category })} className={cardLinkStyles({ ring: 'far' })}>
                    {t(CATEGORIES[category].name)}
                  </Link>
                </h3>
                <p className="hidden text-sm text-muted sm:block">{t(CATEGORIES[category].note)}</p>
              </div>
              <ArrowRight aria-hidden="true" className="hidden size-5 transition-transform group-hover:translate-x-1 sm:block" />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
