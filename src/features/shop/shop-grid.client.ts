// The shop grid in the browser: category buttons filter it (kept in ?category=), and the cards after
// the first page come from static chunks when the shopper nears the end of the grid or presses
// 'Load more'. Cards added for one view are dropped when the view changes.
import { chunkUrl, SHOP_PAGE_SIZE, type ShopCardRow } from './shop-pages.ts';
import { buildCard, type CardContext } from './card-dom.client.ts';

export function startShopGrid() {
  const grid = document.querySelector<HTMLElement>('[data-product-grid]');
  const more = document.querySelector<HTMLElement>('[data-load-more]');
  const empty = document.querySelector<HTMLElement>('[data-empty-category]');
  if (!grid || !more || !empty) return;
  const ctx = JSON.parse(grid.dataset.context ?? '{}') as CardContext;
  const buttons = [...document.querySelectorAll<HTMLButtonElement>('[data-category-filter] button')];
  let category = '';
  let generation = 0; // a chunk that arrives after the view changed is dropped
  let loading = false;

  const button = (c: string) => buttons.find((b) => (b.dataset.category ?? '') === c);
  const expected = () => Number(button(category)?.dataset.count ?? 0);
  const shown = () => grid.querySelectorAll('li:not([hidden])').length;
  const refresh = () => {
    empty.hidden = expected() > 0;
    more.hidden = shown() >= expected();
  };

  function apply(next: string) {
    category = next;
    generation++;
    loading = false;
    for (const added of grid!.querySelectorAll('li[data-added]')) added.remove();
    for (const card of grid!.querySelectorAll<HTMLElement>('li')) card.hidden = Boolean(category) && card.dataset.category !== category;
    for (const b of buttons) b.setAttribute('aria-pressed', String((b.dataset.category ?? '') === category));
    refresh();
  }

  async function loadMore() {
    if (loading || more!.hidden) return;
    loading = true;
    const mine = generation;
    const view = button(category)?.dataset.view ?? 'all';
    try {
      const response = await fetch(chunkUrl(ctx.locale, view, Math.floor(shown() / SHOP_PAGE_SIZE)));
      const rows = (await response.json()) as ShopCardRow[];
      if (mine !== generation) return;
      const present = new Set([...grid!.querySelectorAll<HTMLElement>('li')].map((li) => li.dataset.productId));
      for (const row of rows) {
        if (present.has(row[0])) continue;
        const card = buildCard(row, ctx);
        card.dataset.added = 'true';
        grid!.append(card);
      }
    } catch (error) {
      console.error('shop: could not load more products', error); // the button stays for another try
    } finally {
      if (mine === generation) {
        loading = false;
        refresh();
        // Still near the end (a tall screen, a fast scroll): the observer will not fire again by itself.
        if (!more!.hidden && more!.getBoundingClientRect().top < innerHeight + 800) void loadMore();
      }
    }
  }

  document.querySelector('[data-category-filter]')?.addEventListener('click', (event) => {
    const pressed = (event.target as HTMLElement).closest<HTMLButtonElement>('button[data-category]');
    if (!pressed) return;
    const next = pressed.dataset.category ?? '';
    const url = new URL(location.href);
    if (next) url.searchParams.set('category', next);
    else url.searchParams.delete('category');
    history.replaceState(null, '', url);
    apply(next);
  });
  more.querySelector('button')?.addEventListener('click', () => void loadMore());
  // Start the next chunk well before the shopper reaches the end of the grid.
  new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && void loadMore(), { rootMargin: '800px 0px' }).observe(
    more,
  );
  apply(new URL(location.href).searchParams.get('category') ?? '');
}
