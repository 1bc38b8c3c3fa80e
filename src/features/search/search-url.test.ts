import { expect, it } from 'vitest';
import { readSearchUrl, writeSearchUrl } from './search-url.ts';
import { DEFAULT_VIEW } from '../../domain/search/results-view.ts';

it('reads the query and the view, with defaults for what is missing or wrong', () => {
  expect(readSearchUrl('?q=hoodie')).toEqual({ query: 'hoodie', view: DEFAULT_VIEW });
  expect(readSearchUrl('?q=&category=Shoes&sort=price-desc&min=1000&max=5000')).toEqual({
    query: '',
    view: { category: 'Shoes', sort: 'price-desc', minPrice: 1000, maxPrice: 5000 },
  });
  expect(readSearchUrl('?sort=cheapest&min=abc').view).toEqual(DEFAULT_VIEW);
});

it('writes only what differs from the defaults and keeps the query', () => {
  const url = new URL('http://shop.test/search?q=tee&sort=name-asc');
  expect(writeSearchUrl(url, DEFAULT_VIEW).search).toBe('?q=tee');
  expect(writeSearchUrl(url, { ...DEFAULT_VIEW, category: 'T-Shirts', maxPrice: 4000 }).search).toBe('?q=tee&category=T-Shirts&max=4000');
});
