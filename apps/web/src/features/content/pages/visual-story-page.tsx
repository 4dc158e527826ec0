import foldedClay from '@/assets/footer/folded-clay.svg';
import foldedCream from '@/assets/footer/folded-cream.svg';
import hangingInk from '@/assets/footer/hanging-ink.svg';
import hangingSky from '@/assets/footer/hanging-sky.svg';
import teeRose from '@/assets/footer/tee-rose.svg';
import teeSage from '@/assets/footer/tee-sage.svg';
import { PageShell } from '@/components/layouts/page-shell';
import { cn } from '@/lib/class-names';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';

const STORY = [
  { src: teeSage, alt: 'Sage green tee', span: 'sm:col-span-2 sm:row-span-2' },
  { src: foldedClay, alt: 'Folded clay and oat tees', span: '' },
  { src: hangingInk, alt: 'Charcoal tee on a hanger', span: '' },
  { src: foldedCream, alt: 'Folded cream and blue tees', span: '' },
  { src: teeRose, alt: 'Rose fitted tee', span: '' },
  { src: hangingSky, alt: 'Sky blue tee on a hanger', span: 'col-span-2 sm:col-span-1' },
];

/** The '/pages' route: the studio's story in pictures. */
export function VisualStoryPage() {
  usePageTitle('Our Visual Story');
  return (
    <PageShell title="Our Visual Story" eyebrow="[HIS]tory">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {STORY.map((image) => (
          <li key={image.src} className={cn(image.span)}>
            <img src={image.src} alt={image.alt} width={400} height={400} className="aspect-square w-full rounded-lg object-cover" />
          </li>
        ))}
      </ul>
    </PageShell>
  );
}
