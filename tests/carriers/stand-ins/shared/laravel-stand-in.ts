// The request loop Ecotrack's and NOEST's stand-ins share: each request read and logged, counted
// against the quota (a 429 instead of the work when it is spent), then a failure a test queued
// (failNext: a 500 or 503 instead of the work), else the platform's own answer. The platform says
// what it logs of a call, how its quota's headers read, and what each route does.
import { writeBytes, writeJson } from './write.ts';
import { serveStandIn } from './serve.ts';
import { json, readLaravelRequest, type Answer, type LaravelRequest } from './laravel.ts';

export type QuotaTake = () => { headers: Record<string, string>; tooMany: Answer | null };

export async function startLaravelStandIn<Call extends { status: number | 'no-answer' }>(options: {
  /** The API's path prefix, taken off each route (/api/v1/, /api/public/). */
  prefix: RegExp;
  /** Whether form bodies are read as parameters (Ecotrack's Postman collection sends them). */
  forms: boolean;
  quota: QuotaTake;
  /** The call as the platform logs it (its status filled in once answered). */
  log: (req: LaravelRequest, url: string) => Call;
  answer: (req: LaravelRequest) => Answer;
}) {
  const calls: Call[] = [];
  let failures: { route: string | null; status: number }[] = [];
  const server = await serveStandIn(async (incoming, res) => {
    const req = await readLaravelRequest(incoming, options);
    const call = options.log(req, incoming.url ?? '');
    calls.push(call);
    const { headers, tooMany } = options.quota();
    const failure = tooMany ? undefined : failures.find((f) => f.route === null || f.route === req.route);
    if (failure) failures = failures.filter((f) => f !== failure);
    const result = tooMany ?? (failure ? json(failure.status, { message: 'Server Error' }) : options.answer(req));
    if (result === 'no-answer') return; // the work is done; the answer never comes
    call.status = result.status;
    if ('pdf' in result) writeBytes(res, result.status, result.pdf, { ...headers, 'content-type': 'application/pdf' });
    else writeJson(res, result.status, result.body, { ...headers, ...result.headers, 'content-type': 'application/json' });
  });
  return {
    /** The base URL (with its trailing slash), as an owner would type it. */
    url: `${server.origin}/`,
    close: server.close,
    calls: calls as readonly Call[],
    /** The next requests (to that route, if one is named) answer this status (500, 503…) instead of their work. */
    failNext: (status: number, route?: string) => {
      failures = [...failures, { route: route ?? null, status }];
    },
  };
}
