import type { ReactNode } from 'react';
import { cn } from '@/lib/class-names';

/**
 * The one badge look: a small pill of text. Tones carry meaning only together with the text
 * (never colour alone); every pair is at least 4.5:1.
 */
export type BadgeTone = 'neutral' | 'info' | 'warning' | 'success' | 'accent' | 'danger';

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-sand text-ink ring-line',
  info: 'bg-[#e3ecf5] text-[#1d4f7a] ring-[#c5d6e8]',
  warning: 'bg-[#fbefd9] text-[#7a4a06] ring-[#f0d9ae]',
  success: 'bg-[#e2f0e4] text-[#23592f] ring-[#c3dfc8]',
  accent: 'bg-clay-soft text-clay ring-[#dccab8]',
  danger: 'bg-danger-soft text-danger ring-[#f0c8c2]',
};

export function Badge({ tone = 'neutral', children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide whitespace-nowrap capitalize ring-1 ring-inset',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
