// Reads a request body up to a byte limit. Content-Length can be missing or false (chunked bodies),
// so the stream itself is counted and abandoned as soon as it passes the limit.
export type BodyRead = { ok: true; text: string } | { ok: false; reason: 'too_large' | 'not_utf8' };

export async function readBodyCapped(request: Request, maxBytes: number): Promise<BodyRead> {
  const bytes = await readBytesCapped(request, maxBytes);
  if (!bytes.ok) return bytes;
  // fatal: a body that is not UTF-8 is broken input (400), not text with replacement characters.
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes.bytes) };
  } catch {
    return { ok: false, reason: 'not_utf8' };
  }
}

/** The body's bytes (uploads), with the same limit. */
export async function readBytesCapped(
  request: Request,
  maxBytes: number,
): Promise<{ ok: true; bytes: Uint8Array } | { ok: false; reason: 'too_large' }> {
  const declared = Number(request.headers.get('content-length') ?? 'NaN');
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, reason: 'too_large' };
  if (!request.body) return { ok: true, bytes: new Uint8Array() };

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, reason: 'too_large' };
    }
    chunks.push(value);
  }
  return { ok: true, bytes: Buffer.concat(chunks) };
}
