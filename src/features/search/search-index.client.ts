// Search in the browser: the main index is downloaded once per page, on first need (opening the
// search box, the search page), and each word shard when a query word first needs it (started while
// the shopper is still typing). The bench reads the performance marks.
import { findMatches, type Described } from '../../domain/search/match.ts';
import { searchTerms } from '../../domain/search/normalize.ts';
import { readSearchIndex, shardKeysOf, type SearchEntry } from '../../domain/search/search-index.ts';
import { productsWithWord, readWordShard, shardKey, SHARD_PREFIX, type WordShard } from '../../domain/search/word-index.ts';

// One index per language (names, categories and description words as the page shows them), the
// page's own: <html lang>.
const pageLanguage = () => (typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en');
export const searchIndexUrl = (lang: string = pageLanguage()) => `/search-index/${lang}.json`;
export const wordShardUrl = (key: string, lang: string = pageLanguage()) => `/search-words/${lang}/${key}.json`;
type Index = { entries: SearchEntry[]; shards: Set<string> };
let index: Promise<Index> | undefined;
const shards = new Map<string, Promise<WordShard>>();

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

function loadIndex(): Promise<Index> {
  index ??= getJson(searchIndexUrl())
    .then((data) => {
      const loaded = { entries: readSearchIndex(data), shards: shardKeysOf(data) };
      performance.mark('search:index-ready');
      return loaded;
    })
    .catch((error: unknown) => {
      index = undefined; // a later try may succeed
      throw error;
    });
  return index;
}

export const loadSearchIndex = () => loadIndex().then((i) => i.entries);

function loadShard(key: string): Promise<WordShard> {
  let shard = shards.get(key);
  if (!shard) {
    shard = getJson(wordShardUrl(key)).then(readWordShard);
    shard.catch(() => shards.delete(key));
    shards.set(key, shard);
  }
  return shard;
}

/** The shards a query's words need: only those the build wrote (no shard, no description word). */
async function shardsFor(query: string): Promise<Map<string, WordShard>> {
  const { shards: existing } = await loadIndex();
  const terms = searchTerms(query).filter((t) => [...t].length >= SHARD_PREFIX && existing.has(shardKey(t)));
  return new Map(await Promise.all(terms.map(async (t) => [t, await loadShard(shardKey(t))] as const)));
}

/** Starts the downloads a query will need; nothing waits for it. */
export function prefetchSearch(query: string): void {
  shardsFor(query).catch(() => {});
}

/** The products a query finds, best first (at most `limit`). */
export async function searchCatalog(query: string, limit = Infinity): Promise<SearchEntry[]> {
  const [{ entries }, loaded] = await Promise.all([loadIndex(), shardsFor(query)]);
  const found = new Map([...loaded].map(([term, shard]) => [term, productsWithWord(shard, term)]));
  const described: Described = (term) => found.get(term);
  return findMatches(entries, query, limit, described);
}
