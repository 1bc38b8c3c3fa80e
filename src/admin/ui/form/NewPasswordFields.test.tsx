// The password typed twice, as the three forms that ask for one use it: its field's error key in the
// owner's words (the server's too), the second field's 'do not match', each under its own input.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { translator } from '../../../i18n/messages.ts';
import { fieldMessages } from '../../core/field-messages.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { typedTwice, useAdminForm } from './use-admin-form.ts';

const field = translator(fieldMessages, 'en');

function Form({ refusedWith }: { refusedWith?: Record<string, string> }) {
  const form = useAdminForm({ newPassword: '', confirm: '' });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (refusedWith) form.setErrors(refusedWith);
        else form.setErrors(typedTwice(form.values.newPassword, form.values.confirm, 'newPassword')({}));
      }}
    >
      <NewPasswordFields
        form={form}
        field="newPassword"
        ids={{ password: 'p1', confirm: 'p2' }}
        labels={{ password: 'New', confirm: 'Again', differ: 'They differ' }}
        min={12}
      />
      <button type="submit">Send</button>
    </form>
  );
}

const input = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
afterEach(cleanup);

describe('NewPasswordFields', () => {
  it('are two password inputs under their ids and labels, filled as the owner types', () => {
    render(<Form />);
    fireEvent.change(input('New'), { target: { value: 'one-long-password' } });
    expect(input('New')).toMatchObject({ id: 'p1', type: 'password', autocomplete: 'new-password', value: 'one-long-password' });
    expect(input('Again')).toMatchObject({ id: 'p2', type: 'password', value: '' });
  });

  it('say under the second that the two differ, until it is corrected', () => {
    render(<Form />);
    fireEvent.change(input('New'), { target: { value: 'one-long-password' } });
    fireEvent.change(input('Again'), { target: { value: 'another-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(document.getElementById('p2-error')?.textContent).toBe('They differ');
    fireEvent.change(input('Again'), { target: { value: 'one-long-password' } });
    expect(document.getElementById('p2-error')).toBeNull();
  });

  it("say the server's refusal of the password under the first, with its numbers", () => {
    render(<Form refusedWith={{ newPassword: 'passwordTooShort' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(document.getElementById('p1-error')?.textContent).toBe(field('passwordTooShort', { min: 12 }));
    cleanup();
    render(<Form refusedWith={{ newPassword: 'passwordTooEasy' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(document.getElementById('p1-error')?.textContent).toBe(field('passwordTooEasy'));
  });
});
