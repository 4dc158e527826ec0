/**
 * The signed-in profile icon of the top navigation: a menu button (WAI-ARIA menu pattern) with
 * the dashboard links of the user's role and Logout. Arrow keys, Home and End move between the
 * entries; Esc, Tab, a click outside or choosing an entry closes it.
 */
import type { User } from '@shop/shared/auth.schema';
import type { Role } from '@shop/shared/constants';
import { paths } from '@shop/shared/routes';
import { LogOut } from 'lucide-react';
import { Suspense, useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { Link, useLocation } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { useLaterMessages, useLoadLaterMessages, useT, type MessageKey } from '@/i18n/i18n';
import { cn } from '@/lib/class-names';
import { useLogout } from '../api/logout';

export const PROFILE_MENU_LINKS: Record<Role, ReadonlyArray<{ to: string; label: MessageKey }>> = {
  user: [
    { to: paths.dashboard, label: 'accountMenu.dashboard' },
    { to: paths.profile, label: 'accountMenu.profile' },
    { to: paths.payments, label: 'accountMenu.payments' },
    { to: paths.userOrders, label: 'accountMenu.orders' },
  ],
  admin: [
    { to: paths.admin, label: 'accountMenu.dashboard' },
    { to: paths.manageProducts, label: 'accountMenu.manageItems' },
    { to: paths.manageOrders, label: 'accountMenu.allOrders' },
    { to: paths.addProduct, label: 'accountMenu.addProduct' },
  ],
};

const itemStyles =
  'flex min-h-touch w-full items-center gap-3 rounded-md px-3 text-left text-sm transition-colors hover:bg-sand focus-visible:bg-sand focus-visible:outline-none disabled:opacity-50';

export function ProfileMenu({ user }: { user: User }) {
  const t = useT();
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on, so it closes itself on navigation.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last'>('first');
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const logoutMutation = useLogout();

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  // The entries' words are not in the page's first load: they come once someone signed in is here.
  useLoadLaterMessages(true);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !containerRef.current?.contains(event.target)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openMenu = (focus: 'first' | 'last') => {
    setFocusOnOpen(focus);
    setOpenOn(pathname);
  };

  const close = (returnFocus: boolean) => {
    setOpenOn(null);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const entries = items();
    const index = entries.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => entries[(next + entries.length) % entries.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(entries.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
    }
  };

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={t('header.account')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
        className="grid size-touch place-items-center rounded-full transition-colors hover:bg-sand"
      >
        <Avatar src={user.profileImage} name={user.username} size="sm" decorative className="size-8 text-xs" />
      </button>

      {open ? (
        <div className="absolute top-full right-0 z-50 mt-2 w-64 rounded-lg border border-line bg-paper p-2 shadow-lg">
          <div className="border-b border-line px-3 pt-1 pb-3">
            <p className="truncate font-medium">{user.username}</p>
            <p className="truncate text-xs text-muted">{user.email}</p>
          </div>
          {/* Its words load the first time it opens (they are not in the page's first load). */}
          <Suspense fallback={null}>
            <MenuEntries
              id={menuId}
              menuRef={menuRef}
              role={user.role}
              focus={focusOnOpen}
              onKeyDown={onMenuKeyDown}
              onChosen={() => close(false)}
              loggingOut={logoutMutation.isPending}
              onLogout={() => logoutMutation.mutate(undefined, { onSettled: () => setOpenOn(null) })}
            />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}

function MenuEntries({
  id,
  menuRef,
  role,
  focus,
  onKeyDown,
  onChosen,
  loggingOut,
  onLogout,
}: {
  id: string;
  menuRef: RefObject<HTMLUListElement | null>;
  role: Role;
  /** The entry focused as the menu opens. */
  focus: 'first' | 'last';
  onKeyDown: (event: KeyboardEvent<HTMLUListElement>) => void;
  onChosen: () => void;
  loggingOut: boolean;
  onLogout: () => void;
}) {
  useLaterMessages();
  const t = useT();
  useEffect(() => {
    const entries = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    (focus === 'last' ? entries[entries.length - 1] : entries[0])?.focus();
  }, [focus, menuRef]);
  return (
    <ul id={id} ref={menuRef} role="menu" aria-label={t('header.account')} onKeyDown={onKeyDown} className="pt-2">
      {PROFILE_MENU_LINKS[role].map((link) => (
        <li key={link.to} role="none">
          <Link role="menuitem" tabIndex={-1} to={link.to} onClick={onChosen} className={itemStyles}>
            {t(link.label)}
          </Link>
        </li>
      ))}
      <li role="none" className="mt-1 border-t border-line pt-1">
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          disabled={loggingOut}
          onClick={onLogout}
          className={cn(itemStyles, 'text-danger')}
        >
          <LogOut aria-hidden="true" className="size-4" />
          {loggingOut ? t('accountMenu.loggingOut') : t('accountMenu.logout')}
        </button>
      </li>
    </ul>
  );
}
