// Reads a request body up to a byte limit without buffering more than that.
export async function readBodyWithin(request: Request, limit: number): Promise<string | 'too_large'> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > limit) return 'too_large';
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return 'too_large';
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
