// The small HTTP pieces every route of the Yalidine stand-in shares: its error answer and Yalidine's
// paginated list answer (YAL-DOC "Pagination": page, page_size 1-1,000 default 100,
// {has_more, total_data, data, links{self, before, next}}), with its comma-separated filters.
import type { BodyAnswer } from '../shared/write.ts';

export type Answer = BodyAnswer;

export const json = (status: number, body: unknown, headers: Record<string, string> = {}): Answer => ({ status, body, headers });

/** Yalidine's error answers are not documented; this shape is the stand-in's guess (labelled so). */
export const error = (status: number, message: string): Answer => json(status, { error: { code: status, message } });

/** A filter's values (`?tracking=a,b,c`), or null when the query does not filter on it. */
export function filterValues(query: URLSearchParams, name: string): string[] | null {
  const raw = query.get(name);
  if (raw === null || raw.trim() === '') return null;
  return raw
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

/** Keeps the rows whose field matches one of the filter's values, for each filter present. */
export function applyFilters<T extends Record<string, unknown>>(
  rows: T[],
  query: URLSearchParams,
  fields: readonly (keyof T & string)[],
): T[] {
  return fields.reduce((kept, field) => {
    const values = filterValues(query, field);
    if (!values) return kept;
    return kept.filter((row) => values.some((v) => String(asFilterValue(row[field])) === asFilterValue(v)));
  }, rows);
}

// Booleans are filtered as true/false and stored as 0/1 or booleans: compare them the same way.
const asFilterValue = (v: unknown): string =>
  v === true || v === 1 || v === '1' || v === 'true' ? 'true' : v === false || v === 0 || v === '0' || v === 'false' ? 'false' : String(v);

/** One page of a list, as Yalidine answers it; a page_size out of 1-1,000 is refused. */
export function page<T extends Record<string, unknown>>(rows: T[], url: URL): Answer {
  const size = url.searchParams.has('page_size') ? Number(url.searchParams.get('page_size')) : 100;
  const number = url.searchParams.has('page') ? Number(url.searchParams.get('page')) : 1;
  if (!Number.isInteger(size) || size < 1 || size > 1000) return error(400, 'page_size must be between 1 and 1000');
  if (!Number.isInteger(number) || number < 1) return error(400, 'page must be a positive integer');
  const data = rows.slice((number - 1) * size, number * size).map((row) => pick(row, url.searchParams));
  const at = (n: number) => {
    const link = new URL(url);
    link.searchParams.set('page', String(n));
    link.searchParams.set('page_size', String(size));
    return link.toString();
  };
  const hasMore = number * size < rows.length;
  const links: Record<string, string> = { self: at(number) };
  if (number > 1) links.before = at(number - 1);
  if (hasMore) links.next = at(number + 1);
  return json(200, { has_more: hasMore, total_data: rows.length, data, links });
}

/** `fields=a,b` keeps those columns ("tracking" stays, as YAL-DOC says it sometimes does). */
function pick<T extends Record<string, unknown>>(row: T, query: URLSearchParams): Record<string, unknown> {
  const fields = filterValues(query, 'fields');
  if (!fields) return row;
  const kept: Record<string, unknown> = {};
  for (const f of fields) if (f in row) kept[f] = row[f];
  if ('tracking' in row) kept.tracking = row.tracking;
  return kept;
}

/** Yalidine writes dates as "YYYY-MM-DD HH:MM:SS", Algeria's time (UTC+1, no summer time). */
export function yalidineDate(epochMs: number): string {
  return new Date(epochMs + 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}
