/**
 * The staff's sections as the dashboard's sidebar and the welcome panel list them, each
 * shown only to those whose permissions open it (admin-pages.ts says which).
 */
import { can } from '@shop/shared/can';
import type { Permission } from '@shop/shared/permissions';
import { paths } from '@shop/shared/routes';
import {
  ArrowLeftRight,
  BadgePercent,
  ChartColumnIncreasing,
  Boxes,
  FileText,
  ClipboardList,
  Coins,
  Gift,
  Landmark,
  LayoutDashboard,
  LayoutTemplate,
  Mail,
  MessageSquare,
  Palette,
  Ruler,
  ScrollText,
  Send,
  ShieldCheck,
  SquarePlus,
  Tags,
  TicketPercent,
  Truck,
  Undo2,
  Users,
  Webhook,
  type LucideIcon,
} from 'lucide-react';
import { ADMIN_PAGE_PERMISSIONS, STAFF_HOME, type AdminPageName } from './admin-pages';

/** The pages with a place in the sidebar: those of one record (an order, a product) are reached from their lists. */
type SidebarPage = Exclude<AdminPageName, 'updateProduct' | 'adminOrder' | 'newContentPage' | 'editContentPage'>;

export interface AdminLink {
  page: SidebarPage;
  to: string;
  label: string;
  icon: LucideIcon;
  permission: Permission;
}

const link = (page: SidebarPage, label: string, icon: LucideIcon): AdminLink => ({
  page,
  to: paths[page],
  label,
  icon,
  permission: ADMIN_PAGE_PERMISSIONS[page],
});

/** Every section of the staff, in the sidebar's order. */
export const ADMIN_LINKS: readonly AdminLink[] = [
  link('admin', 'Dashboard', LayoutDashboard),
  link('analytics', 'Analytics', ChartColumnIncreasing),
  link('addProduct', 'Add Product', SquarePlus),
  link('manageProducts', 'Manage Items', Boxes),
  link('manageCategories', 'Categories', Tags),
  link('manageColors', 'Colours', Palette),
  link('manageSizeSets', 'Size sets', Ruler),
  link('manageUsers', 'Users', Users),
  link('manageOrders', 'Manage Orders', ClipboardList),
  link('manageDiscounts', 'Discount codes', TicketPercent),
  link('manageSales', 'Sales', BadgePercent),
  link('manageShipping', 'Shipping', Truck),
  link('manageTax', 'Tax', Landmark),
  link('manageCurrencies', 'Currencies', Coins),
  link('managePages', 'Pages', FileText),
  link('storefront', 'Storefront', LayoutTemplate),
  link('exchanges', 'Exchanges', ArrowLeftRight),
  link('returns', 'Returns', Undo2),
  link('manageCredits', 'Gift cards & credit', Gift),
  link('manageReviews', 'Manage Reviews', MessageSquare),
  link('messages', 'Messages', Mail),
  link('outbox', 'Outbox', Send),
  link('manageWebhooks', 'Webhooks', Webhook),
  link('staff', 'Staff', ShieldCheck),
  link('audit', 'Audit log', ScrollText),
];

/** The sections a staff member may open; the dashboard's home is always one of them. */
export function adminLinksOf(user: { permissions?: readonly string[] } | null | undefined): AdminLink[] {
  return ADMIN_LINKS.filter((entry) => entry.page === STAFF_HOME || can(user, entry.permission));
}
