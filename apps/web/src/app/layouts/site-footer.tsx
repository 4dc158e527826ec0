import { COPYRIGHT_YEAR } from '@shop/shared/constants';
import { DEFAULT_FOOTER } from '@shop/shared/site-footer';
import type { FooterLink } from '@shop/shared/site-content.schema';
import { LANGUAGES, prefixPath } from '@shop/shared/languages';
import type { CSSProperties } from 'react';
import { useLocation } from 'react-router';
import foldedClay from '@/assets/footer/folded-clay.svg';
import foldedCream from '@/assets/footer/folded-cream.svg';
import hangingInk from '@/assets/footer/hanging-ink.svg';
import hangingSky from '@/assets/footer/hanging-sky.svg';
import teeRose from '@/assets/footer/tee-rose.svg';
import teeSage from '@/assets/footer/tee-sage.svg';
import { CurrencyPickerPart } from '@/features/currencies/components/lazy-currency-picker';
import { useSettings, useShopName } from '@/features/settings/api/get-settings';
import { useSiteContent } from '@/features/site-content/api/get-site-content';
import { SiteLink } from '@/features/site-content/components/site-link';
import { useLanguage, useT, type MessageKey } from '@/i18n/i18n';

const GRID_IMAGES = [
  { src: teeSage, alt: 'footer.picture.sage' },
  { src: foldedClay, alt: 'footer.picture.clay' },
  { src: hangingInk, alt: 'footer.picture.charcoal' },
  { src: foldedCream, alt: 'footer.picture.cream' },
  { src: teeRose, alt: 'footer.picture.rose' },
  { src: hangingSky, alt: 'footer.picture.sky' },
] as const satisfies readonly { src: string; alt: MessageKey }[];

/** The footer as the owner edited it (the shop's default until then); empty details are the shop's settings. */
export function SiteFooter() {
  const { blurb, columns, details } = useSiteContent()?.footer ?? DEFAULT_FOOTER;
  const settingsName = useShopName();
  const { data: settings } = useSettings();
  const t = useT();
  const shopName = details.name || settingsName;
  const phone = details.phone || settings?.phone;
  const email = details.email || settings?.email;

  return (
    // On the dark footer the focus ring is light: the shop's clay ring would stand out only 2.2:1 from ink.
    <footer className="bg-ink text-paper [--color-focus:var(--color-paper)]">
      <div
        className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-5 py-14 lg:grid-cols-[1.3fr_repeat(var(--footer-columns),1fr)_1.2fr] lg:px-8"
        style={{ '--footer-columns': columns.length || 1 } as CSSProperties}
      >
        <div className="col-span-2 space-y-3 lg:col-span-1">
          <p className="font-display text-2xl tracking-[0.18em] uppercase">{shopName}</p>
          {blurb ? <p className="max-w-xs text-sm leading-relaxed text-stone">{blurb}</p> : null}
          {settings ? (
            <address className="text-sm leading-relaxed text-stone not-italic">
              {details.location || `${settings.city}, ${settings.state}`}
              <br />
              <a href={`tel:${phone!.replace(/[^\d+]/g, '')}`} className="underline-offset-4 hover:text-paper hover:underline">
                {phone}
              </a>
              {' · '}
              <a href={`mailto:${email}`} className="underline-offset-4 hover:text-paper hover:underline">
                {email}
              </a>
            </address>
          ) : null}
        </div>

        {columns.map((column, index) => (
          <FooterLinks key={index} title={column.title} links={column.links} />
        ))}

        <div className="col-span-2 lg:col-span-1">
          <h2 className="mb-3 font-sans text-xs font-semibold tracking-[0.2em] text-stone uppercase">{t('footer.fromTheStudio')}</h2>
          <ul className="grid max-w-xs grid-cols-3 gap-2">
            {GRID_IMAGES.map((image) => (
              <li key={image.src}>
                <img
                  src={image.src}
                  alt={t(image.alt)}
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
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-6 border-t border-white/10 px-5 py-2 text-xs text-stone lg:px-8">
        <p className="py-3 text-center">{t('footer.copyright', { year: String(COPYRIGHT_YEAR), shopName })}</p>
        <LanguageSwitcher />
        <CurrencyPickerPart className="flex items-center gap-1" />
      </div>
    </footer>
  );
}

/**
 * The same page in the shop's other languages: plain links, which a crawler follows and which load
 * the page anew in that language (the language is the address's, for the whole document).
 */
function LanguageSwitcher() {
  const t = useT();
  const current = useLanguage();
  const { pathname, search } = useLocation();
  return (
    <p className="flex items-center gap-1">
      <span>{t('footer.language')}</span>
      {LANGUAGES.filter((language) => language.code !== current.code).map((language) => (
        <a
          key={language.code}
          href={prefixPath(`${pathname}${search}`, language)}
          hrefLang={language.code}
          lang={language.code}
          className="inline-flex min-h-touch items-center px-1 text-paper underline underline-offset-4"
        >
          {language.name}
        </a>
      ))}
    </p>
  );
}

function FooterLinks({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-1 font-sans text-xs font-semibold tracking-[0.2em] text-stone uppercase">{title}</h2>
      <ul>
        {links.map((link, index) => (
          <li key={index}>
            <SiteLink to={link.to} className="inline-flex min-h-touch items-center text-sm underline-offset-4 hover:underline">
              {link.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
