import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/class-names';

const TONES = {
  soft: 'bg-clay-soft text-clay',
  paper: 'bg-paper text-clay',
} as const;

/**
 * An icon in a clay circle, beside or above the text it illustrates (a total, a service, a way
 * to reach us). Decorative: the text beside it says what it means. `className` sets its size.
 */
export function IconBadge({ icon: Icon, className, tone = 'soft' }: { icon: LucideIcon; className: string; tone?: keyof typeof TONES }) {
  return (
    <span aria-hidden="true" className={cn('grid shrink-0 place-items-center rounded-full', TONES[tone], className)}>
      <Icon className="size-5" />
    </span>
  );
}
