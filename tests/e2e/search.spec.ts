// The search box in the header and the search page, on the built site. What the box suggests and what
// closes it are component tests (src/features/search/SearchBox.test.tsx); here, the tap that wakes it,
// a query sent to the search page, and the page itself.
import { expect, test, type Page } from '@playwright/test';
import { buildSearchIndex } from '../../src/domain/search/search-index.ts';

type Row = [string, string, number, number, number, number, string, 0 | 1, string];
// The English page's index (/search-index/{lang}.json, lang = the page's <html lang>).
type Index = { v: 1; categories: string[]; categorySlugs: string[]; products: Row[] };
const englishIndex = '/search-index/en.json';

const results = (page: Page) => page.locator('[data-search-results] > li');
const prices = (page: Page) => results(page).evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.price)));
const names = (page: Page) => results(page).getByRole('heading').allTextContents();

/** Opens the search page once its island has hydrated and read the index (the build draws a first page before that). */
async function openSearchPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('[data-status="ready"]')).toBeAttached(); // hydrated, with the whole index
  await expect(results(page).first()).toBeVisible();
}

/** Opens the header's search box: the tap wakes its island (client:tap) and is done again once it has hydrated. */
async function openSearch(page: Page, path = '/shop') {
  await page.goto(path);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toBeFocused();
}

test.describe('the header search box', () => {
  test('its code loads only when the shopper taps it, and that first tap opens it', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/shop');
    // The page has settled (the cart link has read the cart, the network is idle): the search box still sleeps.
    await page.locator('header [data-cart-link][data-count]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    await expect(page.locator('astro-island[component-url*="SearchBox"][ssr]')).toHaveCount(1);
    expect(scripts.filter((path) => path.includes('SearchBox'))).toEqual([]);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toBeFocused();
    expect(scripts.filter((path) => path.includes('SearchBox'))).toHaveLength(1);
  });

  test('submits only a non-blank query, to the search page', async ({ page }) => {
    await openSearch(page);
    const box = page.getByRole('searchbox', { name: 'Search products' });
    await box.fill('   ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/shop$/);
    await box.fill('hoodie');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=hoodie$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search Results for "hoodie"' })).toBeVisible();
  });

  test('is not on the home page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-header-search]')).toHaveCount(0);
  });
});

test.describe('the search page', () => {
  test('shows all products without a query, and the matches with their count for one', async ({ page, request }) => {
    const index = (await (await request.get(englishIndex)).json()) as Index;
    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    await expect(page.getByText(`${index.products.length} products found`)).toBeVisible();

    await openSearchPage(page, '/search?q=HOODIE');
    await expect(page.getByRole('heading', { level: 1, name: 'Search Results for "HOODIE"' })).toBeVisible();
    const count = await results(page).count();
    expect(count).toBeGreaterThan(1);
    await expect(page.locator('[data-result-count]')).toHaveText(`${count} products found`);
    for (const text of await results(page).allTextContents()) expect(text).toMatch(/DZD/);
  });

  test('filters by category and sorts five ways', async ({ page, request }) => {
    const index = (await (await request.get(englishIndex)).json()) as Index;
    await openSearchPage(page, '/search');
    const featured = await names(page);

    // Each category once: its label shown, its slug the value (and the address's ?category=).
    const select = page.getByLabel('Category');
    expect(index.categorySlugs).toHaveLength(index.categories.length);
    await expect(select.locator('option')).toHaveText(['All Categories', ...index.categories]);
    expect(await select.locator('option').evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value))).toEqual([
      '',
      ...index.categorySlugs,
    ]);
    await select.selectOption({ label: 'Hoodies' });
    await expect(page).toHaveURL(/[?&]category=hoodies(&|$)/);
    const categories = await results(page).evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.category));
    expect(categories.length).toBeGreaterThan(0);
    expect(new Set(categories)).toEqual(new Set(['hoodies']));
    await expect(page).toHaveURL(/[?&]category=hoodies(&|$)/);
    await page.getByLabel('Category').selectOption('');

    const sort = page.getByLabel('Sort by');
    await expect(sort.locator('option')).toHaveText([
      'Featured',
      'Price: Low to High',
      'Price: High to Low',
      'Name: A to Z',
      'Name: Z to A',
    ]);
    await sort.selectOption({ label: 'Price: Low to High' });
    const up = await prices(page);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    await sort.selectOption({ label: 'Price: High to Low' });
    const down = await prices(page);
    expect(down).toEqual([...down].sort((a, b) => b - a));
    const collate = new Intl.Collator('en').compare;
    await sort.selectOption({ label: 'Name: A to Z' });
    const az = await names(page);
    expect(az).toEqual([...az].sort(collate));
    await sort.selectOption({ label: 'Name: Z to A' });
    const za = await names(page);
    expect(za).toEqual([...az].reverse());
    await sort.selectOption({ label: 'Featured' });
    expect(await names(page)).toEqual(featured);
  });

  test('keeps both ends of the price range, which starts at 0 and 100000', async ({ page }) => {
    await openSearchPage(page, '/search');
    await expect(page.getByLabel('Min price')).toHaveValue('0');
    await expect(page.getByLabel('Max price')).toHaveValue('100000');
    const all = await prices(page);
    const price = all[Math.floor(all.length / 2)]!;
    await page.getByLabel('Min price').fill(String(price));
    await page.getByLabel('Max price').fill(String(price));
    const shown = await prices(page);
    expect(shown.length).toBe(all.filter((p) => p === price).length);
    expect(shown.length).toBeGreaterThan(0);
    await page.getByLabel('Max price').fill(String(price - 1));
    await expect(page.getByText('No products found', { exact: true })).toBeVisible();
  });

  test('cards show the struck original price when it was higher, and the badge', async ({ page, request }) => {
    const index = (await (await request.get(englishIndex)).json()) as Index;
    const reduced = index.products.find((r) => r[4] > r[3])!;
    const badged = index.products.find((r) => r[5] === 2)!; // bestseller
    await page.goto(`/search?q=${encodeURIComponent(reduced[1])}`);
    const card = results(page).filter({ hasText: reduced[1] }).first();
    await expect(card.locator('s')).toContainText(`${reduced[4].toLocaleString('en-US').replace(',', '\u202f')}\u00a0DZD`);
    await page.goto(`/search?q=${encodeURIComponent(badged[1])}`);
    await expect(results(page).filter({ hasText: badged[1] }).first()).toContainText('Bestseller');
  });

  test('forgives Arabic spelling variants', async ({ page }) => {
    // The demo catalog's Arabic names share no word with this product, and its descriptions are
    // English: one Arabic product, with an Arabic description, is added to the Arabic page's real
    // index for this test.
    await page.route('**/search-index/ar.json', async (route) => {
      const index = (await (await route.fetch()).json()) as Index;
      const [row] = buildSearchIndex([
        {
          id: 'burnous-alwaha',
          name: 'برنوس الواحة',
          description: 'أقواس إسلامية مطرزة',
          price: 3900,
          originalPrice: null,
          category: 'برانس',
          categorySlug: 'burnous',
          images: [],
          details: [],
          shippingReturns: '',
          colors: [],
          sizes: [],
          badge: 'new',
          variants: [{ id: 1, size: 'M', color: 'أسود', stock: 3 }],
        },
      ]).products;
      index.categories.push('برانس');
      index.categorySlugs.push('burnous');
      index.products.push([row![0], row![1], index.categories.length - 1, ...row!.slice(3)] as Row);
      await route.fulfill({ json: index });
    });
    for (const query of ['الواحه', 'الوَاحَة', 'برنـوس', 'اقواس', 'إسلاميه']) {
      await page.goto(`/ar/search?q=${encodeURIComponent(query)}`);
      await expect(results(page)).toHaveCount(1);
      await expect(results(page).first()).toContainText('برنوس الواحة');
      await expect(results(page).first()).toContainText('جديد');
    }
  });

  test('the first results show before the page has its code or the index: the built cards whose name holds every word', async ({
    page,
  }) => {
    // The island's code and the index are held back until the early results have been seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/SearchResults\.[\w-]+\.js$|\/search-index\/en\.json$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/search?q=A', { waitUntil: 'commit' });
    const shown = results(page).filter({ visible: true });
    await expect(shown.first()).toBeVisible();
    await expect(page.locator('astro-island[component-url*="SearchResults"]')).toHaveAttribute('ssr', '');
    await expect(page.getByText('Searching for products...')).toBeHidden();
    await expect(shown.first().locator('img')).toHaveAttribute('fetchpriority', 'high');
    const early = await shown.getByRole('heading').allTextContents();
    expect(early.length).toBeGreaterThan(1);
    for (const name of early) expect(name.toLowerCase()).toContain('a');
    expect(early.length).toBeLessThan(await results(page).count()); // the others are hidden, not gone
    const earlyBox = await shown.first().boundingBox();

    release();
    await expect(page.locator('[data-status="ready"]')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1, name: 'Search Results for "A"' })).toBeVisible();
    expect((await names(page)).slice(0, early.length)).toEqual(early);
    // Nothing moved when the island took over (the title was already written around the query).
    expect(await results(page).first().boundingBox()).toEqual(earlyBox);
  });

  test('says when nothing is found, while loading, and when the products cannot be loaded', async ({ page }) => {
    await page.goto('/search?q=zzqx');
    await expect(page.getByText('No products found', { exact: true })).toBeVisible();
    await expect(page.getByText('0 products found')).toBeVisible();

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/search-index/en.json', async (route) => {
      await held;
      await route.continue();
    });
    // No product's name holds this word (see the test above for those that do): the page waits for the index.
    await page.goto('/search?q=zzqx', { waitUntil: 'domcontentloaded' });
    // Said by the build's line until the island hydrates, then by the island's status: for a moment both.
    await expect(page.getByText('Searching for products...').filter({ visible: true }).first()).toBeVisible();
    release();
    await expect(page.getByText('No products found', { exact: true })).toBeVisible();

    await page.unrouteAll();
    await page.route('**/search-index/en.json', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.goto('/search?q=tee');
    await expect(page.getByText('Error loading products. Please try again later.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
