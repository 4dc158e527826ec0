import { cn } from '@/lib/class-names';

const OFFSETS = {
  /** A card with a border or a fill: the ring close around it. */
  near: 'focus-visible:after:outline-offset-2',
  /** A picture tile: the ring clear of the picture's edge. */
  far: 'focus-visible:after:outline-offset-4',
} as const;

/**
 * The classes of the one link that opens a whole card (a product, a category, a service): its
 * `::after` covers the card (the nearest `relative` ancestor) and carries the focus ring.
 */
export function cardLinkStyles(options: { ring?: keyof typeof OFFSETS; className?: string } = {}): string {
  const { ring = 'near', className } = options;
  return cn(
    className,
    'after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none focus-visible:after:outline-2',
    OFFSETS[ring],
    'focus-visible:after:outline-focus',
  );
}
