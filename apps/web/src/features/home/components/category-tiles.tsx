import { paths, withQuery } from '@shop/shared/routes';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import kids from '@/assets/home/category-kids.svg';
import mens from '@/assets/home/category-mens.svg';
import womens from '@/assets/home/category-womens.svg';
import { cardLinkStyles } from '@/components/ui/button';

const CATEGORIES = [
  { category: 'womens', label: 'Womens', image: womens, note: 'Soft, fitted and easy' },
  { category: 'mens', label: 'Mens', image: mens, note: 'Heavy cotton, clean lines' },
  { category: 'kids', label: 'Kids', image: kids, note: 'Made for play, and the wash' },
] as const;

export function CategoryTiles() {
  return (
    <section aria-labelledby="categories-title" className="mx-auto max-w-7xl px-5 py-14 lg:px-8">
      <h2 id="categories-title" className="mb-6 text-3xl">
        Shop by category
      </h2>
      <ul className="grid grid-cols-3 gap-3 sm:gap-5">
        {CATEGORIES.map((tile) => (
          <li key={tile.category} className="group relative">
            <img
              src={tile.image}
              alt=""
              width={400}
              height={500}
              className="aspect-[4/5] w-full rounded-md object-cover sm:rounded-lg transition-transform duration-300 group-hover:scale-[1.01]"
            />
            <div className="mt-2 flex items-center justify-between sm:mt-3">
              <div>
                <h3 className="text-lg sm:text-xl">
                  <Link to={withQuery(paths.shop, { category: tile.category })} className={cardLinkStyles({ ring: 'far' })}>
                    {tile.label}
                  </Link>
                </h3>
                <p className="hidden text-sm text-muted sm:block">{tile.note}</p>
              </div>
              <ArrowRight aria-hidden="true" className="hidden size-5 transition-transform group-hover:translate-x-1 sm:block" />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
