import { paths } from '@shop/shared/routes';
import type { StudioTile } from '@shop/shared/site-content';
import { Camera, MonitorSmartphone, PenTool, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cardLinkStyles } from '@/components/ui/button';
import { IconBadge } from '@/components/ui/icon-badge';
import { useMessages, useT, type MessageKey } from '@/i18n/i18n';

const SERVICES: Record<StudioTile, { to: string; name: MessageKey; note: MessageKey; Icon: LucideIcon }> = {
  services: { to: paths.services, name: 'home.tile.services', note: 'home.tile.servicesNote', Icon: MonitorSmartphone },
  photography: { to: paths.photography, name: 'home.tile.photography', note: 'home.tile.photographyNote', Icon: Camera },
  design: { to: paths.design, name: 'home.tile.design', note: 'home.tile.designNote', Icon: PenTool },
};

/** The studio tiles the owner shows, in their order; none, no section. */
export function ServiceTiles({ tiles }: { tiles: readonly StudioTile[] }) {
  useMessages('browse');
  const t = useT();
  if (tiles.length === 0) return null;
  return (
    <section aria-labelledby="services-title" className="bg-sand">
      <div className="mx-auto max-w-7xl px-5 py-14 lg:px-8">
        <h2 id="services-title" className="mb-6 text-3xl">
          {t('home.fromTheStudio')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          {tiles.map((tile) => {
            const { to, name, note, Icon } = SERVICES[tile];
            return (
              <li
                key={tile}
                className="relative flex items-start gap-4 rounded-lg border border-line bg-paper p-5 transition-colors hover:border-ink"
              >
                <IconBadge icon={Icon} className="size-12" />
                <div>
                  <h3 className="text-xl">
                    <Link to={to} className={cardLinkStyles()}>
                      {t(name)}
                    </Link>
                  </h3>
                  <p className="text-sm text-muted">{t(note)}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
