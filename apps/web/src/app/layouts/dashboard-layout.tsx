/**
 * The dashboard frame: a sidebar with the links of the signed-in user's role beside the page (a
 * staff member's: only the sections their permissions open, under the name of their role).
 * On phones and tablets the sidebar's links wrap into rows above the page, every one in sight
 * (a row that scrolled sideways hid most of an admin's sections off screen).
 */
import { can } from '@shop/shared/can';
import { paths } from '@shop/shared/routes';
import { CreditCard, Heart, LayoutDashboard, MapPin, Package, Star, UserRound, WalletCards, type LucideIcon } from 'lucide-react';
import { NavLink, Outlet } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { adminLinksOf } from '@/features/admin/admin-links';
import { useUser } from '@/features/auth/auth-store';
import { VerifyEmailNotice } from '@/features/auth/components/verify-email-notice';
import { staffRoleName } from '@/features/auth/staff-role';
import { useUnreadMessageCount } from '@/features/messages/api/get-messages';
import { useMessages, useT, type MessageKey } from '@/i18n/i18n';
import { cn } from '@/lib/class-names';
import { PageOutlet } from '../route-error';

interface SidebarLink {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** A customer's links, in the page's language; a staff member's are the sections their permissions open (admin-links.ts), in English. */
export const CUSTOMER_LINKS: readonly (Omit<SidebarLink, 'label'> & { label: MessageKey })[] = [
  { to: paths.dashboard, label: 'dashboard.nav.dashboard', icon: LayoutDashboard },
  { to: paths.userOrders, label: 'dashboard.nav.orders', icon: Package },
  { to: paths.payments, label: 'dashboard.nav.payments', icon: CreditCard },
  { to: paths.storeCredit, label: 'dashboard.nav.storeCredit', icon: WalletCards },
  { to: paths.profile, label: 'dashboard.nav.profile', icon: UserRound },
  { to: paths.userReviews, label: 'dashboard.nav.reviews', icon: Star },
  { to: paths.addresses, label: 'dashboard.nav.addresses', icon: MapPin },
  { to: paths.wishlist, label: 'dashboard.nav.wishlist', icon: Heart },
];

export function DashboardLayout() {
  useMessages('account');
  const t = useT();
  const user = useUser();
  // Only those who may read the messages are asked about them (anyone else would be refused, as
  // is every staff member until their two-factor sign-in is on).
  const unreadMessages = useUnreadMessageCount({ enabled: user?.role === 'admin' && !user.twoFactorDue && can(user, 'messages') });
  /** What waits behind a link, shown beside it. */
  const unreadAt: Partial<Record<string, number>> = { [paths.messages]: unreadMessages.data };

  // The guard above renders this layout only for a signed-in user.
  if (!user) return null;
  const staff = user.role === 'admin';
  const links: readonly SidebarLink[] = staff ? adminLinksOf(user) : CUSTOMER_LINKS.map((link) => ({ ...link, label: t(link.label) }));

  return (
    <div className="mx-auto w-full max-w-7xl lg:grid lg:grid-cols-[15rem_1fr] lg:gap-10 lg:px-8 lg:py-10">
      {/* Sticky beside the page, and scrolled on its own when its links are taller than the window. */}
      <aside className="border-b border-line bg-sand lg:sticky lg:top-[calc(var(--spacing-header)+2.5rem)] lg:max-h-[calc(100dvh-var(--spacing-header)-3.5rem)] lg:self-start lg:overflow-y-auto lg:rounded-xl lg:border-0 lg:p-4">
        <div className="hidden items-center gap-3 border-b border-line px-2 pb-4 lg:flex">
          <Avatar src={user.profileImage} name={user.username} decorative />
          <div className="min-w-0">
            <p className="truncate font-medium">{user.username}</p>
            <p className="text-xs tracking-[0.12em] text-muted uppercase">
              {staff ? (staffRoleName(user.staffRole) ?? 'Staff') : t('dashboard.member')}
            </p>
          </div>
        </div>
        <nav aria-label={t('dashboard.nav.label')}>
          <ul className="flex flex-wrap gap-1.5 px-3 py-3 lg:flex-col lg:flex-nowrap lg:gap-1 lg:px-0 lg:pt-4 lg:pb-0">
            {links.map(({ to, label, icon: Icon }) => {
              const unread = unreadAt[to] ?? 0;
              return (
                <li key={to}>
                  <NavLink
                    to={to}
                    end
                    aria-label={unread > 0 ? `${label}, ${unread} unread` : undefined}
                    className={({ isActive }) =>
                      cn(
                        'flex min-h-touch items-center gap-2 rounded-full border px-3.5 text-sm whitespace-nowrap transition-colors lg:gap-3 lg:rounded-lg lg:border-0 lg:px-3',
                        isActive
                          ? 'border-ink bg-ink text-paper'
                          : 'border-line bg-paper hover:border-ink lg:bg-transparent lg:hover:bg-paper',
                      )
                    }
                  >
                    <Icon aria-hidden="true" className="size-4" />
                    {label}
                    {unread > 0 ? <UnreadCount count={unread} /> : null}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
      </aside>
      <div className="min-w-0 px-5 py-8 lg:px-0 lg:py-0">
        <VerifyEmailNotice />
        <PageOutlet>
          <Outlet />
        </PageOutlet>
      </div>
    </div>
  );
}

/** The number beside a link; the link's name says it in words ('Messages, 3 unread'). */
function UnreadCount({ count }: { count: number }) {
  return (
    <span
      aria-hidden="true"
      className="ml-auto inline-flex min-w-5 justify-center rounded-full bg-clay px-1.5 py-0.5 text-xs leading-none font-semibold text-paper tabular-nums"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
