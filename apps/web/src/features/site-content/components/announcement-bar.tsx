import { ANNOUNCEMENT_COOKIE, ANNOUNCEMENT_COOKIE_MAX_AGE_SECONDS, CLOSE_ANNOUNCEMENT_PARAM } from '@shop/shared/site-content';
import type { SiteContent } from '@shop/shared/site-content.schema';
import { X } from 'lucide-react';
import { useState, useSyncExternalStore, type MouseEvent } from 'react';
import { SiteLink } from './site-link';
import { PageQueryFields } from '@/components/ui/page-query-fields';
import { useT } from '@/i18n/i18n';

const unchanging = () => () => {};

/**
 * The owner's announcement, until the visitor closes it. A closed one is remembered in a cookie by
 * its id: the API then leaves it out of the pages the server renders (so it never shows only to
 * vanish), and a new announcement has a new id. Loaded only when there is one (lazy-announcement-bar.tsx).
 */
export function AnnouncementBarContent({ announcement }: { announcement: NonNullable<SiteContent['announcement']> }) {
  const { id, text, link } = announcement;
  const [closedNow, setClosedNow] = useState<string>();
  const t = useT();
  // The server's answer already leaves out a closed one; this covers an answer kept from before.
  const closedBefore = useSyncExternalStore(
    unchanging,
    () => document.cookie.split('; ').includes(`${ANNOUNCEMENT_COOKIE}=${id}`),
    () => false,
  );
  if (closedBefore || closedNow === id) return null;

  // Without JavaScript the button sends its form: the server keeps the cookie and sends the page back.
  const close = (event: MouseEvent) => {
    event.preventDefault();
    document.cookie = `${ANNOUNCEMENT_COOKIE}=${id}; path=/; max-age=${ANNOUNCEMENT_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
    setClosedNow(id);
  };
  return (
    <div role="region" aria-label={t('announcement.label')} className="bg-ink text-paper [--color-focus:var(--color-paper)]">
      <div className="mx-auto flex max-w-7xl items-center gap-2 pl-5 text-sm lg:pl-8">
        <p className="flex-1 py-2 text-center">
          {link ? (
            <SiteLink to={link} className="underline underline-offset-4">
              {text}
            </SiteLink>
          ) : (
            text
          )}
        </p>
        <form method="get" className="shrink-0">
          <PageQueryFields except={CLOSE_ANNOUNCEMENT_PARAM} />
          <button
            type="submit"
            name={CLOSE_ANNOUNCEMENT_PARAM}
            value={id}
            onClick={close}
            aria-label={t('announcement.close')}
            className="grid size-touch place-items-center"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </form>
      </div>
    </div>
  );
}
