// One reading of a request path, decided before anything routes on it. The edge's lock, the
// function router and the file server must all see the same path: when the lock read
// /_astro/..%2Fshop%2Findex.html as an asset and the file server decoded it into /shop/index.html,
// the shop leaked. So the path is decoded once, and a path that only means something after a
// second decoding or a dot-segment resolution is refused outright.
export type CanonicalPath =
  | { ok: true; /** decoded, for decisions */ path: string; /** re-encoded, for URLs: decodes back to `path` once */ encoded: string }
  | { ok: false };

const REFUSED: CanonicalPath = { ok: false };
// Control characters never belong in a path; NUL in particular ends a file name early in C code.
const CONTROL = /[\u0000-\u001f\u007f]/;

export function canonicalPath(raw: string): CanonicalPath {
  if (!raw.startsWith('/') || raw.includes('\\')) return REFUSED;
  const decoded: string[] = [];
  for (const segment of raw.slice(1).split('/')) {
    let text: string;
    try {
      text = decodeURIComponent(segment);
    } catch {
      return REFUSED; // a broken escape
    }
    // An encoded / or \ would add a segment after decoding; . and .. would climb.
    if (text.includes('/') || text.includes('\\') || text === '.' || text === '..' || CONTROL.test(text)) return REFUSED;
    decoded.push(text);
  }
  return { ok: true, path: `/${decoded.join('/')}`, encoded: `/${decoded.map(encodeSegment).join('/')}` };
}

/** encodeURIComponent, keeping the characters a path segment may carry as they are. */
const encodeSegment = (segment: string) =>
  encodeURIComponent(segment).replace(/%(24|26|2B|2C|3A|3B|3D|40)/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The raw request target split into its path and query (the query is left as it came). */
export function splitTarget(target: string): { path: string; query: string } {
  const i = target.search(/[?#]/);
  return i < 0
    ? { path: target, query: '' }
    : { path: target.slice(0, i), query: target[i] === '?' ? target.slice(i).replace(/#.*$/, '') : '' };
}
