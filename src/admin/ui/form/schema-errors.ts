// A shared zod schema's issues as one message key per form field: the same keys the function
// answers in its 422 `fields`, so a form shows the same words whichever side found the problem.
import { issuesByField, type Issue } from '../../../domain/field-issues.ts';

export type SafeParse = { success: true; data: unknown } | { success: false; error: { issues: readonly Issue[] } };
/** zod and zod/mini schemas both fit. */
export type SchemaLike = { safeParse: (input: unknown) => unknown };

export type FieldKeys = Record<string, string>;

export const fieldKeysOf = (issues: readonly Issue[]): FieldKeys => issuesByField(issues, (message) => message) as FieldKeys;

export function check(schema: SchemaLike, input: unknown): { ok: true; data: unknown } | { ok: false; fields: FieldKeys } {
  const result = schema.safeParse(input) as SafeParse;
  return result.success ? { ok: true, data: result.data } : { ok: false, fields: fieldKeysOf(result.error.issues) };
}
