import { useFormatLocale } from '@/i18n/i18n';
import { cn } from '@/lib/class-names';
import { formatDate, type DateStyle } from '@/lib/format';

/** A moment on screen: the text in one of the shop's date styles (in the page's language), the exact time for machines, digits lined up. */
export function DateTime({ value, format, className }: { value: string; format: DateStyle; className?: string }) {
  const locale = useFormatLocale();
  return (
    <time dateTime={value} className={cn(className, 'tabular-nums')}>
      {formatDate(value, format, undefined, locale)}
    </time>
  );
}
