import { describe, expect, it } from 'vitest';
import { supabaseReturnOf } from './supabase-return.ts';

describe('what Supabase Auth sends the owner back with', () => {
  it('finds the access token of the implicit flow', () => {
    expect(supabaseReturnOf('#access_token=aaa.bbb.ccc&expires_in=3600&refresh_token=r&token_type=bearer&type=magiclink')).toEqual({
      kind: 'token',
      accessToken: 'aaa.bbb.ccc',
    });
  });

  it('treats an error, or a token that is not a JWT, as a failed sign-in', () => {
    expect(supabaseReturnOf('#error=access_denied&error_description=Email+link+is+invalid')).toEqual({ kind: 'error' });
    expect(supabaseReturnOf('#access_token=<script>')).toEqual({ kind: 'error' });
  });

  it('ignores a fragment that is not from Supabase', () => {
    expect(supabaseReturnOf('#token=setup')).toBeNull();
    expect(supabaseReturnOf('')).toBeNull();
  });
});
