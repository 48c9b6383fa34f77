/**
 * A client's roles, and which of them may use each area of the portal (the role-to-path table
 * decided in shared/spec/README.md). The access table (contract/access.ts) builds every access
 * decision of the app and the provider on these lists.
 */
export const ROLES = ['Administrator', 'Full User', 'Reporting User', 'Billing User'] as const;
export type Role = (typeof ROLES)[number];

export type Area =
  | 'results'
  | 'billing'
  | 'courier'
  | 'supplies'
  | 'ordering'
  | 'submissions'
  | 'vintage'
  | 'smoke'
  | 'team:view'
  | 'team:change'
  | 'client-settings:view'
  | 'client-settings:change';

const ALL: readonly Role[] = ROLES;
export const AREA_ROLES: Record<Area, readonly Role[]> = {
  results: ['Administrator', 'Full User', 'Reporting User'],
  vintage: ['Administrator', 'Full User', 'Reporting User'],
  smoke: ['Administrator', 'Full User', 'Reporting User'],
  billing: ['Administrator', 'Full User', 'Billing User'],
  courier: ['Administrator', 'Full User'],
  supplies: ['Administrator', 'Full User'],
  // Ordering analyses online: client administrators and full users; not billing or reporting users.
  ordering: ['Administrator', 'Full User'],
  // Tracking those orders (list, detail, PDFs, cancel): the same people, on credit hold too.
  submissions: ['Administrator', 'Full User'],
  'team:view': ALL,
  'team:change': ['Administrator'],
  'client-settings:view': ['Administrator', 'Full User'],
  'client-settings:change': ['Administrator'],
};
