// A stand-in for TikTok's Events API 2.0 (business-api.tiktok.com/open_api/v1.3/event/track/), written
// from TikTok's public documentation and its official SDK's contract, never from the shop's client
// (sources: docs/ad-platform-apis.md):
//   - the token comes in the Access-Token header; TikTok answers HTTP 200 with its own code: 40104 when
//     it is missing, 40105 when it is wrong;
//   - the body is {event_source: "web", event_source_id: <pixel code>, data: [1 to 1,000 events]}; each
//     event has `event` and `event_time`; user.email and user.phone must be SHA-256 (hex); a request
//     breaking a rule is code 40002;
//   - a success is {code: 0, message: "OK", request_id, data: {}}.
import type { IncomingMessage } from 'node:http';
import { serveStandIn } from '../../carriers/stand-ins/shared/serve.ts';
import { readBody } from '../../carriers/stand-ins/shared/body.ts';
import { writeJson } from '../../carriers/stand-ins/shared/write.ts';

const HASHED = /^[a-f0-9]{64}$/;

export type TikTokEvent = {
  event: string;
  event_time: number;
  event_id?: string;
  user?: Record<string, unknown>;
  properties?: Record<string, unknown>;
} & Record<string, unknown>;
export type TikTokReceived = { pixelCode: string; event: TikTokEvent };

export type TikTokStandIn = {
  url: string;
  received: TikTokReceived[];
  requests: number;
  /** The next `count` requests are answered with this code and message (e.g. 40100, its rate limit). */
  failNext(count: number, code: number, message: string): void;
  close(): Promise<void>;
};

const requestId = () => `2026${Math.random().toString(16).slice(2, 14)}`;

export async function startTikTokStandIn(options: { token: string; pixelCode: string }): Promise<TikTokStandIn> {
  let failures: { count: number; code: number; message: string } | undefined;
  const refuse = (code: number, message: string) => ({ code, message, request_id: requestId(), data: {} });

  function answer(req: IncomingMessage, raw: string): unknown {
    if (req.method !== 'POST' || new URL(req.url ?? '/', 'http://tiktok').pathname !== '/open_api/v1.3/event/track/')
      return refuse(40002, 'Invalid path.');
    const token = req.headers['access-token'];
    if (!token) return refuse(40104, 'Access token is null. Please check the Access-Token header.');
    if (token !== options.token) return refuse(40105, 'Access token is incorrect or has been revoked.');
    if (failures && failures.count > 0) {
      failures.count--;
      return refuse(failures.code, failures.message);
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return refuse(40002, 'Invalid JSON.');
    }
    if (body.event_source !== 'web') return refuse(40002, 'event_source: must be one of web, app, offline, crm.');
    if (body.event_source_id !== options.pixelCode)
      return refuse(40002, `event_source_id: pixel ${String(body.event_source_id)} not found.`);
    const data = body.data;
    if (!Array.isArray(data) || data.length === 0 || data.length > 1000) return refuse(40002, 'data: 1 to 1000 events.');
    const events = data as TikTokEvent[];
    for (const event of events) {
      if (typeof event.event !== 'string' || !Number.isInteger(event.event_time))
        return refuse(40002, 'event and event_time are required.');
      for (const field of ['email', 'phone'] as const) {
        const value = event.user?.[field];
        if (value !== undefined && !(typeof value === 'string' && HASHED.test(value)))
          return refuse(40002, `user.${field}: must be SHA-256 hashed.`);
      }
    }
    for (const event of events) standIn.received.push({ pixelCode: options.pixelCode, event });
    return { code: 0, message: 'OK', request_id: requestId(), data: {} };
  }

  const server = await serveStandIn(async (req, res) => {
    const raw = await readBody(req);
    standIn.requests++;
    writeJson(res, 200, answer(req, raw));
  });
  const standIn: TikTokStandIn = {
    url: server.origin,
    received: [],
    requests: 0,
    failNext: (count, code, message) => void (failures = { count, code, message }),
    close: server.close,
  };
  return standIn;
}
