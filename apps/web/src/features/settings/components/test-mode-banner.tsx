import { FlaskConical } from 'lucide-react';
import { useSettings } from '../api/get-settings';
import { useT } from '@/i18n/i18n';

/** Says on every storefront page that the shop takes no real payments, while it runs in test mode. */
export function TestModeBanner() {
  const testMode = useSettings().data?.paymentProvider === 'test';
  const t = useT();
  if (!testMode) return null;
  return (
    <div role="note" aria-label={t('testMode.label')} className="bg-[#fbefd9] text-[#7a4a06]">
      <p className="mx-auto flex max-w-7xl items-center justify-center gap-2 px-5 py-1.5 text-center text-xs sm:text-sm">
        <FlaskConical aria-hidden="true" className="size-4 shrink-0" />
        {t('testMode.notice')}
      </p>
    </div>
  );
}
