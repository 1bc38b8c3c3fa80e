// An admin form's states (use-admin-form.ts) on one of them, the owner's own password: what the
// browser refuses before sending, a refusal's field errors, one request for two taps, and the reset
// after a change. The function behind it is a stand-in fetch answering as /api/admin/password does
// (its real answers are proven in tests/functions/admin-owner.test.ts and the admin browser suite).
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_PASSWORD_MIN } from '../../../domain/admin/session.ts';
import { translator } from '../../../i18n/messages.ts';
import { fieldMessages } from '../../core/field-messages.ts';
import { settingsMessages } from '../messages/index.ts';
import { OwnPasswordCard } from './OwnPasswordCard.tsx';

const t = translator(settingsMessages, 'en');
const field = translator(fieldMessages, 'en');
const GOOD = 'a-long-new-password';

type Call = { body: unknown; answer: (response: Response) => void };
let calls: Call[] = [];

const input = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: t('changeOwnPassword') }));
const refusal = (status: number, code: string, fields?: Record<string, string>) =>
  Response.json({ error: { code, message: code, ...(fields ? { fields } : {}) } }, { status });
/** Lets the pending answer reach the form. */
const settle = () => act(() => new Promise((done) => setTimeout(done, 0)));

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    (_url: string, init: RequestInit) => new Promise<Response>((answer) => calls.push({ body: JSON.parse(String(init.body)), answer })),
  );
  render(<OwnPasswordCard />);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('an admin form (the own password card)', () => {
  it("checks with the function's schema before sending: an empty new password is refused in place", async () => {
    send();
    expect(await screen.findByText(field('required'))).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('a password typed twice differently is refused on the second field, which clears as it is corrected', () => {
    type(t('ownNewPassword'), GOOD);
    type(t('ownConfirmPassword'), `${GOOD}!`);
    send();
    expect(screen.getByText(t('passwordsDiffer'))).toBeTruthy();
    expect(calls).toHaveLength(0);
    type(t('ownConfirmPassword'), GOOD);
    expect(screen.queryByText(t('passwordsDiffer'))).toBeNull();
  });

  it('a password easy to guess is refused in place with its sentence, and the email-based one as the function answers it', async () => {
    type(t('ownNewPassword'), '1234567890');
    type(t('ownConfirmPassword'), '1234567890');
    send();
    expect(await screen.findByText(field('passwordTooEasy'))).toBeTruthy();
    expect(calls).toHaveLength(0);
    type(t('ownNewPassword'), 'owner2026!!');
    type(t('ownConfirmPassword'), 'owner2026!!');
    send();
    await settle();
    calls[0]!.answer(refusal(422, 'invalid', { newPassword: 'passwordTooEasy' }));
    await settle();
    expect(screen.getByText(field('passwordTooEasy'))).toBeTruthy();
  });

  it("a refusal's field errors show under their fields, in the owner's words", async () => {
    type(t('ownNewPassword'), GOOD);
    type(t('ownConfirmPassword'), GOOD);
    send();
    await settle();
    calls[0]!.answer(refusal(422, 'invalid', { newPassword: 'passwordTooShort' }));
    await settle();
    expect(screen.getByText(field('passwordTooShort', { min: ADMIN_PASSWORD_MIN }))).toBeTruthy();
  });

  it('a wrong current password is said on that field and in a notice', async () => {
    type(t('currentPassword'), 'not-it');
    type(t('ownNewPassword'), GOOD);
    type(t('ownConfirmPassword'), GOOD);
    send();
    await settle();
    expect(calls[0]!.body).toEqual({ currentPassword: 'not-it', newPassword: GOOD });
    calls[0]!.answer(refusal(422, 'wrong_password'));
    await settle();
    expect(screen.getByText(field('invalid'))).toBeTruthy();
    expect(screen.getByText(t('wrongPassword'))).toBeTruthy();
  });

  it('sent twice while the first is on its way, it makes one request; the change empties the fields and says so', async () => {
    type(t('ownNewPassword'), GOOD);
    type(t('ownConfirmPassword'), GOOD);
    const form = screen.getByRole('button', { name: t('changeOwnPassword') }).closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form); // a second Enter: the button is already disabled, the form is not
    await settle();
    expect(calls).toHaveLength(1);
    expect((screen.getByRole('button', { name: t('saving') }) as HTMLButtonElement).disabled).toBe(true);
    calls[0]!.answer(Response.json({ ok: true }));
    await settle();
    expect(screen.getByText(t('ownPasswordChanged'))).toBeTruthy();
    expect(input(t('ownNewPassword')).value).toBe('');
    expect(input(t('ownConfirmPassword')).value).toBe('');
  });
});
