import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address.ts';

describe('which addresses an import may fetch from', () => {
  it('lets public IPv4 and IPv6 addresses through', () => {
    for (const ip of [
      '8.8.8.8',
      '23.227.38.65',
      '151.101.1.69',
      '2606:4700::6810:85e5',
      '2001:4860:4860::8888',
      '::ffff:8.8.8.8',
      '64:ff9b::808:808',
      '2002:808:808::1',
    ]) {
      expect(isPublicAddress(ip), ip).toBe(true);
    }
  });

  it('refuses loopback, private, link-local, CGNAT, multicast, metadata and reserved addresses', () => {
    for (const ip of [
      '127.0.0.1',
      '127.1.2.3',
      '0.0.0.0',
      '10.0.0.5',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '100.64.0.1',
      '100.100.100.200',
      '169.254.169.254',
      '192.0.0.192',
      '198.18.0.1',
      '192.0.2.10',
      '224.0.0.1',
      '239.255.255.250',
      '240.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      'fe80::1',
      'fd00:ec2::254',
      'fc00::1',
      'ff02::1',
      'fec0::1',
      '2001:db8::1',
      '2001::1',
      '100::1',
      '64:ff9b:1::1',
    ]) {
      expect(isPublicAddress(ip), ip).toBe(false);
    }
  });

  it('sees through IPv6 forms that reach an IPv4 host: mapped, compatible, NAT64 and 6to4', () => {
    for (const ip of [
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '::ffff:169.254.169.254',
      '::127.0.0.1',
      '::a00:1',
      '64:ff9b::a9fe:a9fe',
      '64:ff9b::127.0.0.1',
      '2002:a9fe:a9fe::1',
      '2002:c0a8:101::',
    ]) {
      expect(isPublicAddress(ip), ip).toBe(false);
    }
  });

  it('is not fooled by what is not an IP address', () => {
    for (const text of ['', 'localhost', 'example.com', '127.0.0.1.nip.io', '[::1]', '0x7f.1'])
      expect(isPublicAddress(text), text).toBe(false);
  });

  it('lets loopback through only when a test asks, and nothing else private with it', () => {
    expect(isPublicAddress('127.0.0.1', { allowLoopback: true })).toBe(true);
    expect(isPublicAddress('::1', { allowLoopback: true })).toBe(true);
    expect(isPublicAddress('::ffff:127.0.0.1', { allowLoopback: true })).toBe(true);
    for (const ip of ['10.0.0.5', '169.254.169.254', '192.168.1.1', 'fd00::1', '0.0.0.0', '::'])
      expect(isPublicAddress(ip, { allowLoopback: true }), ip).toBe(false);
  });
});
