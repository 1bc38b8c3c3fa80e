// The sign-in and setup forms' checks before anything is sent (the server checks again).
import type { AdminMessageKey } from '../messages.ts';

export type CredentialField = 'email' | 'password' | 'confirm';
export type CredentialErrors = Partial<Record<CredentialField, AdminMessageKey>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function loginErrors(values: { email: string; password: string }): CredentialErrors {
  const errors: CredentialErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = 'emailRequired';
  else if (!EMAIL.test(email)) errors.email = 'emailInvalid';
  if (!values.password) errors.password = 'passwordRequired';
  return errors;
}

export const PASSWORD_MIN = 10;
export type Problem = { key: AdminMessageKey; values?: Record<string, number> };

export function setupErrors(values: { email: string; password: string; confirm: string }): Partial<Record<CredentialField, Problem>> {
  const errors: Partial<Record<CredentialField, Problem>> = {};
  const email = loginErrors(values).email;
  if (email) errors.email = { key: email };
  if (!values.password) errors.password = { key: 'passwordRequired' };
  else if (Array.from(values.password).length < PASSWORD_MIN) errors.password = { key: 'passwordTooShort', values: { min: PASSWORD_MIN } };
  if (values.password && values.confirm !== values.password) errors.confirm = { key: 'passwordsDiffer' };
  return errors;
}
