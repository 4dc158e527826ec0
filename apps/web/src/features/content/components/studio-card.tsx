import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { IconBadge } from '@/components/ui/icon-badge';
import { useMessages, useT } from '@/i18n/i18n';
import type { Illustration } from '../illustrations';

/**
 * The card of a studio service that is not open yet (design, photography, web development):
 * an illustration beside an icon, the service's name, an optional 'Coming Soon' badge and text.
 */
export function StudioCard({
  title,
  icon,
  image,
  badge,
  children,
  below,
}: {
  title: string;
  icon: LucideIcon;
  image: Illustration;
  badge?: string;
  children: ReactNode;
  /** Full-width content under the card's two columns. */
  below?: ReactNode;
}) {
  useMessages('pages');
  const t = useT();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="overflow-hidden rounded-xl border border-line bg-paper shadow-sm">
      <div className="md:grid md:grid-cols-2">
        <img {...image} alt={t(image.alt)} className="aspect-[4/3] w-full bg-sand object-cover md:aspect-auto md:h-full md:min-h-96" />
        <div className="flex flex-col justify-center gap-4 p-6 sm:p-8 lg:p-12">
          <div className="flex items-center gap-3">
            <IconBadge icon={icon} className="size-12" />
            {badge ? (
              <p className="rounded-full bg-clay-soft px-3 py-1 text-xs font-semibold tracking-[0.15em] text-clay uppercase">{badge}</p>
            ) : null}
          </div>
          <h2 id={titleId} className="text-3xl md:text-4xl">
            {title}
          </h2>
          <div className="space-y-4 leading-relaxed text-pretty text-muted">{children}</div>
        </div>
      </div>
      {below}
    </section>
  );
}
