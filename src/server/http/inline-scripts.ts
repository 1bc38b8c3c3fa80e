// The inline scripts a browser runs on a page, found as the browser finds them: by parsing the page
// with parse5, which follows the HTML standard's parsing algorithm (quoted attributes, comments,
// text-only elements such as <title>, <textarea> and <noscript>, templates, SVG). Text that only looks
// like a script (in an attribute value, a comment, a <title>) is not an element and is never returned.
import { parse, type DefaultTreeAdapterTypes as Html } from 'parse5';

const HTML_NS = 'http://www.w3.org/1999/xhtml';
const SVG_NS = 'http://www.w3.org/2000/svg';
// A script with no type, or one of these, runs (JSON-LD and other data blocks do not).
const RUNNABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

const attribute = (element: Html.Element, name: string) => element.attrs.find((a) => a.name === name)?.value;

function runs(element: Html.Element): boolean {
  if (element.nodeName !== 'script' || (element.namespaceURI !== HTML_NS && element.namespaceURI !== SVG_NS)) return false;
  if (attribute(element, 'src') !== undefined) return false;
  return RUNNABLE_TYPES.has((attribute(element, 'type') ?? '').trim().toLowerCase());
}

/** The text of each inline script of the page that a browser would run, in page order. */
export function runnableInlineScripts(html: string): string[] {
  const scripts: string[] = [];
  const visit = (parent: Html.ParentNode) => {
    for (const node of parent.childNodes) {
      if (!('childNodes' in node)) continue;
      if (runs(node)) scripts.push(node.childNodes.map((text) => ('value' in text ? text.value : '')).join(''));
      else visit(node);
      // A template's content is a fragment of its own; its scripts run once a page script clones it in.
      if ('content' in node) visit(node.content);
    }
  };
  visit(parse(html));
  return scripts;
}
