// The Supabase Storage implementation against a local HTTP server that stands in for Supabase
// Storage (outside this machine): it answers the REST calls storage-js makes (upload with
// x-upsert, delete by prefixes, public read) and refuses any call without the service key.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SupabaseStorage } from './supabase-storage.ts';

const SERVICE_KEY = 'service-role-key-for-the-test';
const objects = new Map<string, { body: Buffer; type: string; cache: string }>();
const calls: string[] = [];
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const path = new URL(req.url!, 'http://x').pathname;
    calls.push(`${req.method} ${path}`);
    const publicRead = /^\/storage\/v1\/object\/public\/([^/]+)\/(.+)$/.exec(path);
    if (req.method === 'GET' && publicRead) {
      const object = objects.get(`${publicRead[1]}/${publicRead[2]}`);
      res
        .writeHead(object ? 200 : 404, { 'content-type': object?.type ?? 'application/json' })
        .end(object?.body ?? '{"error":"not_found"}');
      return;
    }
    if (req.headers.authorization !== `Bearer ${SERVICE_KEY}` || req.headers.apikey !== SERVICE_KEY) {
      res
        .writeHead(403, { 'content-type': 'application/json' })
        .end('{"statusCode":"403","error":"Unauthorized","message":"new row violates row-level security policy"}');
      return;
    }
    const upload = /^\/storage\/v1\/object\/([^/]+)\/(.+)$/.exec(path);
    // storage-js's download: any bucket's object with the service key; a missing one is the 400 whose
    // body says 404 that Storage answered before 2024 for one key, a 404 for another.
    if (req.method === 'GET' && upload) {
      const object = objects.get(`${upload[1]}/${upload[2]}`);
      if (object) return void res.writeHead(200, { 'content-type': object.type }).end(object.body);
      if (upload[2]!.startsWith('old/'))
        return void res
          .writeHead(400, { 'content-type': 'application/json' })
          .end('{"statusCode":"404","error":"not_found","message":"Object not found"}');
      return void res.writeHead(404, { 'content-type': 'application/json' }).end('{"statusCode":"404","error":"not_found"}');
    }
    if (req.method === 'POST' && upload) {
      const key = `${upload[1]}/${upload[2]}`;
      if (objects.has(key) && req.headers['x-upsert'] !== 'true') return void res.writeHead(409).end('{"error":"Duplicate"}');
      objects.set(key, { body, type: String(req.headers['content-type']), cache: String(req.headers['cache-control']) });
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ Key: key }));
      return;
    }
    const bucket = /^\/storage\/v1\/object\/([^/]+)$/.exec(path);
    if (req.method === 'DELETE' && bucket) {
      const { prefixes } = JSON.parse(body.toString()) as { prefixes: string[] };
      for (const p of prefixes) objects.delete(`${bucket[1]}/${p}`);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(prefixes.map((name) => ({ name }))));
      return;
    }
    res.writeHead(400).end('{"error":"unexpected call"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('SupabaseStorage (against a stand-in for Supabase Storage)', () => {
  it('uploads with the service key, serves at the public URL, replaces, and deletes', async () => {
    const storage = new SupabaseStorage({ url: `${base}/`, serviceKey: SERVICE_KEY, bucket: 'product-images' });
    const key = 'products/0b7e4a4e-3b52-4a53-9a9e-9c1a1d1e0f00-800.webp';
    await storage.put(key, new Uint8Array([1, 2, 3]), 'image/webp');
    await storage.put(key, new Uint8Array([4, 5]), 'image/webp'); // x-upsert: replaced, not refused
    const url = storage.publicUrl(key);
    expect(url).toBe(`${base}/storage/v1/object/public/product-images/${key}`);
    expect(storage.keyOf(url)).toBe(key);
    expect(storage.keyOf('https://elsewhere.example/storage/v1/object/public/product-images/x.webp')).toBeUndefined();
    const served = await fetch(url);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/webp']);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array([4, 5]));
    expect(objects.get(`product-images/${key}`)!.cache).toBe('max-age=31536000');
    await storage.remove([key, 'products/never-there.webp']);
    expect((await fetch(url)).status).toBe(404);
    expect(calls).toContain('DELETE /storage/v1/object/product-images');
  });

  it("reads a private bucket's object with the service key; a missing one is none, however Storage words it", async () => {
    const storage = new SupabaseStorage({ url: base, serviceKey: SERVICE_KEY, bucket: 'parcel-labels' });
    const pdf = new TextEncoder().encode('%PDF-1.4 a label');
    await storage.put('ecotrack/7-ecqfld2103047673.pdf', pdf, 'application/pdf');
    expect(await storage.get('ecotrack/7-ecqfld2103047673.pdf')).toEqual(pdf);
    expect(calls).toContain('GET /storage/v1/object/parcel-labels/ecotrack/7-ecqfld2103047673.pdf');
    expect(await storage.get('ecotrack/8-never.pdf')).toBeUndefined();
    expect(await storage.get('old/9-never.pdf')).toBeUndefined();
    const refused = new SupabaseStorage({ url: base, serviceKey: 'anon-key', bucket: 'parcel-labels' });
    await expect(refused.get('ecotrack/7-ecqfld2103047673.pdf')).rejects.toThrow(/403/);
  });

  it("a refused call (a wrong key) is an error with Supabase's answer, never a silent success", async () => {
    const storage = new SupabaseStorage({ url: base, serviceKey: 'anon-key', bucket: 'product-images' });
    await expect(storage.put('products/a.webp', new Uint8Array([1]), 'image/webp')).rejects.toThrow(/403.*row-level security/);
    await expect(storage.remove(['products/a.webp'])).rejects.toThrow(/403/);
  });
});
