/**
 * Which permission each dashboard page of the staff needs: the one table the route guards
 * (app/router.tsx), the sidebar and the staff's welcome panel (admin-links.ts) read. The API
 * refuses each operation on its own (the `x-permission` of its entry in apps/api's
 * operations.ts); a page is shown only to those who may read what it lists.
 * NOTE: the router loads with every page, the storefront's too: this file stays icon- and zod-free.
 */
import type { Permission } from '@shop/shared/permissions';
import type { PAGE_PATTERNS } from '@shop/shared/routes';

export const ADMIN_PAGE_PERMISSIONS = {
  admin: 'reports',
  analytics: 'reports',
  addProduct: 'catalogue.edit',
  manageProducts: 'catalogue.view',
  // Its form saves through the API, which asks for 'catalogue.edit'; reading it is enough to open it.
  updateProduct: 'catalogue.view',
  manageCategories: 'catalogue.view',
  manageColors: 'catalogue.view',
  manageSizeSets: 'catalogue.view',
  manageUsers: 'customers.view',
  manageOrders: 'orders.view',
  adminOrder: 'orders.view',
  manageDiscounts: 'discounts',
  manageSales: 'discounts',
  manageShipping: 'settings',
  manageTax: 'settings',
  manageCurrencies: 'settings',
  managePages: 'settings',
  newContentPage: 'settings',
  editContentPage: 'settings',
  outbox: 'settings',
  storefront: 'settings',
  manageWebhooks: 'settings',
  exchanges: 'exchanges',
  returns: 'exchanges',
  manageCredits: 'refunds',
  manageReviews: 'reviews',
  messages: 'messages',
  staff: 'staff',
  audit: 'audit',
} as const satisfies Partial<Record<keyof typeof PAGE_PATTERNS, Permission>>;

export type AdminPageName = keyof typeof ADMIN_PAGE_PERMISSIONS;

/**
 * The dashboard's home opens to every staff member: without its permission ('reports') it
 * welcomes them with the sections they may use instead of the shop's figures.
 */
export const STAFF_HOME = 'admin' satisfies AdminPageName;
