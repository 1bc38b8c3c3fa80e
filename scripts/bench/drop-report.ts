// What a drop came to: the buyers' answers next to what the database stored. The rules of a drop that
// held: every unit sold exactly once (placed = stock = orders stored, none left), no buyer with two
// orders, no answer 500 or other fault at any try, every buyer a final answer (placed or sold out).
import type { Sql } from '../../src/server/db/client.ts';
import { percentile } from './orders-load.ts';
import { DROP_CODE, DROP_PRODUCT, type DropRun } from './drop-run.ts';

export type DropReport = {
  buyers: number;
  stock: number;
  placed: number;
  replayed: number;
  soldOut: number;
  gaveUp: number;
  refused: Record<string, number>;
  failed: number;
  fiveHundreds: number;
  busyAnswers: number;
  buyersRetried: number;
  doubles: number;
  storedOrders: number;
  stockLeft: number;
  /** With a capped code (--code-uses): its uses counted by the database and the stored orders holding it. */
  code?: { maxUses: number; uses: number; orders: number };
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Per answer at the instances (201 placed, 409 sold out, 503 busy): how many, and p50 of the time to answer and of the waitUntil work after it. */
  triesAtInstances: Record<string, { n: number; answerP50Ms: number; afterP50Ms: number }>;
  ok: boolean;
};

function triesByStatus(run: DropRun): DropReport['triesAtInstances'] {
  const byStatus: DropReport['triesAtInstances'] = {};
  for (const status of new Set(run.tries.map((t) => t.status))) {
    const tries = run.tries.filter((t) => t.status === status);
    const p50 = (values: number[]) =>
      Math.round(
        percentile(
          values.sort((a, b) => a - b),
          50,
        ),
      );
    byStatus[String(status)] = {
      n: tries.length,
      answerP50Ms: p50(tries.map((t) => t.answerMs)),
      afterP50Ms: p50(tries.map((t) => t.afterMs)),
    };
  }
  return byStatus;
}

/**
 * `codeUses`: the drop ran with a code capped at that many uses and stock for every buyer: then it held
 * when exactly that many orders were placed, each holding the code, the code counted that many uses,
 * and every other buyer was refused the code (used up).
 */
export async function dropReport(sql: Sql, run: DropRun, stock: number, codeUses = 0): Promise<DropReport> {
  const { buyers } = run;
  const count = (outcome: string) => buyers.filter((b) => b.outcome === outcome).length;
  const [stored] = await sql<{ orders: number; doubles: number; left: number }[]>`
    with drop_orders as (
      select o.phone from orders o join order_lines l on l.order_id = o.id where l.product_id = ${DROP_PRODUCT.productId})
    select (select count(*)::int from drop_orders) as orders,
           (select coalesce(sum(n - 1), 0)::int from (select count(*) as n from drop_orders group by phone) per_phone) as doubles,
           (select stock from variants where product_id = ${DROP_PRODUCT.productId}) as "left"`;
  const refused: Record<string, number> = {};
  for (const b of buyers) if (b.outcome === 'refused') refused[b.code ?? '?'] = (refused[b.code ?? '?'] ?? 0) + 1;
  const tries = buyers.flatMap((b) => b.statuses);
  const times = buyers.map((b) => b.ms).sort((a, b) => a - b);
  const placed = count('placed');
  const [code] = codeUses
    ? await sql<{ uses: number; orders: number }[]>`
        select (select uses from discount_codes where code = ${DROP_CODE}) as uses,
               (select count(*)::int from orders where discount_code = ${DROP_CODE}) as orders`
    : [];
  const report = {
    buyers: buyers.length,
    stock,
    placed,
    replayed: buyers.filter((b) => b.replayed).length,
    soldOut: count('soldOut'),
    gaveUp: count('gaveUp'),
    refused,
    failed: count('failed'),
    // Any try answered 500 or another fault (a 503 busy is retried by the form, not a fault).
    fiveHundreds: tries.filter((status) => status >= 500 && status !== 503).length + count('failed'),
    busyAnswers: tries.filter((status) => status === 503).length,
    buyersRetried: buyers.filter((b) => b.statuses.length > 1).length,
    doubles: stored!.doubles,
    storedOrders: stored!.orders,
    stockLeft: stored!.left,
    ...(code ? { code: { maxUses: codeUses, uses: code.uses, orders: code.orders } } : {}),
    p50Ms: Math.round(percentile(times, 50)),
    p99Ms: Math.round(percentile(times, 99)),
    maxMs: Math.round(times.at(-1) ?? 0),
    triesAtInstances: triesByStatus(run),
  };
  if (code) {
    const ok =
      report.placed === codeUses &&
      report.storedOrders === codeUses &&
      code.uses === codeUses &&
      code.orders === codeUses &&
      report.stockLeft === stock - codeUses &&
      report.doubles === 0 &&
      report.fiveHundreds === 0 &&
      report.gaveUp === 0 &&
      report.placed + (refused.discount_code_refused ?? 0) === report.buyers;
    return { ...report, ok };
  }
  const ok =
    report.placed === stock &&
    report.storedOrders === stock &&
    report.stockLeft === 0 &&
    report.doubles === 0 &&
    report.fiveHundreds === 0 &&
    report.gaveUp === 0 &&
    report.placed + report.soldOut === report.buyers;
  return { ...report, ok };
}
