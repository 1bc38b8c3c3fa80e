// The import's image fetch against a local HTTP server. The server stands in for another shop's CDN,
// which in production is outside this machine: loopback is let through only because each test passes
// `allowLoopback` (an option of the code, never configuration), and the refusals below run without it.
import { createServer, type Server } from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionOrder } from '../http/pinned-request.ts';
import { fetchRemoteImage } from './remote-image.ts';

let server: Server;
let base: string;
let port: number;
let jpeg: Buffer;
const hits: string[] = [];

beforeAll(async () => {
  jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#335577' } })
    .jpeg()
    .toBuffer();
  server = createServer((req, res) => {
    hits.push(req.url ?? '');
    switch (req.url) {
      case '/shirt.jpg':
        res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': jpeg.length }).end(jpeg);
        return;
      case '/moved':
        res.writeHead(302, { location: '/shirt.jpg' }).end();
        return;
      case '/to-private':
        res.writeHead(302, { location: 'http://10.0.0.1/shirt.jpg' }).end();
        return;
      case '/to-metadata':
        res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
        return;
      case '/loop':
        res.writeHead(302, { location: '/loop' }).end();
        return;
      case '/page':
        res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Not an image</title>');
        return;
      case '/gone.jpg':
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      case '/huge.jpg': {
        // 11 MB without a length: the reader has to count and stop by itself.
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        const chunk = Buffer.alloc(256 * 1024, 1);
        let sent = 0;
        const pump = () => {
          while (sent < 11 * 1024 * 1024) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          res.end();
        };
        res.on('error', () => undefined);
        pump();
        return;
      }
      case '/declared-huge.jpg':
        res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': 50 * 1024 * 1024 });
        res.write(jpeg.subarray(0, 10));
        return; // never finishes: the declared length alone is refused
      case '/slow.jpg':
        return; // never answers
      default:
        res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : 0;
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const cdn = { allowLoopback: true } as const;

describe('fetching an image named in an imported file', () => {
  it('fetches an image, and follows a redirect', async () => {
    const direct = await fetchRemoteImage(`${base}/shirt.jpg`, cdn);
    expect(direct.ok && Buffer.from(direct.bytes).equals(jpeg)).toBe(true);
    const moved = await fetchRemoteImage(`${base}/moved`, cdn);
    expect(moved).toMatchObject({ ok: true, url: `${base}/shirt.jpg` });
  });

  it('connects to the address it checked, not to whatever the name resolves to later', async () => {
    // cdn.shop.test exists in no DNS: the only way to reach the server is the checked address.
    const viaName = await fetchRemoteImage(`http://cdn.shop.test:${port}/shirt.jpg`, { ...cdn, resolve: async () => ['127.0.0.1'] });
    expect(viaName.ok).toBe(true);
  });

  it('tries every checked answer in turn, IPv4 first, when the first does not connect', async () => {
    // 127.0.0.2 is loopback too, but nothing listens there on this port: the connection is refused, the next answer takes it.
    const secondAnswer = await fetchRemoteImage(`http://cdn.shop.test:${port}/shirt.jpg`, {
      ...cdn,
      resolve: async () => ['127.0.0.2', '127.0.0.1'],
    });
    expect(secondAnswer.ok).toBe(true);
    expect(connectionOrder(['2606:4700::6810:85e5', '23.227.38.65', '2001:4860:4860::8888', '151.101.1.69'])).toEqual([
      '23.227.38.65',
      '151.101.1.69',
      '2606:4700::6810:85e5',
      '2001:4860:4860::8888',
    ]);
    // None connects: the import says unreachable, after trying each.
    expect(
      await fetchRemoteImage(`http://cdn.shop.test:${port}/shirt.jpg`, { ...cdn, resolve: async () => ['127.0.0.2', '127.0.0.3'] }),
    ).toEqual({ ok: false, reason: 'unreachable' });
  });

  it('refuses loopback without the test allowance, before connecting', async () => {
    const before = hits.length;
    expect(await fetchRemoteImage(`${base}/shirt.jpg`)).toEqual({ ok: false, reason: 'notPublic' });
    expect(await fetchRemoteImage(`http://localhost:${port}/shirt.jpg`)).toEqual({ ok: false, reason: 'notPublic' });
    expect(await fetchRemoteImage(`http://[::1]:${port}/shirt.jpg`)).toEqual({ ok: false, reason: 'notPublic' });
    expect(await fetchRemoteImage(`http://[::ffff:127.0.0.1]:${port}/shirt.jpg`)).toEqual({ ok: false, reason: 'notPublic' });
    expect(await fetchRemoteImage(`http://2130706433:${port}/shirt.jpg`)).toEqual({ ok: false, reason: 'notPublic' });
    expect(hits.length).toBe(before);
  });

  it('refuses private and metadata addresses, also when a name resolves to one or a redirect leads there', async () => {
    for (const url of [
      'http://10.0.0.1/a.jpg',
      'http://192.168.1.20/a.jpg',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00:ec2::254]/',
      'http://100.64.1.1/a.jpg',
    ]) {
      expect(await fetchRemoteImage(url, cdn), url).toEqual({ ok: false, reason: 'notPublic' });
    }
    // A name with one public and one private answer (a DNS rebinding set-up) is refused outright.
    expect(await fetchRemoteImage('https://cdn.shop.test/a.jpg', { resolve: async () => ['23.227.38.65', '10.0.0.7'] })).toEqual({
      ok: false,
      reason: 'notPublic',
    });
    expect(await fetchRemoteImage('https://cdn.shop.test/a.jpg', { resolve: async () => ['::ffff:192.168.0.1'] })).toEqual({
      ok: false,
      reason: 'notPublic',
    });
    expect(await fetchRemoteImage(`${base}/to-private`, cdn)).toEqual({ ok: false, reason: 'notPublic' });
    expect(await fetchRemoteImage(`${base}/to-metadata`, cdn)).toEqual({ ok: false, reason: 'notPublic' });
  });

  it('refuses other schemes and addresses with credentials', async () => {
    for (const url of [
      'file:///etc/passwd',
      'ftp://cdn.example/a.jpg',
      'data:image/png;base64,AAAA',
      'gopher://x/',
      `http://user:pw@127.0.0.1:${port}/shirt.jpg`,
      'not a url',
    ]) {
      expect(await fetchRemoteImage(url, cdn), url).toEqual({ ok: false, reason: 'badAddress' });
    }
  });

  it('stops after 3 redirects', async () => {
    expect(await fetchRemoteImage(`${base}/loop`, cdn)).toEqual({ ok: false, reason: 'tooManyRedirects' });
    expect(hits.filter((h) => h === '/loop').length).toBeLessThanOrEqual(4);
  });

  it('refuses what is not an image, an error status, and more than 10 MB (declared or counted)', async () => {
    expect(await fetchRemoteImage(`${base}/page`, cdn)).toEqual({ ok: false, reason: 'notImage' });
    expect(await fetchRemoteImage(`${base}/gone.jpg`, cdn)).toEqual({ ok: false, reason: 'httpStatus', status: 404 });
    expect(await fetchRemoteImage(`${base}/huge.jpg`, cdn)).toEqual({ ok: false, reason: 'tooLarge' });
    expect(await fetchRemoteImage(`${base}/declared-huge.jpg`, cdn)).toEqual({ ok: false, reason: 'tooLarge' });
  });

  it('gives up on a server that does not answer in time', async () => {
    // A short deadline for the test; production's is 15 s per image.
    expect(await fetchRemoteImage(`${base}/slow.jpg`, { ...cdn, timeoutMs: 300 })).toEqual({ ok: false, reason: 'timeout' });
  });

  it('cannot reach a name that does not resolve', async () => {
    expect(await fetchRemoteImage('https://no-such-host.invalid/a.jpg')).toEqual({ ok: false, reason: 'unreachable' });
  });
});
