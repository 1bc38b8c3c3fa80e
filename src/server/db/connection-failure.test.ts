// The sentences for the connection failures that cannot be staged on this machine (a pooler that knows
// no such project, a host no DNS knows, a timeout); the others are met for real in tests/deploy
// (postgres-tls, script-connection-failures). Errors shaped as the driver and Node throw them.
import { describe, expect, it } from 'vitest';
import { connectionFailure } from './connection-failure.ts';
import { DatabaseUrlError } from './connection-settings.ts';

const URL = 'postgres://postgres.abcdefghijklmnopqrst:s3cret%40pw@aws-0-eu-central-1.pooler.supabase.com:6543/postgres';
const failure = (fields: Record<string, unknown>) =>
  connectionFailure(Object.assign(new Error(String(fields.message ?? 'x')), fields), URL);

describe('connectionFailure', () => {
  it("names Supabase's pooler when it knows no such tenant", () => {
    const sentence = failure({ code: 'XX000', message: 'Tenant or user not found' });
    expect(sentence).toContain('postgres.<ref>');
    expect(sentence).toContain('aws-0-eu-central-1.pooler.supabase.com:6543');
  });

  it('says which host no DNS knows, and that a project may be paused when nothing answers', () => {
    expect(failure({ code: 'ENOTFOUND' })).toContain('aws-0-eu-central-1.pooler.supabase.com cannot be found');
    expect(failure({ code: 'CONNECT_TIMEOUT' })).toContain('paused');
  });

  it('says to percent-encode the password when a pasted one cut the URL (the host is then a piece of it)', () => {
    const pasted = 'postgresql://postgres.abcdefghijklmnopqrst:s3cr@t#pw@aws-0-eu-central-1.pooler.supabase.com:6543/postgres';
    const sentence = connectionFailure(Object.assign(new Error('getaddrinfo ENOTFOUND t'), { code: 'ENOTFOUND' }), pasted);
    expect(sentence).toMatch(
      /^The database host t cannot be found \(ENOTFOUND\): DATABASE_URL's password .* percent-encoded \(@ as %40, # as %23/,
    );
    expect(sentence).not.toContain('s3cr');
    // An encoded password, or none, is not the cause: the host is named as it is.
    expect(failure({ code: 'ENOTFOUND' })).not.toContain('percent-encoded');
    expect(connectionFailure(Object.assign(new Error('x'), { code: 'EAI_AGAIN' }), 'postgres://db.example:5432/postgres')).not.toContain(
      'percent',
    );
  });

  it('reads the code of the first address tried when Node tried several', () => {
    const several = Object.assign(new AggregateError([Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })]), {});
    expect(connectionFailure(several, URL)).toContain('ECONNREFUSED');
  });

  it('never repeats the password, and leaves every other error alone', () => {
    for (const code of ['28P01', 'ECONNREFUSED', 'CERT_HAS_EXPIRED', 'SELF_SIGNED_CERT_IN_CHAIN']) {
      expect(failure({ code })).not.toMatch(/s3cret/);
    }
    expect(connectionFailure(new DatabaseUrlError('DATABASE_URL is not a URL'), URL)).toBe('DATABASE_URL is not a URL');
    expect(failure({ code: '42P01', message: 'relation "x" does not exist' })).toBeUndefined();
    expect(connectionFailure(new TypeError('bug'), URL)).toBeUndefined();
  });
});
