import type { LucideIcon } from 'lucide-react';
import { IconBadge } from './icon-badge';

/**
 * One total of a dashboard, in a list of them: an icon, what it counts, and the number. The
 * icon goes above the text in a narrow card (two to a row on a phone) and beside it otherwise.
 */
export function StatCard({ icon, label, value }: { icon: LucideIcon; label: string; value: string }) {
  return (
    <li className="@container rounded-xl border border-line bg-white">
      <div className="flex flex-col gap-3 p-4 @min-[15rem]:flex-row @min-[15rem]:items-center @min-[15rem]:gap-4 @min-[15rem]:p-5">
        <IconBadge icon={icon} className="size-10 @min-[15rem]:size-12" />
        <div className="min-w-0">
          <p className="text-sm text-muted">{label}</p>
          <p className="font-display text-xl break-words tabular-nums @min-[15rem]:text-2xl">{value}</p>
        </div>
      </div>
    </li>
  );
}
