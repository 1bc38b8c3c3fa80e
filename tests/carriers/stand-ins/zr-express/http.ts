// The small HTTP pieces every route of the ZR Express stand-in shares: ZR's ASP.NET ProblemDetails errors {type, title, status, detail, instance, errors[]} (ZR-SW; the
// `errors[].{code, description}` list is what one integration reads, unconfirmed), and ZR's pages
// {items, pageNumber, pageSize, totalPages, totalCount} (ZR-SW's search answers).
import type { BodyAnswer } from '../shared/write.ts';

export type Answer = BodyAnswer;

export const json = (status: number, body: unknown, headers: Record<string, string> = {}): Answer => ({ status, body, headers });

export type FieldError = { code: string; description: string };

/** A ProblemDetails answer; `code` like ZR's "HubErrors.HubNotFound". */
export function problem(status: number, title: string, errors: FieldError[] = [], instance = ''): Answer {
  return json(
    status,
    {
      type: `https://tools.ietf.org/html/rfc9110#section-15.5.${status === 404 ? 5 : status === 405 ? 6 : 1}`,
      title,
      status,
      detail: errors.map((e) => e.description).join(' ') || title,
      instance,
      errors,
    },
    { 'content-type': 'application/problem+json; charset=utf-8' },
  );
}

/** `{pageNumber, pageSize ≤ 1000}` of a search body (pageSize over 1,000 is refused, as ZR-SW bounds it). */
export function pageOf<T>(rows: readonly T[], body: Record<string, unknown>): Answer {
  const pageNumber = body.pageNumber === undefined ? 1 : Number(body.pageNumber);
  const pageSize = body.pageSize === undefined ? 10 : Number(body.pageSize);
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 1000)
    return problem(400, 'One or more validation errors occurred.', [
      { code: 'PageSize', description: 'PageSize must be between 1 and 1000' },
    ]);
  if (!Number.isInteger(pageNumber) || pageNumber < 1)
    return problem(400, 'One or more validation errors occurred.', [{ code: 'PageNumber', description: 'PageNumber must be positive' }]);
  const items = rows.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
  return json(200, { items, pageNumber, pageSize, totalCount: rows.length, totalPages: Math.ceil(rows.length / pageSize) });
}

/** ZR's names are accent-free ("Bejaia", "Setif": ZR-AUDIT GEO-1). */
export const accentFree = (name: string) => name.normalize('NFD').replace(/\p{M}+/gu, '');

/** A stable UUID-shaped id: the kind in the first group, a number in the last. */
export const stableId = (kind: string, n: number) => `${kind}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
