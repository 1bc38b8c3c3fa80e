// A shared zod schema's issues as one message key per form field: the same keys the function
// answers in its 422 `fields`, so a form shows the same words whichever side found the problem.
export type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };
export type SafeParse = { success: true; data: unknown } | { success: false; error: { issues: readonly Issue[] } };
/** zod and zod/mini schemas both fit. */
export type SchemaLike = { safeParse: (input: unknown) => unknown };

export type FieldKeys = Record<string, string>;

export function fieldKeysOf(issues: readonly Issue[]): FieldKeys {
  const out: FieldKeys = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '_form';
    out[field] ??= issue.message;
  }
  return out;
}

export function check(schema: SchemaLike, input: unknown): { ok: true; data: unknown } | { ok: false; fields: FieldKeys } {
  const result = schema.safeParse(input) as SafeParse;
  return result.success ? { ok: true, data: result.data } : { ok: false, fields: fieldKeysOf(result.error.issues) };
}
