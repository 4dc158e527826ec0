import { useState } from 'react';
import { cn } from '@/lib/class-names';

const sizes = { sm: 'size-9 text-sm', md: 'size-12 text-base', lg: 'size-28 text-3xl' } as const;

function initialsOf(name: string): string {
  const parts = name
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0]?.[0] ?? ''}${parts[1]?.[0] ?? ''}` : name.trim().slice(0, 2);
  return letters.toUpperCase() || '?';
}

/** A round picture of a person, or their initials when there is none (or it fails to load). */
export function Avatar({
  src,
  name,
  size = 'md',
  decorative = false,
  className,
}: {
  src?: string | null;
  name: string;
  size?: keyof typeof sizes;
  /** True when the text next to it already names the person. */
  decorative?: boolean;
  className?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const frame = cn('shrink-0 overflow-hidden rounded-full', sizes[size], className);

  if (showImage && src) {
    return <img src={src} alt={decorative ? '' : name} className={cn(frame, 'bg-sand object-cover')} onError={() => setFailedSrc(src)} />;
  }
  return (
    <span
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative ? true : undefined}
      className={cn(frame, 'grid place-items-center bg-clay-soft font-display text-clay')}
    >
      <span aria-hidden="true">{initialsOf(name)}</span>
    </span>
  );
}
