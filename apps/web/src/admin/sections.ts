// The console's sections and who may use them: staff run orders and stock, an admin also prices,
// catalog imports, settings and staff. The navigation lists only what the signed-in role may use.
import type { StaffRole } from '@shop/domain';

export interface Section {
  /** The path under /admin. */
  path: string;
  /** The text key of its name in the navigation and its heading. */
  label: string;
  adminOnly: boolean;
}

/** Its pages below /imports (an import, the mappings) are gated as the section is. */
export const IMPORTS_SECTION: Section = { path: '/imports', label: 'nav.imports', adminOnly: true };

export const SECTIONS: readonly Section[] = [
  { path: '/', label: 'nav.overview', adminOnly: false },
  { path: '/orders', label: 'nav.orders', adminOnly: false },
  { path: '/items', label: 'nav.items', adminOnly: false },
  { path: '/audit', label: 'nav.audit', adminOnly: false },
  { path: '/prices', label: 'nav.prices', adminOnly: true },
  IMPORTS_SECTION,
  { path: '/settings', label: 'nav.settings', adminOnly: true },
  { path: '/staff', label: 'nav.staff', adminOnly: true },
];

export const mayUse = (role: StaffRole, section: Section): boolean =>
  role === 'admin' || !section.adminOnly;

export const sectionsFor = (role: StaffRole): Section[] =>
  SECTIONS.filter((section) => mayUse(role, section));

export const ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  staff: 'roles.staff',
  admin: 'roles.admin',
};
