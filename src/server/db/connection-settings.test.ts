// How the shop connects: TLS for every database that is not on this machine (customers' names,
// phones and addresses travel on it), plain only on loopback and unix sockets; and how many
// connections each kind of process keeps (Supabase's guidance for serverless: 1 to a few).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  connectionSettings,
  DatabaseUrlError,
  isLocalHost,
  poolSizeFor,
  sharesSessions,
  STATEMENT_TIMEOUT_MS,
  statementTimeoutFor,
} from './connection-settings.ts';
import { reconnectDelaySeconds } from './client.ts';

const POOLER = 'postgres://postgres.abcdefghijklmnop:secret@aws-0-eu-central-1.pooler.supabase.com:6543/postgres';
const CA = '-----BEGIN CERTIFICATE-----\nMIIBtest\n-----END CERTIFICATE-----\n';
const ssl = (url: string, env: Record<string, string> = {}) => connectionSettings(url, env).ssl;

describe('TLS to the database', () => {
  it("encrypts Supabase's pooler address as the dashboard gives it (no sslmode)", () => {
    expect(ssl(POOLER)).toBe('require');
  });

  it('verifies the server certificate (name and chain) when a CA is given, as PEM or as a file', () => {
    expect(ssl(POOLER, { DATABASE_CA_CERT: CA })).toMatchObject({ rejectUnauthorized: true, ca: CA });
    const file = join(mkdtempSync(join(tmpdir(), 'ca-')), 'prod-ca-2021.crt');
    writeFileSync(file, CA);
    expect(ssl(POOLER, { DATABASE_CA_CERT: file })).toMatchObject({ rejectUnauthorized: true, ca: CA });
    expect(ssl(`${POOLER}?sslrootcert=${encodeURIComponent(file)}`)).toMatchObject({ rejectUnauthorized: true, ca: CA });
    // A PEM pasted into one line of a Netlify variable with literal \n still reads as a PEM.
    expect(ssl(POOLER, { DATABASE_CA_CERT: CA.replace(/\n/g, '\\n') })).toMatchObject({ rejectUnauthorized: true, ca: CA });
  });

  it('honours sslmode in the URL', () => {
    expect(ssl(`${POOLER}?sslmode=require`)).toBe('require');
    expect(ssl(`${POOLER}?sslmode=verify-full`, { DATABASE_CA_CERT: CA })).toMatchObject({ rejectUnauthorized: true, ca: CA });
    const chainOnly = ssl(`${POOLER}?sslmode=verify-ca`, { DATABASE_CA_CERT: CA });
    expect(chainOnly).toMatchObject({ rejectUnauthorized: true, ca: CA });
    // verify-ca checks the chain only: any name passes.
    expect(typeof chainOnly === 'object' && chainOnly.checkServerIdentity('elsewhere.example', {} as never)).toBeUndefined();
    // verify-full without a CA of our own: the system's CAs.
    const systemCas = ssl(`${POOLER}?sslmode=verify-full`);
    expect(systemCas).toMatchObject({ rejectUnauthorized: true });
    expect(systemCas).not.toHaveProperty('ca');
    expect(ssl(`${POOLER}?sslrootcert=system`)).toMatchObject({ rejectUnauthorized: true });
    // allow and prefer would fall back to clear text: a remote database gets TLS all the same.
    expect(ssl(`${POOLER}?sslmode=prefer`)).toBe('require');
    expect(ssl(`${POOLER}?sslmode=allow`)).toBe('require');
  });

  it('refuses a remote database in clear, and an unknown sslmode, with a message', () => {
    expect(() => ssl(`${POOLER}?sslmode=disable`)).toThrow(DatabaseUrlError);
    expect(() => ssl(`${POOLER}?sslmode=disable`)).toThrow(/aws-0-eu-central-1\.pooler\.supabase\.com is not on this machine/);
    expect(() => ssl(`${POOLER}?sslmode=sometimes`)).toThrow(/sslmode=sometimes/);
    expect(() => ssl('not a url')).toThrow(/DATABASE_URL is not a URL/);
  });

  it('keeps loopback and unix sockets plain unless the URL asks for TLS', () => {
    for (const url of [
      'postgres://postgres@127.0.0.1:5432/postgres',
      'postgres://postgres@localhost/postgres',
      'postgres://postgres@[::1]:5432/postgres',
      'postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable',
      'postgres://postgres@localhost/postgres?host=/var/run/postgresql',
    ])
      expect(ssl(url)).toBe(false);
    expect(ssl('postgres://postgres@127.0.0.1/postgres?sslmode=require')).toBe('require');
    expect(ssl('postgres://postgres@localhost/postgres?sslmode=verify-full', { DATABASE_CA_CERT: CA })).toMatchObject({
      rejectUnauthorized: true,
      ca: CA,
    });
    // A private-network address is still another machine.
    expect(ssl('postgres://postgres@10.0.0.5:5432/postgres')).toBe('require');
    expect(ssl('postgres://postgres@db.internal:5432/postgres')).toBe('require');
  });

  it('takes sslmode and sslrootcert out of the URL (the driver would send them to the server as settings)', () => {
    const { url } = connectionSettings(`${POOLER}?sslmode=require&sslrootcert=system&application_name=x`, {});
    expect(new URL(url).searchParams.has('sslmode')).toBe(false);
    expect(new URL(url).searchParams.has('sslrootcert')).toBe(false);
    expect(new URL(url).searchParams.get('application_name')).toBe('x');
  });

  it('knows which hosts are this machine', () => {
    expect(['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]', '', '/tmp'].every(isLocalHost)).toBe(true);
    expect(['128.0.0.1', 'db.supabase.co', '::2', '192.168.1.2', 'localhost.example.com'].some(isLocalHost)).toBe(false);
  });
});

describe('connection pool per process', () => {
  it('keeps a deployed function to 1 connection, the build and the local server to 10', () => {
    expect(poolSizeFor({})).toBe(1);
    expect(poolSizeFor({ DATABASE_POOL_ROLE: 'build' })).toBe(10);
    expect(poolSizeFor({ DATABASE_POOL_ROLE: 'server' })).toBe(10);
  });

  it('gives the embedded PGlite one connection, and lets DATABASE_POOL_SIZE override the rest', () => {
    expect(poolSizeFor({ DATABASE_EMBEDDED: '1', DATABASE_POOL_SIZE: '8' })).toBe(1);
    expect(poolSizeFor({ DATABASE_POOL_SIZE: '4' })).toBe(4);
    expect(poolSizeFor({ DATABASE_POOL_SIZE: 'lots', DATABASE_POOL_ROLE: 'build' })).toBe(10);
    expect(poolSizeFor({ DATABASE_POOL_SIZE: '0' })).toBe(1);
  });
});

describe('statement timeout and reconnection', () => {
  const DIRECT = 'postgres://postgres:secret@db.abcdefghijklmnop.supabase.co:5432/postgres';

  it("sends statement_timeout to a session of the shop's own, for the functions and the local runtime, under the order's deadline", () => {
    expect(STATEMENT_TIMEOUT_MS).toBeLessThan(8000);
    expect(statementTimeoutFor(DIRECT, {})).toBe(STATEMENT_TIMEOUT_MS);
    expect(statementTimeoutFor(DIRECT, { DATABASE_POOL_ROLE: 'server' })).toBe(STATEMENT_TIMEOUT_MS);
    expect(statementTimeoutFor(DIRECT, { DATABASE_POOL_ROLE: 'build' })).toBeUndefined();
  });

  it('sends none through a transaction pooler (it refuses or drops startup settings) nor to the embedded PGlite', () => {
    expect(sharesSessions(POOLER, {})).toBe(true);
    expect(statementTimeoutFor(POOLER, {})).toBeUndefined();
    expect(statementTimeoutFor('postgres://u@pooler.internal:6432/db', { DATABASE_PREPARED_STATEMENTS: 'off' })).toBeUndefined();
    expect(statementTimeoutFor('postgres://u@127.0.0.1:5500/db', { DATABASE_EMBEDDED: '1', DATABASE_POOL_ROLE: 'server' })).toBeUndefined();
    expect(sharesSessions(DIRECT, {})).toBe(false);
  });

  it("waits at most 1 s before opening a connection again, however many failed (postgres.js's own grows to 20 s)", () => {
    expect(reconnectDelaySeconds(0, () => 0)).toBeCloseTo(0.005);
    expect(reconnectDelaySeconds(3, () => 0.999)).toBeCloseTo(0.27, 2);
    expect(reconnectDelaySeconds(10, () => 0)).toBe(0.5);
    expect(reconnectDelaySeconds(50, () => 0.999)).toBeLessThanOrEqual(1);
  });
});
