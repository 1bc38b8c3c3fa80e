// The header's search box in a simulated page: when it suggests, what, and what closes it. The index
// and its word shards are the build's own files (buildSearchIndex, buildWordShards) over a small
// catalog, answered by a stand-in fetch as the site would serve them. The browser suite keeps the
// tap that wakes the box, axe over the open box, and the search page (tests/e2e/search.spec.ts).
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '../../domain/catalog/product.ts';
import { SUGGESTION_DEBOUNCE_MS, SUGGESTION_LIMIT } from '../../domain/search/match.ts';
import { buildSearchIndex } from '../../domain/search/search-index.ts';
import { buildWordShards } from '../../domain/search/word-index.ts';
import { pack } from '../../components/packed-props.ts';
import { headerSearchTexts, searchMessages } from './messages.ts';
import SearchBox, { type SearchBoxProps } from './SearchBox.tsx';

const product = (id: string, name: string, category = 'Hoodies'): Product => ({
  id,
  name,
  description: 'Brushed fleece.',
  price: 6900,
  originalPrice: null,
  category,
  images: [`/images/products/${id}.webp`],
  details: [],
  shippingReturns: '',
  colors: ['Black'],
  sizes: ['M'],
  badge: null,
  variants: [{ id: 1, size: 'M', color: 'Black', stock: 3 }],
});

// Seven products whose names start with "ho": more than the dropdown shows.
const catalog = [
  ...['Heavy', 'Zip', 'Boxy', 'Cropped', 'Fleece', 'Washed', 'Logo'].map((kind, i) => product(`hoodie-${i}`, `Hooded ${kind}`)),
  product('tee', 'Essential Tee', 'T-Shirts'),
];
// The page's language is the index's (<html lang>; none here reads as English).
const files = new Map<string, unknown>([['/search-index/en.json', buildSearchIndex(catalog, { wordsInShards: true })]]);
for (const [key, shard] of buildWordShards(catalog)) files.set(`/search-words/en/${key}.json`, shard);

const texts = headerSearchTexts(searchMessages.en);
const props = pack<SearchBoxProps>({ texts, searchPath: '/search', productPath: '/products/{id}' });

function openBox(Box = SearchBox) {
  render(<Box props={props} />);
  fireEvent.click(screen.getByRole('button', { name: texts.open }));
  return screen.getByRole('searchbox', { name: texts.label });
}
const type = (box: HTMLElement, value: string) => fireEvent.change(box, { target: { value } });
const pastTheDebounce = () => act(() => new Promise((done) => setTimeout(done, SUGGESTION_DEBOUNCE_MS + 100)));

beforeEach(() => {
  // The site's files, as the local runtime serves them; anything else is a 404.
  vi.stubGlobal('fetch', async (url: string) => {
    const body = files.get(new URL(url, 'http://localhost').pathname);
    return body === undefined ? new Response('not found', { status: 404 }) : Response.json(body);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the header search box', () => {
  it('opens focused on a tap', () => {
    const box = openBox();
    expect(document.activeElement).toBe(box);
  });

  it(`suggests nothing for one character; from two it says so while searching, then at most ${SUGGESTION_LIMIT} products, each a link to its page`, async () => {
    const box = openBox();
    type(box, 'h');
    await pastTheDebounce();
    expect(screen.queryByText(texts.searching)).toBeNull();
    expect(screen.queryByRole('list', { name: texts.suggestions })).toBeNull();

    type(box, 'ho');
    expect(screen.getByText(texts.searching)).toBeTruthy();
    const list = await screen.findByRole('list', { name: texts.suggestions });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(SUGGESTION_LIMIT);
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/products\/hoodie-\d$/);
    expect(within(links[0]!).getByText('Hoodies')).toBeTruthy();
    expect(links[0]!.querySelector('img')?.getAttribute('src')).toMatch(/^\/images\/products\//);
    expect(screen.getByRole('link', { name: texts.viewAll }).getAttribute('href')).toBe('/search?q=ho');
  });

  it('says so when nothing matches; a tap outside closes the dropdown and keeps the box while it holds a query', async () => {
    const box = openBox();
    type(box, 'zzqx');
    expect(await screen.findByText(texts.noResults)).toBeTruthy();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByText(texts.noResults)).toBeNull();
    expect(screen.getByRole('searchbox')).toBe(box);

    type(box, '');
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('Cancel (on a phone) and Escape close the box and forget the query', () => {
    type(openBox(), 'tee');
    fireEvent.click(screen.getByRole('button', { name: texts.cancel }));
    expect(screen.queryByRole('searchbox')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: texts.open }));
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Escape' });
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.getByRole('button', { name: texts.open })).toBeTruthy();
  });

  it('when the index cannot load it shows no products, as for no match (a page downloads the index once: a fresh one here)', async () => {
    vi.stubGlobal('fetch', async () => new Response('', { status: 503 }));
    vi.resetModules();
    const box = openBox((await import('./SearchBox.tsx')).default);
    type(box, 'hood');
    expect(await screen.findByText(texts.noResults)).toBeTruthy();
  });
});
