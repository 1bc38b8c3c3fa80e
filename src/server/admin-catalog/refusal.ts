// A rule of the catalog refused a change: thrown inside the transaction (so nothing stays written)
// and turned into a 4xx by the function.
import type { AdminErrorCode, FieldErrorKey } from '../../domain/admin/api-errors.ts';

export class CatalogRefusal extends Error {
  readonly status: number;
  readonly code: AdminErrorCode;
  readonly fields?: Record<string, FieldErrorKey>;
  readonly details?: unknown;
  constructor(
    status: number,
    code: AdminErrorCode,
    message: string,
    extra: { fields?: Record<string, FieldErrorKey>; details?: unknown } = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    if (extra.fields) this.fields = extra.fields;
    if (extra.details !== undefined) this.details = extra.details;
  }
}

export const productNotFound = () => new CatalogRefusal(404, 'not_found', 'No such product (it may have been deleted).');
export const staleProduct = () =>
  new CatalogRefusal(409, 'stale', 'This product was changed elsewhere since you opened it. Reload to see the latest, then save again.');

/** The catalog's answer to a database rule narrower than the form's: the owner's input, never a 500. */
export function refusalOf(error: unknown): CatalogRefusal | undefined {
  if (error instanceof CatalogRefusal) return error;
  const code = (error as { code?: string }).code;
  if (code === '23514')
    return new CatalogRefusal(422, 'invalid', 'A value is outside what the shop accepts.', { fields: { _form: 'outOfRange' } });
  return undefined;
}
