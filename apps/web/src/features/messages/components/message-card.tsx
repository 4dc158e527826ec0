import type { InboxMessage } from '@shop/shared/contact.schema';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DateTime } from '@/components/ui/date-time';
import { cn } from '@/lib/class-names';

/**
 * One message: who wrote, when, and the text, shortened until the admin opens it. An unread
 * message has a clay edge and a 'New' badge (the badge's word says it to screen readers too).
 */
export function MessageCard({ message, open, onToggle }: { message: InboxMessage; open: boolean; onToggle: () => void }) {
  const id = useId();
  const unread = message.readAt === null;
  return (
    <article
      aria-labelledby={`${id}-name`}
      className={cn('rounded-xl border border-line bg-white p-4 md:px-6 md:py-5', unread && 'shadow-[inset_4px_0_0_0_var(--color-clay)]')}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <h2 className="flex flex-wrap items-center gap-2 font-sans text-base tracking-normal">
            <span id={`${id}-name`} className={cn('break-words', unread ? 'font-semibold' : 'font-medium')}>
              {message.name}
            </span>
            {unread ? (
              <>
                {' '}
                <Badge tone="accent">New</Badge>
              </>
            ) : null}
          </h2>
          <a href={`mailto:${message.email}`} className="text-sm break-all text-clay underline-offset-4 hover:underline">
            {message.email}
          </a>
        </div>
        <DateTime value={message.createdAt} format="localDateTime" className="shrink-0 text-sm text-muted" />
      </div>
      <div className="mt-3 flex flex-col gap-2 md:flex-row md:items-end md:gap-6">
        <p id={`${id}-text`} className={cn('min-w-0 flex-1 break-words whitespace-pre-line', !open && 'line-clamp-2 text-muted')}>
          {message.message}
        </p>
        <Button
          className="shrink-0 self-end md:-mr-3 md:-mb-2"
          variant="ghost"
          size="sm"
          aria-expanded={open}
          aria-controls={`${id}-text`}
          aria-label={`${open ? 'Close' : 'Open'} message from ${message.name}`}
          onClick={onToggle}
        >
          {open ? 'Close' : 'Open'}
          <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', open && 'rotate-180')} />
        </Button>
      </div>
    </article>
  );
}
