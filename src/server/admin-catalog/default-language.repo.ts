// The owner changes the shop's default language: the products' own texts must stay that language's
// (the shop falls back to them, the CSV's plain columns and the list's flags read them so). Inside the
// settings save's transaction, each product with a name in the new language swaps: its texts in that
// language become its own fields (a text it lacks there keeps the old one, so no page loses text), and
// its old own texts go under the old language. A product without a name in the new language is left
// as it is (its own texts, in the old language, are what every language falls back to). A text the
// other language had the same (one kept as a fallback by an earlier change) is not written twice, so
// changing back and forth gives back what the owner wrote. Each swapped
// product's version moves on, so an editor opened before the change cannot save the old texts back.
// Categories need nothing: their name is the key, and each language shows its label or that name.
import type { Queryable } from '../db/queryable.ts';
import type { Locale } from '../../i18n/locales.ts';
import { BUMP } from './products.repo.ts';

export async function swapDefaultLanguage(tx: Queryable, from: Locale, to: Locale): Promise<string[]> {
  if (from === to) return [];
  const swapped = await tx<{ id: string }[]>`
    update products p set
      name = p.translations -> ${to} ->> 'name',
      description = coalesce(nullif(p.translations -> ${to} ->> 'description', ''), p.description),
      details = case when jsonb_typeof(p.translations -> ${to} -> 'details') = 'array' and jsonb_array_length(p.translations -> ${to} -> 'details') > 0
                     then array(select jsonb_array_elements_text(p.translations -> ${to} -> 'details')) else p.details end,
      shipping_returns = coalesce(nullif(p.translations -> ${to} ->> 'shippingReturns', ''), p.shipping_returns),
      translations = (p.translations - ${to}::text) || jsonb_build_object(${from}::text, jsonb_strip_nulls(jsonb_build_object(
        'name', p.name,
        'description', nullif(nullif(p.description, ''), p.translations -> ${to} ->> 'description'),
        'details', case when cardinality(p.details) > 0 and to_jsonb(p.details) is distinct from p.translations -> ${to} -> 'details' then to_jsonb(p.details) end,
        'shippingReturns', nullif(nullif(p.shipping_returns, ''), p.translations -> ${to} ->> 'shippingReturns')))),
      updated_at = ${BUMP(tx)}
    where coalesce(p.translations -> ${to} ->> 'name', '') <> ''
    returning p.id`;
  return swapped.map((r) => r.id);
}
