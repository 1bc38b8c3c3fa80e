// One admin form: the values typed, one error key per field, and a submit that checks the body with
// the function's own schema before sending and turns a refusal's 422 `fields` into the same errors,
// so a field says the same words whichever side found the problem. What the form then says (saved,
// stale, a notice in the owner's words) stays the form's own: submit answers what happened.
// A hook of our own rather than react-hook-form: these forms are controlled by design (values come
// from the server's answer and go back to it whole, a stale save keeps what was typed), which is the
// part react-hook-form's uncontrolled registers would be worked around for; this is the 60 lines the
// eight forms repeated.
import { useRef, useState } from 'react';
import { AdminApiError } from '../../core/admin-api.ts';
import { check as checkSchema, type FieldKeys, type SchemaLike } from './schema-errors.ts';

export type Submitted<R> =
  { kind: 'invalid'; fields: FieldKeys } | { kind: 'sent'; answer: R } | { kind: 'refused'; error: unknown } | { kind: 'busy' };

type SubmitOptions<R> = {
  /** The function's own schema for the body (from src/domain). */
  schema?: SchemaLike;
  /** What only the browser can check (a password typed twice), given what the schema found. */
  check?: (found: FieldKeys) => FieldKeys;
  send: (body: unknown) => Promise<R>;
};

export function useAdminForm<V extends object>(initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldKeys>({});
  const [busy, setBusy] = useState(false);
  // A second tap while the first is on its way is not a second request (state would lag a render).
  const sending = useRef(false);

  /** Sets one field; its errors go (its own and its items', `details.2`), as the owner is correcting it. */
  function setValue<K extends keyof V>(field: K, value: V[K]): void {
    setValues((current) => ({ ...current, [field]: value }));
    const name = String(field);
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([path]) => path !== name && !path.startsWith(`${name}.`))));
  }

  /** An input's onChange for a text field. */
  const onText =
    <K extends keyof V>(field: K) =>
    (event: { target: { value: string } }) =>
      setValue(field, event.target.value as V[K]);

  async function submit<R>(body: unknown, { schema, check, send }: SubmitOptions<R>): Promise<Submitted<R>> {
    if (sending.current) return { kind: 'busy' };
    const checked = schema ? checkSchema(schema, body) : ({ ok: true } as const);
    const found = checked.ok ? {} : checked.fields;
    const all = { ...found, ...check?.(found) };
    setErrors(all);
    if (Object.keys(all).length > 0) return { kind: 'invalid', fields: all };
    sending.current = true;
    setBusy(true);
    try {
      return { kind: 'sent', answer: await send(body) };
    } catch (error) {
      if (error instanceof AdminApiError && Object.keys(error.fields).length > 0) setErrors(error.fields);
      return { kind: 'refused', error };
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return { values, setValues, setValue, onText, errors, setErrors, busy, submit };
}

/** A password typed twice: `confirm` differs, unless the password itself already has an error. */
export const typedTwice =
  (password: string, confirm: string, field = 'password') =>
  (found: FieldKeys) =>
    !found[field] && confirm !== password ? { confirm: 'differs' } : {};
