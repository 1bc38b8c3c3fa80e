// The search page's <head> script. search.astro writes these two functions' source into the page as
// one inline script, so it runs before the page is first drawn; they may use nothing from outside
// their own bodies. With a search in the address it hides the built first page of all products
// (the island shows the matches once it has the index) and starts the index download. For a search
// with the default view it also shows, from that same built page, the cards whose name holds every
// word: the results start with exactly these (firstNameMatches in src/domain/search/match.ts), so
// the first results and their images are drawn at once instead of after the page's code and the index.

/** normalizeForSearch (src/domain/search/normalize.ts) as one expression; search.test.ts checks that they agree. */
export function foldForEarlyResults(text: string): string {
  const arabicFolds: Record<string, string> = {
    '\u0629': '\u0647',
    '\u0649': '\u064a',
    '\u0671': '\u0627',
    '\u06cc': '\u064a',
    '\u06a9': '\u0643',
  };
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[\p{M}\u0640]/gu, '')
    .replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) & 15))
    .replace(/[\u0629\u0649\u0671\u06cc\u06a9]/g, (c) => arabicFolds[c] ?? c)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function startSearchPage(fold: (text: string) => string): void {
  const search = location.search;
  if (!/[?&](q|category|sort|min|max)=./.test(search)) return;
  const root = document.documentElement;
  root.classList.add('search-pending');
  // The results need the index: start it now rather than after hydration.
  document.head.append(
    Object.assign(document.createElement('link'), {
      rel: 'preload',
      href: `/search-index/${root.lang || 'en'}.json`,
      as: 'fetch',
      crossOrigin: 'anonymous',
    }),
  );

  const query = new URLSearchParams(search).get('q') ?? '';
  const terms = fold(query).split(' ').filter(Boolean);
  if (terms.length === 0 || /[?&](category|sort|min|max)=./.test(search) || !('adoptedStyleSheets' in document)) return;
  // A card matches when its folded name (data-name) holds every word; the title is written around the
  // query as the island will write it, so nothing moves when the island takes over. Styles set
  // through the CSSOM, not a <style> element, so a strict Content-Security-Policy does not stand in the way.
  const match = terms.map((t) => `[data-name*="${t.replace(/["\\]/g, '\\$&')}"]`).join('');
  const some = `html.search-early:has([data-search-result]${match})`;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(`html.search-early [data-search-result]:not(${match}){display:none}
${some} [data-search-area]{display:block}
${some} [data-search-waiting]{display:none}
${some} [data-result-count]{visibility:hidden}
${some} [data-search-title]{visibility:visible}
${some} [data-title-text]{display:none}
${some} [data-search-title]::before{content:attr(data-title-before) "${query
    .trim()
    .replace(/[\\"]/g, '\\$&')
    .replace(/[\n\r\f]/g, ' ')}" attr(data-title-after)}`);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  root.classList.add('search-early');
}
