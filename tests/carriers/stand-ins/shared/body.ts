// A request's body as text: every stand-in reads it whole before it routes (JSON, a form, or nothing).
import type { IncomingMessage } from 'node:http';

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
