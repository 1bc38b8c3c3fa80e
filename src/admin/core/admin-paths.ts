// Where the owner's area lives and which screen a path shows. The shell page answers every
// /gatekeeper-x9f2/* path (netlify.toml rewrites them to it), so the island reads the path itself.
// The shell knows only which first segment belongs to which area; each area (catalog, orders,
// settings) reads the rest of the path itself, in its own paths module, and shows its screen.

export const ADMIN_BASE = '/gatekeeper-x9f2';

/** The first path segments each area owns. */
export const AREA_ROOTS = {
  catalog: ['products', 'low-stock', 'import-export', 'pairs'],
  orders: ['orders', 'blacklist', 'backups', 'left-checkouts', 'offers'],
  settings: ['settings', 'admins', 'audit'],
} as const satisfies Record<string, readonly string[]>;
export type AdminArea = keyof typeof AREA_ROOTS;

export type AdminScreen =
  | { kind: 'home' }
  | { kind: 'setup' }
  | { kind: 'publish' }
  /** A screen of one area: the area reads `parts` (the whole path after the base) itself. */
  | { kind: 'area'; area: AdminArea; parts: readonly string[] }
  | { kind: 'not-found' };

const areaOf = (first: string | undefined): AdminArea | undefined =>
  (Object.keys(AREA_ROOTS) as AdminArea[]).find((area) => (AREA_ROOTS[area] as readonly string[]).includes(first ?? ''));

/** '/gatekeeper-x9f2/settings/shipping' → the settings area's screen; a path outside the admin or unknown → not-found. */
export function screenOfPath(pathname: string): AdminScreen {
  if (pathname !== ADMIN_BASE && !pathname.startsWith(`${ADMIN_BASE}/`)) return { kind: 'not-found' };
  const parts = pathname.slice(ADMIN_BASE.length).split('/').filter(Boolean);
  const [first, second] = parts;
  const area = areaOf(first);
  if (area) return { kind: 'area', area, parts };
  if (first === undefined) return { kind: 'home' };
  if (second !== undefined) return { kind: 'not-found' };
  if (first === 'setup') return { kind: 'setup' };
  if (first === 'publish') return { kind: 'publish' };
  return { kind: 'not-found' };
}

export function pathOfScreen(screen: AdminScreen): string {
  switch (screen.kind) {
    case 'home':
    case 'not-found':
      return `${ADMIN_BASE}/`;
    case 'setup':
      return `${ADMIN_BASE}/setup`;
    case 'publish':
      return `${ADMIN_BASE}/publish`;
    case 'area':
      return `${ADMIN_BASE}/${screen.parts.join('/')}`;
  }
}

/** The first-run link carries its token in the fragment, so it never reaches a server log. */
export function setupTokenOf(hash: string): string | undefined {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? undefined;
}
