import { paths } from '@shop/shared/routes';
import { Camera, MonitorSmartphone, PenTool } from 'lucide-react';
import { Link } from 'react-router';
import { cardLinkStyles } from '@/components/ui/button';
import { IconBadge } from '@/components/ui/icon-badge';

const SERVICES = [
  { to: paths.services, label: 'Web Services', note: 'Shops and sites for small brands.', Icon: MonitorSmartphone },
  { to: paths.photography, label: 'Photography', note: 'Product and lookbook shoots.', Icon: Camera },
  { to: paths.design, label: 'Design', note: 'Prints, labels and identities.', Icon: PenTool },
] as const;

export function ServiceTiles() {
  return (
    <section aria-labelledby="services-title" className="bg-sand">
      <div className="mx-auto max-w-7xl px-5 py-14 lg:px-8">
        <h2 id="services-title" className="mb-6 text-3xl">
          From the studio
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          {SERVICES.map(({ to, label, note, Icon }) => (
            <li
              key={to}
              className="relative flex items-start gap-4 rounded-lg border border-line bg-paper p-5 transition-colors hover:border-ink"
            >
              <IconBadge icon={Icon} className="size-12" />
              <div>
                <h3 className="text-xl">
                  <Link to={to} className={cardLinkStyles()}>
                    {label}
                  </Link>
                </h3>
                <p className="text-sm text-muted">{note}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
