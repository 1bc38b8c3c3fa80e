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
//     keeps them from pinging; this keeps them from even reading as a mention).
import { withoutHiddenFormatting } from '../../domain/orders/hidden-formatting.ts';

const LINE_BREAKS = /(?:\r\n|[\n\r\v\f\u0085\u2028\u2029])+/g;
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;
/** The characters Discord's markdown reads as syntax. */
export const CHAT_MARKDOWN = /[\\*_~|`>#\-[\]()<]/g;
const MASS_MENTION = /@(everyone|here)/gi;

export function chatText(text: string): string {
  return withoutHiddenFormatting(text.replace(LINE_BREAKS, ' '))
    .replace(CONTROLS, ' ')
    .replace(/ {2,}/g, ' ')
    .trim()
    .replace(CHAT_MARKDOWN, (ch) => `\\${ch}`)
    .replace(MASS_MENTION, '@\u200b$1');
}
