// The alternative the search was measured against: a Pagefind index of the same products, written
// with Pagefind's Node API from the same text the JSON index matches (folded, so Arabic variants
// would match the same way), into <dist>/pagefind/.
import { close, createIndex } from 'pagefind';
import type { Product } from '../../src/domain/catalog/product.ts';
import { normalizeForSearch } from '../../src/domain/search/normalize.ts';

export async function writePagefindIndex(products: Product[], outDir: string): Promise<void> {
  const { index, errors } = await createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`pagefind: ${errors.join(', ')}`);
  for (const p of products) {
    await index.addCustomRecord({
      url: `/products/${p.id}`,
      content: normalizeForSearch(`${p.name} ${p.category} ${p.description}`),
      language: 'en',
      meta: { title: p.name, category: p.category, image: p.images[0] ?? '' },
    });
  }
  const written = await index.writeFiles({ outputPath: `${outDir}/pagefind` });
  if (written.errors.length) throw new Error(`pagefind: ${written.errors.join(', ')}`);
  await close();
}
