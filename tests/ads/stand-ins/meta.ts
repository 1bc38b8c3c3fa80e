// A stand-in for Meta's Conversions API (graph.facebook.com/{version}/{pixel id}/events), written from
// Meta's public documentation, never from the shop's client (each rule's source: docs/ad-platform-apis.md):
//   - the token comes as access_token, in the query string or the JSON body (Meta's SDK sends it in
//     the body); a wrong or missing one is the Graph API's OAuthException, code 190, HTTP 400;
//   - an unknown pixel (dataset) is the Graph API's "Unsupported post request" (code 100, subcode 33);
//   - `data` holds 1 to 1,000 events; each has event_name, event_time (Unix seconds), action_source and
//     user_data; ANY event_time more than 7 days in the past refuses the whole request and processes
//     none (code 100, subcode 2804003, "Event Timestamp Too Old");
//   - a website event (action_source "website") requires user_data.client_user_agent and
//     event_source_url (Meta's Parameters page); one without them refuses the request (code 100);
//   - contact information (em, ph, fn, ln, ct, st, zp, country, external_id is optional to hash) must be
//     SHA-256 hex: an unhashed value refuses the request (code 100);
//   - a success is {events_received, messages, fbtrace_id}; events sent with test_event_code are kept
//     apart, as the Test Events tool shows them.
import type { IncomingMessage } from 'node:http';
import { serveStandIn } from '../../carriers/stand-ins/shared/serve.ts';
import { readBody } from '../../carriers/stand-ins/shared/body.ts';
import { writeJson } from '../../carriers/stand-ins/shared/write.ts';

const HASHED = /^[a-f0-9]{64}$/;
const MUST_BE_HASHED = ['em', 'ph', 'fn', 'ln', 'ct', 'st', 'zp', 'country', 'ge', 'db'];
const SEVEN_DAYS = 7 * 24 * 3600;

export type MetaEvent = {
  event_name: string;
  event_time: number;
  event_id?: string;
  action_source: string;
  user_data: Record<string, unknown>;
  custom_data?: Record<string, unknown>;
} & Record<string, unknown>;
export type MetaReceived = { pixelId: string; event: MetaEvent; testEventCode: string | null };

type GraphError = {
  message: string;
  type: string;
  code: number;
  error_subcode?: number;
  error_user_title?: string;
  error_user_msg?: string;
};

export type MetaStandIn = {
  url: string;
  /** Every event taken, in order (test events too, marked with their code). */
  received: MetaReceived[];
  /** Requests answered, refused ones included. */
  requests: number;
  /** The next `count` requests are answered with this error (e.g. Meta's temporary error, code 2). */
  failNext(count: number, error: GraphError, status?: number): void;
  close(): Promise<void>;
};

const trace = () => `A${Math.random().toString(36).slice(2, 12)}`;

export async function startMetaStandIn(options: { token: string; pixelId: string; now?: () => number }): Promise<MetaStandIn> {
  const now = options.now ?? (() => Date.now());
  let failures: { count: number; error: GraphError; status: number } | undefined;
  const refuse = (error: GraphError, status = 400) => ({ status, body: { error: { ...error, fbtrace_id: trace() } } });

  function answer(req: IncomingMessage, raw: string): { status: number; body: unknown } {
    const url = new URL(req.url ?? '/', 'http://graph');
    const match = /^\/(v\d+\.\d+)\/([^/]+)\/events$/.exec(url.pathname);
    if (req.method !== 'POST' || !match) return refuse({ message: 'Unknown path components', type: 'OAuthException', code: 2500 });
    let body: Record<string, unknown> = {};
    try {
      body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    } catch {
      return refuse({ message: '(#100) Invalid parameter', type: 'OAuthException', code: 100 });
    }
    const token = url.searchParams.get('access_token') ?? (typeof body.access_token === 'string' ? body.access_token : null);
    if (token !== options.token)
      return refuse({ message: 'Invalid OAuth access token - Cannot parse access token', type: 'OAuthException', code: 190 });
    if (failures && failures.count > 0) {
      failures.count--;
      return refuse(failures.error, failures.status);
    }
    if (decodeURIComponent(match[2]!) !== options.pixelId)
      return refuse({
        message: `Unsupported post request. Object with ID '${match[2]}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
        type: 'GraphMethodException',
        code: 100,
        error_subcode: 33,
      });
    const data = body.data;
    if (!Array.isArray(data) || data.length === 0 || data.length > 1000)
      return refuse({
        message: '(#100) Invalid parameter',
        type: 'OAuthException',
        code: 100,
        error_user_msg: 'data must hold 1 to 1,000 events.',
      });
    const events = data as MetaEvent[];
    for (const event of events) {
      if (
        typeof event.event_name !== 'string' ||
        !Number.isInteger(event.event_time) ||
        typeof event.action_source !== 'string' ||
        typeof event.user_data !== 'object'
      )
        return refuse({
          message: '(#100) Invalid parameter',
          type: 'OAuthException',
          code: 100,
          error_user_msg: 'event_name, event_time, action_source and user_data are required.',
        });
      if (
        event.action_source === 'website' &&
        (typeof event.user_data.client_user_agent !== 'string' ||
          !event.user_data.client_user_agent ||
          typeof event.event_source_url !== 'string' ||
          !event.event_source_url)
      )
        return refuse({
          message: 'Invalid parameter',
          type: 'OAuthException',
          code: 100,
          error_user_title: 'Missing website event parameters',
          error_user_msg: 'Website events require client_user_agent, action_source and event_source_url.',
        });
      if (now() / 1000 - event.event_time > SEVEN_DAYS)
        return refuse({
          message: 'Invalid parameter',
          type: 'OAuthException',
          code: 100,
          error_subcode: 2804003,
          error_user_title: 'Event Timestamp Too Old',
          error_user_msg:
            'The timestamp for this event is too far in the past. Events need to be sent from your server within 7 days of when they occurred.',
        });
      for (const field of MUST_BE_HASHED) {
        const value = event.user_data[field];
        if (value === undefined) continue;
        const values = Array.isArray(value) ? value : [value];
        if (!values.every((v) => typeof v === 'string' && HASHED.test(v)))
          return refuse({
            message: 'Invalid parameter',
            type: 'OAuthException',
            code: 100,
            error_user_msg: `user_data.${field} must be hashed with SHA-256.`,
          });
      }
    }
    const testEventCode = typeof body.test_event_code === 'string' ? body.test_event_code : null;
    for (const event of events) standIn.received.push({ pixelId: options.pixelId, event, testEventCode });
    return { status: 200, body: { events_received: events.length, messages: [], fbtrace_id: trace() } };
  }

  const server = await serveStandIn(async (req, res) => {
    const raw = await readBody(req);
    standIn.requests++;
    const { status, body } = answer(req, raw);
    writeJson(res, status, body);
  });
  const standIn: MetaStandIn = {
    url: server.origin,
    received: [],
    requests: 0,
    failNext: (count, error, status = 500) => void (failures = { count, error, status }),
    close: server.close,
  };
  return standIn;
}
