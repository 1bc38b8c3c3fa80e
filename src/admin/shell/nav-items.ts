// The admin's menu, in the order an owner reaches for it. The catalog and orders issues add theirs here.
import { ADMIN_BASE } from '../core/admin-paths.ts';
import type { AdminMessageKey } from '../core/messages.ts';

export type NavItem = { label: AdminMessageKey; path: string };

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'navHome', path: `${ADMIN_BASE}/` },
  { label: 'navPublish', path: `${ADMIN_BASE}/publish` },
  { label: 'navOrderList', path: `${ADMIN_BASE}/orders` },
  { label: 'navBlacklist', path: `${ADMIN_BASE}/blacklist` },
  { label: 'navLeftCheckouts', path: `${ADMIN_BASE}/left-checkouts` },
  { label: 'navOffers', path: `${ADMIN_BASE}/offers` },
  { label: 'navProducts', path: `${ADMIN_BASE}/products` },
  { label: 'navLowStock', path: `${ADMIN_BASE}/low-stock` },
  { label: 'navPairs', path: `${ADMIN_BASE}/pairs` },
  { label: 'navImportExport', path: `${ADMIN_BASE}/import-export` },
  { label: 'navSiteText', path: `${ADMIN_BASE}/settings/site-text` },
  { label: 'navLanguage', path: `${ADMIN_BASE}/settings/language` },
  { label: 'navCountdown', path: `${ADMIN_BASE}/settings/countdown` },
  { label: 'navSitePassword', path: `${ADMIN_BASE}/settings/site-password` },
  { label: 'navShipping', path: `${ADMIN_BASE}/settings/shipping` },
  { label: 'navSocial', path: `${ADMIN_BASE}/settings/social` },
  { label: 'navCurrency', path: `${ADMIN_BASE}/settings/currency` },
  { label: 'navOrders', path: `${ADMIN_BASE}/settings/orders` },
  { label: 'navCarriers', path: `${ADMIN_BASE}/settings/carriers` },
  { label: 'navAds', path: `${ADMIN_BASE}/settings/ads` },
  { label: 'navBackups', path: `${ADMIN_BASE}/backups` },
  { label: 'navAdmins', path: `${ADMIN_BASE}/admins` },
  { label: 'navAudit', path: `${ADMIN_BASE}/audit` },
];
