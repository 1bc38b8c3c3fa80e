// Whether an IP address is on the public internet. The catalog import fetches image addresses an
// owner's file names, on the server: without this check a file could make the function read the
// cloud's metadata service (169.254.169.254), the database on a private network, or itself.
// The ranges are IANA's special-purpose registries (RFC 6890 and successors) for IPv4 and IPv6.
import { BlockList, isIP } from 'node:net';

const NOT_PUBLIC_V4: readonly [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT (also Alibaba's metadata service, 100.100.100.200)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local: the cloud metadata services (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments (Oracle's metadata, 192.0.0.192)
  ['192.0.2.0', 24], // documentation
  ['192.31.196.0', 24], // AS112
  ['192.52.193.0', 24], // AMT
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['192.175.48.0', 24], // AS112
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and 255.255.255.255
];

const NOT_PUBLIC_V6: readonly [string, number][] = [
  ['::', 96], // unspecified (::), loopback (::1), the deprecated IPv4-compatible ::a.b.c.d
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo 2001::/32 tunnels to any IPv4)
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
  ['5f00::', 16], // segment routing
  ['fc00::', 7], // unique local (AWS's IPv6 metadata, fd00:ec2::254)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

const notPublic = new BlockList();
for (const [net, prefix] of NOT_PUBLIC_V4) notPublic.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of NOT_PUBLIC_V6) notPublic.addSubnet(net, prefix, 'ipv6');

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** The eight 16-bit groups of an IPv6 address ('::' expanded; a trailing dotted IPv4 read as two groups). */
function groupsOf(ip: string): number[] {
  let text = ip.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (s: string) => (s ? s.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const start = part(head);
  const end = tail === undefined ? [] : part(tail);
  return [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
}

const v4Of = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;

/**
 * The IPv4 address an IPv6 address carries to, where it is one that ends up at an IPv4 host: NAT64
 * (64:ff9b::/96) and 6to4 (2002::/16). IPv4-mapped addresses (::ffff:a.b.c.d) BlockList checks itself.
 */
function embeddedV4(ip: string): string | undefined {
  const g = groupsOf(ip);
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return v4Of(g[6]!, g[7]!);
  if (g[0] === 0x2002) return v4Of(g[1]!, g[2]!);
  return undefined;
}

export type AddressRule = {
  /**
   * Tests only: loopback counts as public, so a local server can stand in for another shop's CDN.
   * An option passed by code, never read from the environment (an attacker could set a variable).
   */
  allowLoopback?: boolean;
};

/** True for an address an import may connect to; false for anything else (including what is not an IP). */
export function isPublicAddress(ip: string, rule: AddressRule = {}): boolean {
  const family = isIP(ip);
  if (family === 0) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (rule.allowLoopback && loopback.check(ip, type)) return true;
  if (notPublic.check(ip, type)) return false;
  if (type === 'ipv6') {
    const v4 = embeddedV4(ip);
    if (v4 !== undefined) return isPublicAddress(v4, rule);
  }
  return true;
}
