import { ESTABLISHED_YEAR } from '@shop/shared/constants';
import { paths } from '@shop/shared/routes';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { PageShell } from '@/components/layouts/page-shell';
import { buttonStyles } from '@/components/ui/button';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { cn } from '@/lib/class-names';
import cuttingTable from '../assets/cutting-table.svg';
import foldedStacks from '../assets/folded-stacks.svg';
import packingTable from '../assets/packing-table.svg';
import printTable from '../assets/print-table.svg';
import studioRail from '../assets/studio-rail.svg';
import threadWall from '../assets/thread-wall.svg';

interface StoryImage {
  src: string;
  caption: string;
  alt: string;
  /** Where the picture sits in the grid. */
  className?: string;
  /** Its shape, when not square. */
  imageClassName?: string;
  width: number;
  height: number;
}

/*
 * Two columns on a phone (the first image full width, the last one a wide strip), three on
 * larger screens (the first image two by two). Fixed aspect ratios keep the layout from shifting.
 */
const STORY: StoryImage[] = [
  {
    src: studioRail,
    caption: 'The rail',
    alt: 'The studio rail with tees in cream, sage, charcoal and rose beside a tall window, folded stacks on the shelf below',
    className: 'col-span-2 md:row-span-2',
    width: 800,
    height: 800,
  },
  {
    src: printTable,
    caption: 'The print table',
    alt: 'A cream tee on the print table beside an open screen frame, a squeegee and tins of clay and black ink',
    width: 400,
    height: 400,
  },
  {
    src: cuttingTable,
    caption: 'Cut by hand',
    alt: 'A paper tee pattern on oat fabric on the cutting mat, with shears, pins and a tape measure',
    width: 400,
    height: 400,
  },
  {
    src: threadWall,
    caption: 'The thread wall',
    alt: 'Cones of cotton thread in cream, sage, clay, charcoal, rose, sky, oat and pine on two wooden shelves',
    width: 400,
    height: 400,
  },
  {
    src: foldedStacks,
    caption: 'Folded and ready',
    alt: 'Two stacks of folded tees in charcoal, pine, sage, oat, clay, rose, sky and cream, with a kraft paper tag',
    width: 400,
    height: 400,
  },
  {
    src: packingTable,
    caption: 'Packed for you',
    alt: 'An order being packed: a folded sage tee on tissue paper in a kraft box, a handwritten thank-you card and a roll of twine',
    className: 'col-span-2 md:col-span-1',
    imageClassName: 'aspect-[2/1] md:aspect-square',
    width: 800,
    height: 400,
  },
];

/** The '/pages' route: the studio's story in pictures. */
export function VisualStoryPage() {
  usePageTitle('Our Visual Story');
  return (
    <PageShell
      title="Our Visual Story"
      eyebrow="[HIS]tory"
      intro={
        <p>
          From the cutting table to the parcel at your door: a look inside the studio where every tee has been cut, printed, folded and
          packed by the same few hands since {ESTABLISHED_YEAR}.
        </p>
      }
    >
      <ul aria-label="Pictures from the studio" className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3">
        {STORY.map((image) => (
          <li key={image.src} className={image.className}>
            <figure className="relative">
              <img
                src={image.src}
                alt={image.alt}
                width={image.width}
                height={image.height}
                loading={image.src === studioRail ? 'eager' : 'lazy'}
                className={cn('w-full rounded-lg bg-sand object-cover', image.imageClassName ?? 'aspect-square')}
              />
              <figcaption className="absolute bottom-3 left-3 rounded-full bg-paper/95 px-3 py-1 text-xs font-medium text-ink shadow-sm">
                {image.caption}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>

      <section
        aria-labelledby="story-next"
        className="mt-12 flex flex-col gap-6 rounded-xl bg-sand p-6 sm:p-8 md:flex-row md:items-center md:justify-between"
      >
        <div className="max-w-xl space-y-2">
          <h2 id="story-next" className="text-2xl">
            Made slowly, worn often
          </h2>
          <p className="leading-relaxed text-muted">
            Small runs, honest cotton and a lot of handwork. Read how the studio began, or find the tee that was on the rail this morning.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to={paths.about} className={buttonStyles({ variant: 'secondary' })}>
            Our story
          </Link>
          <Link to={paths.shop} className={buttonStyles()}>
            Shop the tees
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </section>
    </PageShell>
  );
}
