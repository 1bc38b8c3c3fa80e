// The password sign-in while its request is on its way: the fields are read-only and the button is
// disabled ("Signing in..."), so nothing she types meanwhile is lost when a refusal clears the
// password; the answer gives the fields back, the password empty and focused, the email kept. The
// function behind it is a stand-in fetch that answers when the test says, as /api/admin/login does
// (its real answers: tests/functions/admin-sign-in.test.ts; keys typed meanwhile: tests/e2e/admin-sign-in.spec.ts).
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { translator } from '../../../i18n/messages.ts';
import { adminMessages } from '../../core/messages.ts';
import { PasswordSignIn } from './PasswordSignIn.tsx';

const t = translator(adminMessages, 'en');
let answers: ((response: Response) => void)[] = [];

const email = () => screen.getByLabelText(t('email'), { exact: true }) as HTMLInputElement;
const password = () => screen.getByLabelText(t('password'), { exact: true }) as HTMLInputElement;
const form = () => document.querySelector('[data-password-sign-in]')!;
/** Lets the pending answer reach the form. */
const settle = () => act(() => new Promise((done) => setTimeout(done, 0)));

beforeEach(() => {
  answers = [];
  vi.stubGlobal('fetch', () => new Promise<Response>((answer) => answers.push(answer)));
  render(<PasswordSignIn onAttempt={() => {}} />);
  fireEvent.change(email(), { target: { value: 'owner@example.dz' } });
  fireEvent.change(password(), { target: { value: 'the-first-try-1' } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('signing in with a password', () => {
  it('locks the fields and the button while the sign-in is on its way', async () => {
    expect([email().readOnly, password().readOnly]).toEqual([false, false]);
    fireEvent.click(screen.getByRole('button', { name: t('signIn') }));
    await settle();
    expect(answers).toHaveLength(1);
    expect([email().readOnly, password().readOnly]).toEqual([true, true]);
    const button = screen.getByRole('button', { name: t('signingIn') }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(form().getAttribute('aria-busy')).toBe('true');
    // A second press (Enter in a field) sends nothing more.
    fireEvent.submit(form());
    await settle();
    expect(answers).toHaveLength(1);
  });

  it('a refusal gives the fields back: the email kept, the password empty and focused for the next try', async () => {
    fireEvent.click(screen.getByRole('button', { name: t('signIn') }));
    await settle();
    answers[0]!(Response.json({ error: { code: 'login_failed', message: 'Wrong email or password.' } }, { status: 401 }));
    await settle();
    expect(screen.getByText(t('loginFailed'))).toBeTruthy();
    expect([email().readOnly, password().readOnly]).toEqual([false, false]);
    expect(email().value).toBe('owner@example.dz');
    expect(password().value).toBe('');
    expect(document.activeElement).toBe(password());
    expect((screen.getByRole('button', { name: t('signIn') }) as HTMLButtonElement).disabled).toBe(false);
    expect(form().getAttribute('aria-busy')).toBe('false');
  });

  it('a network failure gives them back too', async () => {
    fireEvent.click(screen.getByRole('button', { name: t('signIn') }));
    await settle();
    expect(password().readOnly).toBe(true);
    answers[0]!(Response.error());
    await settle();
    expect(screen.getByText(t('networkError'))).toBeTruthy();
    expect(password().readOnly).toBe(false);
  });
});
