// Where the owner's area lives and which screen a path shows. The shell page answers every
// /gatekeeper-x9f2/* path (netlify.toml rewrites them to it), so the island reads the path itself.
import { orderScreenOf, orderScreenPath, type OrderScreen } from '../orders/order-paths.ts';

export const ADMIN_BASE = '/gatekeeper-x9f2';

export const SETTINGS_SECTIONS = ['site-text', 'countdown', 'site-password', 'shipping', 'social', 'currency', 'orders', 'language'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

export type AdminScreen =
  | { kind: 'home' }
  | { kind: 'setup' }
  | { kind: 'settings'; section: SettingsSection }
  | { kind: 'admins' }
  | { kind: 'audit' }
  | { kind: 'publish' }
  /** The catalog's screens (products, stock, import): their own paths, read by src/admin/catalog. */
  | { kind: 'catalog'; parts: string[] }
  | OrderScreen
  | { kind: 'not-found' };

/** The first path segments that belong to the catalog's screens. */
export const CATALOG_ROOTS = ['products', 'low-stock', 'import-export'] as const;

const isSection = (value: string | undefined): value is SettingsSection =>
  (SETTINGS_SECTIONS as readonly string[]).includes(value ?? '');

/** '/gatekeeper-x9f2/settings/shipping' → the shipping screen; a path outside the area or unknown → not-found. */
export function screenOfPath(pathname: string): AdminScreen {
  if (pathname !== ADMIN_BASE && !pathname.startsWith(`${ADMIN_BASE}/`)) return { kind: 'not-found' };
  const parts = pathname.slice(ADMIN_BASE.length).split('/').filter(Boolean);
  const orders = orderScreenOf(parts);
  if (orders) return orders;
  const [first, second, ...rest] = parts;
  if ((CATALOG_ROOTS as readonly string[]).includes(first ?? '')) return { kind: 'catalog', parts };
  if (rest.length > 0) return { kind: 'not-found' };
  if (first === undefined) return { kind: 'home' };
  if (first === 'setup' && second === undefined) return { kind: 'setup' };
  if (first === 'admins' && second === undefined) return { kind: 'admins' };
  if (first === 'audit' && second === undefined) return { kind: 'audit' };
  if (first === 'publish' && second === undefined) return { kind: 'publish' };
  if (first === 'settings' && isSection(second)) return { kind: 'settings', section: second };
  return { kind: 'not-found' };
}

export function pathOfScreen(screen: AdminScreen): string {
  switch (screen.kind) {
    case 'home':
    case 'not-found':
      return `${ADMIN_BASE}/`;
    case 'setup':
      return `${ADMIN_BASE}/setup`;
    case 'settings':
      return `${ADMIN_BASE}/settings/${screen.section}`;
    case 'admins':
      return `${ADMIN_BASE}/admins`;
    case 'audit':
      return `${ADMIN_BASE}/audit`;
    case 'publish':
      return `${ADMIN_BASE}/publish`;
    case 'catalog':
      return `${ADMIN_BASE}/${screen.parts.join('/')}`;
    case 'orders':
    case 'order':
    case 'blacklist':
    case 'backups':
      return `${ADMIN_BASE}${orderScreenPath(screen)}`;
  }
}

/** The first-run link carries its token in the fragment, so it never reaches a server log. */
export function setupTokenOf(hash: string): string | undefined {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? undefined;
}
