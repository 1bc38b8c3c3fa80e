// The email link's check before anything is sent (the function's own schema), and the setup link's token.
import { loginBodySchema, setupTokenSchema } from '../../../domain/admin/session.ts';
import { fieldErrorsOf, type FieldErrorKey } from '../../../domain/admin/api-errors.ts';

export type CredentialErrors = Partial<Record<'email' | 'password', FieldErrorKey>>;

function errorsOf(result: {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}): CredentialErrors {
  const fields = result.success || !result.error ? {} : fieldErrorsOf(result.error.issues);
  return { ...(fields.email ? { email: fields.email } : {}), ...(fields.password ? { password: fields.password } : {}) };
}

export const loginErrors = (values: { email: string; password: string }): CredentialErrors => errorsOf(loginBodySchema.safeParse(values));

export const isSetupToken = (token: string | undefined): token is string =>
  token !== undefined && setupTokenSchema.safeParse(token).success;
