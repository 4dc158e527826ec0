import { paths } from '@shop/shared/routes';
import { LogIn, Menu, Search, X } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button';
import { useUser } from '@/features/auth/auth-store';
import { BagButton } from '@/features/cart/components/bag-button';
import { useShopName } from '@/features/settings/api/get-settings';
import { cn } from '@/lib/class-names';
import { useT, type MessageKey } from '@/i18n/i18n';

// Only signed-in shoppers see the menu (after their user is restored): visitors never load it.
const ProfileMenu = lazy(() => import('@/features/auth/components/profile-menu').then((module) => ({ default: module.ProfileMenu })));

export const MAIN_LINKS = [
  { to: paths.home, label: 'nav.home' },
  { to: paths.shop, label: 'nav.shop' },
  { to: paths.visualStory, label: 'nav.pages' },
  { to: paths.contact, label: 'nav.contact' },
] as const satisfies readonly { to: string; label: MessageKey }[];

const linkStyles = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex min-h-touch items-center px-3 text-sm tracking-[0.12em] uppercase underline-offset-8 transition-colors hover:text-clay',
    isActive && 'underline decoration-2',
  );

export function SiteHeader() {
  const shopName = useShopName();
  const user = useUser();
  const t = useT();
  const { pathname } = useLocation();
  const menuId = useId();
  // The menu belongs to the page it was opened on, so it closes itself on navigation.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;

  return (
    <header
      className="fixed inset-x-0 top-0 z-40 border-b border-line bg-paper/95 backdrop-blur-sm"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && menuOpen) setMenuOpenOn(null);
      }}
    >
      <div className="mx-auto grid h-header max-w-7xl grid-cols-[1fr_auto_1fr] items-center gap-2 px-2 sm:px-4 lg:px-8">
        <div className="flex items-center">
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
            onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
          >
            {menuOpen ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
          </Button>
          <nav aria-label={t('header.mainNav')} className="hidden md:block">
            <ul className="flex items-center">
              {MAIN_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.to === '/'} className={linkStyles}>
                    {t(link.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>

        <Link
          to={paths.home}
          className="inline-flex min-h-touch max-w-[52vw] items-center justify-center truncate px-2 font-display text-lg tracking-[0.22em] uppercase sm:text-xl md:max-w-none"
        >
          {shopName}
        </Link>

        <div className="flex items-center justify-end">
          <Link to={paths.search} aria-label={t('header.search')} className={buttonStyles({ variant: 'ghost', size: 'icon' })}>
            <Search aria-hidden="true" className="size-5" />
          </Link>
          <BagButton />
          {user ? (
            <Suspense fallback={<span aria-hidden="true" className="inline-block size-11" />}>
              <ProfileMenu user={user} />
            </Suspense>
          ) : (
            <Link to={paths.login} aria-label={t('header.signIn')} className={buttonStyles({ variant: 'ghost', size: 'icon' })}>
              <LogIn aria-hidden="true" className="size-5" />
            </Link>
          )}
        </div>
      </div>

      {menuOpen ? (
        <nav id={menuId} aria-label={t('header.mainNav')} className="border-t border-line bg-paper md:hidden">
          <ul className="flex flex-col px-2 py-2">
            {MAIN_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === '/'}
                  onClick={() => setMenuOpenOn(null)}
                  className={({ isActive }) =>
                    cn('flex min-h-12 items-center px-3 text-base tracking-[0.12em] uppercase', isActive && 'text-clay')
                  }
                >
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
