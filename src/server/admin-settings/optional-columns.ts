// Settings other features add with their own migrations (the order limits, the gate's hard limits).
// The admin answers each one only where its column exists and saves it only there, so the admin
// works on a database before and after those migrations alike.
import type { Queryable } from '../db/queryable.ts';
import type { GateLimitField, OrderLimitField } from '../../domain/admin/settings-forms.ts';

export const OPTIONAL_COLUMNS = {
  orders: {
    totalCeiling: 'order_total_ceiling',
    maxUnitsPerVariant: 'order_max_units_per_variant',
    ratePerAddress: 'order_rate_per_address',
    rateWindowSeconds: 'order_rate_window_seconds',
    dropUnitsPerAddress: 'order_drop_units_per_address',
  } satisfies Record<OrderLimitField, string>,
  gate: {
    hardLockoutAfter: 'gate_hard_lockout_after',
    hardLockoutSeconds: 'gate_hard_lockout_seconds',
    failuresPerMinute: 'gate_failures_per_minute',
  } satisfies Record<GateLimitField, string>,
} as const;
export type OptionalSection = keyof typeof OPTIONAL_COLUMNS;

const entries = (section: OptionalSection) => Object.entries(OPTIONAL_COLUMNS[section]) as [string, string][];

/** Every optional field this database has, by section, with its value. */
export async function readOptionalFields(sql: Queryable): Promise<Record<OptionalSection, Record<string, number>>> {
  const [row] = await sql<{ r: Record<string, unknown> }[]>`select to_jsonb(s) as r from site_settings s where id = 1`;
  const pick = (section: OptionalSection) =>
    Object.fromEntries(
      entries(section).flatMap(([field, column]) => (typeof row?.r[column] === 'number' ? [[field, row.r[column] as number]] : [])),
    );
  return { orders: pick('orders'), gate: pick('gate') };
}

/** The columns to write for the optional fields a body carries, and those this database lacks. */
export function optionalColumnsOf(section: OptionalSection, body: Record<string, unknown>, present: Record<string, number>) {
  const columns: Record<string, number> = {};
  const missing: string[] = [];
  for (const [field, column] of entries(section)) {
    const value = body[field];
    if (typeof value !== 'number') continue;
    if (field in present) columns[column] = value;
    else missing.push(field);
  }
  return { columns, missing };
}
