// What a locked site still serves without the unlock cookie, matched exactly on the canonical
// (decoded once, dot-segment free) path: a prefix such as /_astro/* would also cover
// /_astro/..%2Fshop, which a file server later reads as /shop.
export const ADMIN_PATH = '/gatekeeper-x9f2';

const OPEN: readonly RegExp[] = [
  /^\/api\/gate$/, // the password check itself
  /^\/api\/health$/, // uptime checks; says only whether the database answers
  // The gate page's (and the admin's) hashed bundles: one file name, right under /_astro/.
  /^\/_astro\/[\w-]+(?:\.[\w-]+)*\.(?:css|js)$/,
  /^\/favicon\.(?:svg|ico)$/,
  /^\/robots\.txt$/,
  // The owner's area has its own sign-in and must stay reachable to turn the lock off: its one page
  // (served for each of its screens) and its API, nothing else under those names.
  /^\/gatekeeper-x9f2(?:\/index\.html|(?:\/[\w-]+)*\/?)$/,
  /^\/api\/admin(?:\/[^/]+)+$/,
  // A shopper's own order page and its API, behind the order's private link (src/domain/order-link):
  // the link is her key, so a drop's password never stands between her and her order. The page is a
  // shell with the shop's name only; the order comes from the API, for a valid token alone.
  /^(?:\/(?:ar|fr|en))?\/o\/[A-Za-z0-9_-]{43}\/?$/,
  /^\/api\/order-link\/[A-Za-z0-9_-]{43}(?:\/(?:confirm|cancel|call))?$/,
  // A carrier's webhook (issue 24): the carrier's servers hold no unlock cookie; the signature is their key.
  /^\/api\/carriers\/(?:yalidine|zr-express)\/webhook$/,
];

export const isOpenPath = (canonicalPath: string) => OPEN.some((pattern) => pattern.test(canonicalPath));
