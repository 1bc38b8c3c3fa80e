// Writing an answer: JSON (UTF-8 unless the platform's headers say another type) or bytes (a PDF, an
// XML error). Each platform's stand-in decides the status, the body and its own headers.
import type { ServerResponse } from 'node:http';

export function writeJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(body === undefined ? '' : JSON.stringify(body));
}

export function writeBytes(res: ServerResponse, status: number, bytes: Uint8Array, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-length': String(bytes.length), ...headers }).end(Buffer.from(bytes));
}

/** An answer whose body is bytes (a PDF, an XML error) or JSON, with its own headers over the extra ones. */
export type BodyAnswer = { status: number; body: unknown; headers?: Record<string, string> };

export function writeAnswer(res: ServerResponse, answer: BodyAnswer, extraHeaders: Record<string, string> = {}): void {
  const headers = { ...extraHeaders, ...answer.headers };
  if (answer.body instanceof Uint8Array) writeBytes(res, answer.status, answer.body, headers);
  else writeJson(res, answer.status, answer.body, headers);
}
