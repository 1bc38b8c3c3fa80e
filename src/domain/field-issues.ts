// The shop's one zod-issues-to-fields mapper: a schema's issues as one message key per form field, the
// first issue of each field winning, the shape both a form (inline errors, first invalid field focused)
// and a function's 422 `fields` use. Each caller says how a path names its field and how a message
// becomes one of its keys (zod's own text, a wrong type somewhere, becomes that caller's generic key).
export type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };

/** 'address', 'lines.0.quantity'; an issue of the whole object is the form's ('_form'). */
export const fieldPath = (path: readonly PropertyKey[]): string => path.map(String).join('.') || '_form';

export function issuesByField<F extends string, K>(
  issues: readonly Issue[],
  keyOf: (message: string, field: F) => K,
  fieldOf: (path: readonly PropertyKey[]) => F = fieldPath as (path: readonly PropertyKey[]) => F,
): Partial<Record<F, K>> {
  const fields: Partial<Record<F, K>> = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    fields[field] ??= keyOf(issue.message, field);
  }
  return fields;
}
