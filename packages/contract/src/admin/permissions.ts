/**
 * What a staff member may do in the back office: `resource:action` strings. Every admin route
 * declares the one it needs and the server checks it before the handler; the admin app reads the
 * same table only to hide what a role cannot open.
 */
export const PERMISSIONS = [
  'dashboard:read',
  'orders:read',
  'orders:fulfil',
  'orders:refund',
  'orders:export',
  'prices:read',
  'prices:write',
  'invoices:read',
  'customers:read',
  'customers:write',
  'catalog:read',
  'catalog:write',
  'stock:write',
  'coupons:read',
  'coupons:write',
  'content:read',
  'content:write',
  'staff:read',
  'staff:write',
  'settings:read',
  'settings:write',
  'audit:read',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * Who may call a back-office endpoint, checked before its handler:
 * - `public`: anyone (sign-in, an invitation's link);
 * - `session`: a session at any stage (reading it, the second factor, signing out);
 * - `enrolment`: signed in, while two-factor sign-in may still be due (setting it up);
 * - `account`: signed in and set up, any role (one's own account);
 * - a permission: signed in and set up, with a role that has it.
 */
export type AdminAccess = 'public' | 'session' | 'enrolment' | 'account' | Permission;

export const STAFF_ROLES = ['owner', 'manager', 'fulfilment', 'accountant'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const OWNER_ONLY: readonly Permission[] = [
  'staff:read',
  'staff:write',
  'settings:read',
  'settings:write',
  'audit:read',
];

/** Each role's permissions. Fulfilment sees orders and delivery details, never prices. */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  manager: PERMISSIONS.filter((permission) => !OWNER_ONLY.includes(permission)),
  fulfilment: ['orders:read', 'orders:fulfil'],
  accountant: ['dashboard:read', 'orders:read', 'orders:export', 'prices:read', 'invoices:read'],
};

export function roleCan(role: StaffRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}
