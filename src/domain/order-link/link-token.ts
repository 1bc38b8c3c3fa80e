// An order link's token as it travels in /o/<token> and /api/order-link/<token>: 32 bytes in
// base64url (43 characters). Anything else is no link, answered as a link that does not exist.
export const LINK_POWERS = ['view', 'confirm'] as const;
/** view: the success screen's link (see, cancel, ask for a call); confirm: the WhatsApp link (also confirms). */
export type LinkPower = (typeof LINK_POWERS)[number];

export const LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const isLinkToken = (value: string) => LINK_TOKEN.test(value);

/** The order page's own path under the language's prefix ('' for the default language, '/ar', ...). */
export const ORDER_PAGE_SHELL_PATH = '/o';
export const orderPagePath = (prefix: string, token: string) => `${prefix}${ORDER_PAGE_SHELL_PATH}/${token}`;

/**
 * The customer's order page (/o/<token>) to send her, under her language's prefix: the confirming link
 * while the order is pending and the owner lets customers confirm (confirms: true), else the link that
 * shows it. null when the order has no link (placed before links existed) or its link has expired.
 */
export type CustomerLink = { path: string; confirms: boolean };

/** The API the page reads and acts through. */
export const orderLinkApiPath = (token: string, action?: string) => `/api/order-link/${token}${action ? `/${action}` : ''}`;

/**
 * The rewrites that send every order link to its language's shell (status 200: the address, and so the
 * token, stays). A placeholder for one path segment, so no real file under /o/ is ever caught.
 */
export function orderPageRewrites(prefixes: readonly string[]): { from: string; to: string; status: 200 }[] {
  return prefixes.map((prefix) => ({
    from: `${prefix}${ORDER_PAGE_SHELL_PATH}/:token`,
    to: `${prefix}${ORDER_PAGE_SHELL_PATH}/`,
    status: 200,
  }));
}

const ORDER_PAGE_PATH = /\/o\/[A-Za-z0-9_-]+\/?$/;
/** Whether a path is an order link's page (for `astro dev`, which has no _redirects). */
export const isOrderPagePath = (pathname: string) => ORDER_PAGE_PATH.test(pathname);
