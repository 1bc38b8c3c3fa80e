// Text from a shopper (or from the catalog) as it goes into the owner's Discord-style chat message: one
// line of plain text, whatever it contains. The order refuses most of this already; this is the
// last word for every field the message carries, including text stored before those rules.
//   - line breaks of every kind become a space: a field cannot start a line, so it cannot make a
//     heading, a block quote, a list or a "-# " subtext, nor a fake "Total:" line;
//   - invisible formatting (right-to-left overrides and the like) is dropped, as the order form does;
//   - every character Discord's markdown gives a meaning to is escaped with a backslash: bold, italic,
//     underline, strike, spoiler, code, headings, quotes, lists, masked links [text](url), and the `<`
//     that opens <@id>, <@&role>, <#channel>, <t:time> and <:emoji:id>;
//   - @everyone and @here get a zero-width space after the @ (the webhook's allowed_mentions already
//     keeps them from pinging; this keeps them from even reading as a mention);
//   - a link the shopper typed is shown as inline code, so it cannot be clicked: Discord makes a link
//     of any `scheme://...` in a message, even inside a word ('xhttps://...'), and of nothing without
//     a scheme (discord/discord-api-docs#542); www. addresses are wrapped too, for any other client.
//     A code span shows its text as typed (nothing to unescape, no zero-width character to copy)
//     and ends at a backtick or an @, which a link token therefore never holds.
import { withoutHiddenFormatting } from '../../domain/orders/hidden-formatting.ts';

const LINE_BREAKS = /(?:\r\n|[\n\r\v\f\u0085\u2028\u2029])+/g;
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;
/** The characters Discord's markdown reads as syntax. */
export const CHAT_MARKDOWN = /[\\*_~|`>#\-[\]()<]/g;
const MASS_MENTION = /@(everyone|here)/gi;

/** A link as a chat client would see one: a scheme and '://', or www., up to a space, a backtick or an @. */
const LINK = /[a-z][a-z0-9+.-]*:\/\/[^\s`@]*|\bwww\.[^\s`@]+/gi;

export function chatText(text: string): string {
  const plain = withoutHiddenFormatting(text.replace(LINE_BREAKS, ' ')).replace(CONTROLS, ' ').replace(/ {2,}/g, ' ').trim();
  let out = '';
  let from = 0;
  for (const link of plain.matchAll(LINK)) {
    out += `${escaped(plain.slice(from, link.index))}\`${link[0]}\``;
    from = link.index + link[0].length;
  }
  return out + escaped(plain.slice(from));
}

const escaped = (text: string) => text.replace(CHAT_MARKDOWN, (ch) => `\\${ch}`).replace(MASS_MENTION, '@\u200b$1');
