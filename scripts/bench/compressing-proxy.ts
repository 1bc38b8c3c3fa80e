// A stand-in for the CDN's compression in front of the local runtime (which serves files as they
// are): text answers go out brotli- or gzip-compressed when the browser accepts it, as Netlify does.
import { createServer, type Server } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

export async function startCompressingProxy(upstream: string, port: number): Promise<{ url: string; close: () => Promise<void> }> {
  const cache = new Map<string, Buffer>();
  const server: Server = createServer((req, res) => {
    void (async () => {
      const response = await fetch(upstream + (req.url ?? '/'), {
        method: req.method ?? 'GET',
        headers: { accept: req.headers.accept ?? '*/*' },
      });
      const body = Buffer.from(await response.arrayBuffer());
      const headers: Record<string, string> = {};
      response.headers.forEach((value, key) => {
        if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(key)) headers[key] = value;
      });
      const accepts = String(req.headers['accept-encoding'] ?? '');
      const encoding =
        !TEXT.test(headers['content-type'] ?? '') || body.length < 512
          ? undefined
          : accepts.includes('br')
            ? 'br'
            : accepts.includes('gzip')
              ? 'gzip'
              : undefined;
      let out: Buffer = body;
      if (encoding) {
        const key = `${encoding} ${req.url}`;
        out =
          cache.get(key) ??
          (encoding === 'br'
            ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
            : gzipSync(body, { level: 9 }));
        cache.set(key, out);
        headers['content-encoding'] = encoding;
        headers.vary = 'Accept-Encoding';
      }
      res.writeHead(response.status, { ...headers, 'content-length': String(out.length) });
      res.end(req.method === 'HEAD' ? undefined : out);
    })().catch((error: unknown) => {
      console.error('[proxy]', req.url, error);
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
