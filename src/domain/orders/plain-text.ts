// What a shopper types is plain text; the order form (order-request.ts) and the order page's cancel
// reason (../order-link/order-view.ts) share the rule. Pure: no I/O.
// Names and addresses are plain text: no control characters (PostgreSQL refuses NUL outright), no
// markup, which nobody needs to write an address and which would travel to the owner's chat, and no
// half of an emoji (a lone UTF-16 surrogate, which only a hand-written JSON escape can produce and
// which PostgreSQL refuses in the notification's JSON).
// C1 controls too (U+0080-U+009F; U+0085, a line break, is hidden formatting's to refuse). Tab and the
// line breaks are not refused: shopper-whitespace.ts folds them first.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u0084\u0086-\u009f]/;
const MARKUP = /<\s*[a-z!/?]/i;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;
export const isPlainText = (text: string) => !CONTROL.test(text) && !MARKUP.test(text) && !LONE_SURROGATE.test(text);
