/**
 * What a staff member may do: one table, read by the API's guards (each admin operation of the
 * contract names one permission) and by the dashboard (it shows only what the signed-in staff
 * member may use). Zod-free, so that the storefront's first load does not carry a schema library.
 */

/** Each permission, and what it lets a staff member do, as the roles page says it. */
export const PERMISSIONS = {
  'catalogue.view': 'See the catalogue: products, categories, colours and size sets',
  'catalogue.edit': 'Edit products and their prices, categories, colours and size sets; import and export the catalogue',
  stock: 'Set stock counts',
  'orders.view': 'See orders',
  'orders.fulfil': 'Fulfil orders: ship them, change their status, delete unpaid ones',
  refunds: 'Refund orders, and issue, adjust and disable gift cards and store credit',
  exchanges: 'Handle exchanges and returns',
  'customers.view': 'See customers and what they bought',
  'customers.addresses': "See customers' delivery addresses and phone numbers",
  'customers.delete': 'Delete customers and sign them out everywhere',
  reviews: 'Moderate reviews',
  messages: 'Read the messages of the contact form',
  discounts: 'Create, pause and delete discount codes and sales',
  settings:
    "Change tax, shipping, the returns policy, the storefront's home page, announcement bar and footer, the shop's pages (About, Terms, the policies), resend mail, and run the webhooks",
  reports: 'See sales figures',
  staff: 'Invite staff, change their roles, create roles, suspend staff, export the audit log',
  audit: 'Read the audit log',
} as const;

export type Permission = keyof typeof PERMISSIONS;

export const PERMISSION_KEYS = Object.keys(PERMISSIONS) as Permission[];

/** The permissions grouped as the roles page lists them. */
export const PERMISSION_GROUPS: readonly { name: string; permissions: readonly Permission[] }[] = [
  { name: 'Catalogue', permissions: ['catalogue.view', 'catalogue.edit', 'stock'] },
  { name: 'Orders', permissions: ['orders.view', 'orders.fulfil', 'refunds', 'exchanges'] },
  { name: 'Customers', permissions: ['customers.view', 'customers.addresses', 'customers.delete', 'reviews', 'messages'] },
  { name: 'Shop', permissions: ['discounts', 'settings', 'reports'] },
  { name: 'Staff', permissions: ['staff', 'audit'] },
];

export interface BuiltInRole {
  name: string;
  description: string;
  permissions: readonly Permission[];
}

/**
 * The roles every shop has. Their rows are made by the migration and cannot be changed; an
 * owner makes further roles from the permissions. The specification's 'admin' is an Owner.
 */
export const BUILT_IN_ROLES = {
  owner: { name: 'Owner', description: 'Everything. A shop always keeps at least one owner.', permissions: PERMISSION_KEYS },
  manager: {
    name: 'Manager',
    description: 'Everything but staff.',
    permissions: PERMISSION_KEYS.filter((permission) => permission !== 'staff'),
  },
  fulfilment: {
    name: 'Fulfilment',
    description: 'Orders, exchanges and returns, and stock.',
    permissions: ['orders.view', 'orders.fulfil', 'customers.addresses', 'exchanges', 'catalogue.view', 'stock'],
  },
  support: {
    name: 'Support',
    description: 'Customers, orders to read, reviews and messages.',
    permissions: ['customers.view', 'customers.addresses', 'orders.view', 'reviews', 'messages'],
  },
} as const satisfies Record<string, BuiltInRole>;

export type BuiltInRoleHandle = keyof typeof BUILT_IN_ROLES;
export const OWNER_ROLE: BuiltInRoleHandle = 'owner';

export function isBuiltInRole(handle: string): handle is BuiltInRoleHandle {
  return Object.hasOwn(BUILT_IN_ROLES, handle);
}

export function isPermission(key: string): key is Permission {
  return Object.hasOwn(PERMISSIONS, key);
}

export { can } from './can';
