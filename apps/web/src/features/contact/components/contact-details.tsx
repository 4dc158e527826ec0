import type { ShopSettings } from '@shop/shared/settings.schema';
import { Camera, CodeXml, Mail, MapPin, Phone, Users, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { IconBadge } from '@/components/ui/icon-badge';
import { useMessages, useT, type MessageKey } from '@/i18n/i18n';

/** Where the studio is, how to call or write to it, and where it posts. */
export function ContactDetails({ settings }: { settings: ShopSettings }) {
  useMessages('pages');
  const t = useT();
  const social: Array<{ href: string; label: string; kind: MessageKey; icon: LucideIcon }> = [
    { href: settings.social.github, label: 'GitHub', kind: 'contact.social.code', icon: CodeXml },
    { href: settings.social.facebook, label: 'Facebook', kind: 'contact.social.community', icon: Users },
    { href: settings.social.instagram, label: 'Instagram', kind: 'contact.social.photos', icon: Camera },
  ];
  return (
    <div className="space-y-8">
      <address className="space-y-5 not-italic">
        <Detail icon={MapPin} title={t('contact.studio')}>
          {settings.city}, {settings.state}
        </Detail>
        <Detail icon={Phone} title={t('contact.phone')}>
          <a href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`} className={LINK}>
            {settings.phone}
          </a>
        </Detail>
        <Detail icon={Mail} title={t('contact.emailTitle')}>
          <a href={`mailto:${settings.email}`} className={LINK}>
            {settings.email}
          </a>
        </Detail>
      </address>

      <div>
        <h3 className="mb-2 font-sans text-xs font-semibold tracking-[0.2em] text-muted uppercase">{t('contact.follow')}</h3>
        <ul className="flex flex-wrap gap-2">
          {social.map(({ href, label, kind, icon: Icon }) => (
            <li key={label}>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-touch items-center gap-2 rounded-full border border-line bg-white px-4 text-sm font-medium transition-colors hover:border-ink"
              >
                <Icon aria-hidden="true" className="size-4 text-clay" />
                {label} <span className="sr-only">{t('contact.social.opens', { kind: t(kind) })}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

const LINK = 'break-all text-clay underline underline-offset-4 hover:text-ink';

function Detail({ icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-4">
      <IconBadge icon={icon} className="size-touch" />
      <div className="min-w-0 pt-0.5">
        <p className="text-xs font-semibold tracking-[0.2em] text-muted uppercase">{title}</p>
        <p className="mt-0.5 text-base">{children}</p>
      </div>
    </div>
  );
}

export function ContactDetailsSkeleton() {
  useMessages('pages');
  const t = useT();
  return (
    <div role="status" aria-label={t('contact.loadingDetails')} className="space-y-5">
      {[0, 1, 2].map((key) => (
        <div key={key} className="flex gap-4">
          <Skeleton className="size-touch shrink-0 rounded-full" />
          <div className="flex-1 space-y-2 pt-1">
            <Skeleton className="h-3 w-16" />
            <Skeleton className="h-4 w-40" />
          </div>
        </div>
      ))}
    </div>
  );
}
