import { COPYRIGHT_YEAR } from '@shop/shared/constants';
import { paths } from '@shop/shared/routes';
import { Link } from 'react-router';
import foldedClay from '@/assets/footer/folded-clay.svg';
import foldedCream from '@/assets/footer/folded-cream.svg';
import hangingInk from '@/assets/footer/hanging-ink.svg';
import hangingSky from '@/assets/footer/hanging-sky.svg';
import teeRose from '@/assets/footer/tee-rose.svg';
import teeSage from '@/assets/footer/tee-sage.svg';
import { useSettings, useShopName } from '@/features/settings/api/get-settings';

const COMPANY_LINKS = [
  { to: paths.about, label: 'About' },
  { to: paths.terms, label: 'Terms' },
  { to: paths.help, label: 'Help' },
  { to: paths.contact, label: 'Contact' },
];

const USEFUL_LINKS = [
  { to: paths.shop, label: 'Shop' },
  { to: paths.search, label: 'Search' },
  { to: paths.visualStory, label: 'Pages' },
  { to: `${paths.terms}#refund`, label: 'Refund Policy' },
  { to: `${paths.terms}#privacy`, label: 'Privacy' },
];

const GRID_IMAGES = [
  { src: teeSage, alt: 'Sage green tee' },
  { src: foldedClay, alt: 'Folded clay and oat tees' },
  { src: hangingInk, alt: 'Charcoal tee on a hanger' },
  { src: foldedCream, alt: 'Folded cream and blue tees' },
  { src: teeRose, alt: 'Rose fitted tee' },
  { src: hangingSky, alt: 'Sky blue tee on a hanger' },
];

export function SiteFooter() {
  const shopName = useShopName();
  const { data: settings } = useSettings();

  return (
    // On the dark footer the focus ring is light: the shop's clay ring would stand out only 2.2:1 from ink.
    <footer className="bg-ink text-paper [--color-focus:var(--color-paper)]">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-5 py-14 lg:grid-cols-[1.3fr_1fr_1fr_1.2fr] lg:px-8">
        <div className="col-span-2 space-y-3 lg:col-span-1">
          <p className="font-display text-2xl tracking-[0.18em] uppercase">{shopName}</p>
          <p className="max-w-xs text-sm leading-relaxed text-stone">
            Everyday tees in honest cotton, cut to last and made to be worn often.
          </p>
          {settings ? (
            <address className="text-sm leading-relaxed text-stone not-italic">
              {settings.city}, {settings.state}
              <br />
              <a href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`} className="underline-offset-4 hover:text-paper hover:underline">
                {settings.phone}
              </a>
              {' · '}
              <a href={`mailto:${settings.email}`} className="underline-offset-4 hover:text-paper hover:underline">
                {settings.email}
              </a>
            </address>
          ) : null}
        </div>

        <FooterLinks title="Company" links={COMPANY_LINKS} />
        <FooterLinks title="Useful Links" links={USEFUL_LINKS} />

        <div className="col-span-2 lg:col-span-1">
          <h2 className="mb-3 font-sans text-xs font-semibold tracking-[0.2em] text-stone uppercase">From the studio</h2>
          <ul className="grid max-w-xs grid-cols-3 gap-2">
            {GRID_IMAGES.map((image) => (
              <li key={image.src}>
                <img
                  src={image.src}
                  alt={image.alt}
                  width={96}
                  height={96}
                  loading="lazy"
                  className="aspect-square w-full rounded-md object-cover"
                />
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-5 py-5 text-center text-xs text-stone lg:px-8">
          © {COPYRIGHT_YEAR} {shopName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

function FooterLinks({ title, links }: { title: string; links: Array<{ to: string; label: string }> }) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-1 font-sans text-xs font-semibold tracking-[0.2em] text-stone uppercase">{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="inline-flex min-h-touch items-center text-sm underline-offset-4 hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
