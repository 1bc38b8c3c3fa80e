// What a shopper reads on a built page, for the test that no English is left on a French or Arabic
// page: the text of the page (what is shown, and what a screen reader says: alt, title, placeholder,
// aria-label, the description and sharing tags), minus the parts that are marked as another language
// (the language switch's "English"), and the texts the islands were given (their props).
import { ELEMENT_NODE, TEXT_NODE, parse, type Node } from 'ultrahtml';

const READ_ATTRIBUTES = ['alt', 'title', 'placeholder', 'aria-label'];
const READ_META = /^(description|og:title|og:description|twitter:title|twitter:description)$/;
const SKIPPED = new Set(['script', 'style', 'template', 'noscript']);

const NAMED: Record<string, string> = { quot: '"', amp: '&', lt: '<', gt: '>', apos: "'", nbsp: '\u00a0' };
/** ultrahtml keeps character references as written; the shopper reads them decoded. */
export const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) =>
    ref[0] === '#'
      ? String.fromCodePoint(ref[1]?.toLowerCase() === 'x' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1)))
      : (NAMED[ref.toLowerCase()] ?? whole),
  );

export type PageText = { lang: string; texts: string[]; islandTexts: string[] };

/** Every string inside an island's serialized props ([type, value] pairs, objects, arrays). */
function propStrings(value: unknown, into: string[]): void {
  // A packed island (src/components/packed-props.ts) holds its props as one JSON string: read inside it.
  if (typeof value === 'string') {
    const inner = /^[[{]/.test(value) ? unpacked(value) : undefined;
    if (inner === undefined) into.push(value);
    else propStrings(inner, into);
  } else if (Array.isArray(value)) value.forEach((v) => propStrings(v, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => propStrings(v, into));
}

function unpacked(value: string): unknown {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

export function pageText(html: string): PageText {
  const root = parse(html);
  const page: PageText = { lang: '', texts: [], islandTexts: [] };
  const walk = (node: Node, lang: string) => {
    if (node.type === TEXT_NODE) {
      const text = decodeEntities(String(node.value)).replace(/\s+/g, ' ').trim();
      if (text) page.texts.push(text);
      return;
    }
    if (node.type !== ELEMENT_NODE) {
      for (const child of node.children ?? []) walk(child, lang);
      return;
    }
    const attrs = Object.fromEntries(
      Object.entries(node.attributes as Record<string, string>).map(([k, v]) => [k, decodeEntities(String(v))]),
    );
    if (node.name === 'html') page.lang = attrs.lang ?? '';
    const own = attrs.lang ?? lang;
    // A part in another language says so with its own lang (the switch, the language offer).
    if (page.lang && own !== page.lang) return;
    if (SKIPPED.has(node.name)) return;
    if (node.name === 'meta' && READ_META.test(attrs.name ?? attrs.property ?? '')) page.texts.push(attrs.content ?? '');
    for (const name of READ_ATTRIBUTES) if (attrs[name]) page.texts.push(attrs[name]);
    if (node.name === 'astro-island' && attrs.props) propStrings(JSON.parse(attrs.props), page.islandTexts);
    for (const child of node.children ?? []) walk(child, own);
  };
  walk(root, '');
  return page;
}
