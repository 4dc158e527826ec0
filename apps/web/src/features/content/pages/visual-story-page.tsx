import { ESTABLISHED_YEAR } from '@shop/shared/constants';
import { paths } from '@shop/shared/routes';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { PageShell } from '@/components/layouts/page-shell';
import { buttonStyles } from '@/components/ui/button';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { useMessages, useT, type MessageKey } from '@/i18n/i18n';
import { cn } from '@/lib/class-names';
import { CUTTING_TABLE, FOLDED_STACKS, PACKING_TABLE, PRINT_TABLE, STUDIO_RAIL, THREAD_WALL, type Illustration } from '../illustrations';

interface StoryImage extends Illustration {
  caption: MessageKey;
  /** Where the picture sits in the grid. */
  className?: string;
  /** Its shape, when not square. */
  imageClassName?: string;
}

/*
 * Two columns on a phone (the first image full width, the last one a wide strip), three on
 * larger screens (the first image two by two). Fixed aspect ratios keep the layout from shifting.
 */
const STORY: StoryImage[] = [
  { ...STUDIO_RAIL, caption: 'pages.story.caption.rail', className: 'col-span-2 md:row-span-2' },
  { ...PRINT_TABLE, caption: 'pages.story.caption.printTable' },
  { ...CUTTING_TABLE, caption: 'pages.story.caption.cutByHand' },
  { ...THREAD_WALL, caption: 'pages.story.caption.threadWall' },
  { ...FOLDED_STACKS, caption: 'pages.story.caption.folded' },
  {
    ...PACKING_TABLE,
    caption: 'pages.story.caption.packed',
    className: 'col-span-2 md:col-span-1',
    imageClassName: 'aspect-[2/1] md:aspect-square',
  },
];

/** The '/pages' route: the studio's story in pictures. */
export function VisualStoryPage() {
  useMessages('pages');
  const t = useT();
  usePageTitle(t('pages.story.title'));
  return (
    <PageShell
      title={t('pages.story.title')}
      eyebrow={t('pages.story.eyebrow')}
      intro={<p>{t('pages.story.intro', { year: String(ESTABLISHED_YEAR) })}</p>}
    >
      <ul aria-label={t('pages.story.pictures')} className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3">
        {STORY.map((image) => (
          <li key={image.src} className={image.className}>
            <figure className="relative">
              <img
                src={image.src}
                alt={t(image.alt)}
                width={image.width}
                height={image.height}
                loading={image.src === STUDIO_RAIL.src ? 'eager' : 'lazy'}
                className={cn('w-full rounded-lg bg-sand object-cover', image.imageClassName ?? 'aspect-square')}
              />
              <figcaption className="absolute bottom-3 left-3 rounded-full bg-paper/95 px-3 py-1 text-xs font-medium text-ink shadow-sm">
                {t(image.caption)}
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
            {t('pages.story.madeSlowly')}
          </h2>
          <p className="leading-relaxed text-muted">{t('pages.story.madeSlowlyText')}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to={paths.about} className={buttonStyles({ variant: 'secondary' })}>
            {t('pages.story.ourStory')}
          </Link>
          <Link to={paths.shop} className={buttonStyles()}>
            {t('pages.story.shopTees')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </section>
    </PageShell>
  );
}
