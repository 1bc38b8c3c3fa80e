// Failed sign-ins are counted per client address. An IPv6 user gets a whole /64 from the provider
// (and can pick any address in it), so IPv6 addresses are counted per /64; IPv4 per address.
export function addressKey(ip: string | undefined): string {
  const raw = (ip ?? '')
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(raw);
  if (mapped) return `ip:${mapped[1]}`;
  if (/^\d{1,3}(?:\.\d{1,3}){3}$/.test(raw)) return `ip:${raw}`;
  const groups = expandIpv6(raw);
  return groups ? `ip6:${groups.slice(0, 4).join(':')}::/64` : `ip:unknown`;
}

/** The 8 groups of an IPv6 address (without leading zeros), or undefined when it is not one. */
function expandIpv6(raw: string): string[] | undefined {
  if (!/^[0-9a-f:.]+$/.test(raw) || !raw.includes(':')) return undefined;
  let text = raw;
  // An embedded IPv4 tail (::1.2.3.4) is two groups.
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = text.slice(0, v4.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return undefined;
  return groups.map((g) => g.replace(/^0+(?=.)/, ''));
}

/** The account a sign-in attempt names, counted apart from the address. */
export const accountKey = (email: string) => `account:${email.trim().toLowerCase().slice(0, 180)}`;
