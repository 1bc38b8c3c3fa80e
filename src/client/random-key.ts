// A fresh unguessable key for one attempt the server must see once (a checkout's order, a tap that adds
// a piece): a retry after a lost answer sends the same key, so the server answers what the first did.
// Always from the browser's cryptographic random source: randomUUID where there is one, else 16 bytes
// of getRandomValues (older Safari has the second only), never Math.random. The shopper's checkout and
// her order page both use it (src/client: browser code several features share).
export function randomKey(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
