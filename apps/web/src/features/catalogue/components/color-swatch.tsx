import { cn } from '@/lib/class-names';

/** The catalogue's colours as paint; a colour an admin adds later gets a neutral chip. */
const SWATCHES: Record<string, string> = {
  black: '#1f1b17',
  red: '#b3261e',
  blue: '#2f5d9e',
  green: '#3f7a4a',
  pink: '#e7a1b4',
  gold: '#c9a227',
  silver: '#b9bcc0',
  beige: '#e3d5bd',
  white: '#ffffff',
  grey: '#8a8a8a',
  gray: '#8a8a8a',
  brown: '#7a4f2f',
  yellow: '#e8c547',
  orange: '#d9772b',
  purple: '#6b4a8c',
  navy: '#1f2f52',
};

export function swatchColor(color: string): string | undefined {
  return SWATCHES[color.toLowerCase()];
}

/** A small round chip of the colour; decorative, since its name is always written beside it. */
export function ColorSwatch({ color, className }: { color: string; className?: string }) {
  const paint = swatchColor(color);
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block size-4 shrink-0 rounded-full border border-ink/20',
        !paint && 'bg-[conic-gradient(var(--color-sand)_0_25%,var(--color-stone)_0_50%,var(--color-sand)_0_75%,var(--color-stone)_0)]',
        className,
      )}
      style={paint ? { backgroundColor: paint } : undefined}
    />
  );
}
