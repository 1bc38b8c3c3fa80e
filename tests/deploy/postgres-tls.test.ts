// TLS with a real server: a PostgreSQL 15 cluster with ssl=on and a certificate from a CA made here.
// The shop's client (src/server/db/client.ts) must encrypt when asked, verify the certificate's chain
// and name against DATABASE_CA_CERT, and refuse a server whose certificate the CA did not sign. A
// script given a wrong, expired or unreadable CA says so in one sentence and exits 1 (no stack).
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../src/server/db/client.ts';
import { startPostgresCluster, type Cluster } from '../../scripts/lib/postgres-cluster.ts';
import { linesOf, npmRun } from './npm-run.ts';

const openssl = (dir: string, args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });

/** A CA, and a server certificate it signs for the name localhost only (not for 127.0.0.1). */
function makeCertificates(dir: string): void {
  const subject = (cn: string) => ['-subj', `/CN=${cn}`];
  for (const ca of ['ca', 'other-ca']) {
    openssl(dir, [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-keyout',
      `${ca}.key`,
      '-out',
      `${ca}.crt`,
      ...subject(`test ${ca}`),
    ]);
  }
  openssl(dir, ['req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'server.key', '-out', 'server.csr', ...subject('localhost')]);
  writeFileSync(join(dir, 'san.ext'), 'subjectAltName=DNS:localhost\n');
  openssl(dir, [
    'x509',
    '-req',
    '-in',
    'server.csr',
    '-CA',
    'ca.crt',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-days',
    '2',
    '-out',
    'server.crt',
    '-extfile',
    'san.ext',
  ]);
  // The same authority (name and key) in a certificate that expired in 2020: an owner's old download.
  openssl(dir, ['req', '-new', '-key', 'ca.key', '-out', 'ca.csr', ...subject('test ca')]);
  writeFileSync(join(dir, 'index.txt'), '');
  writeFileSync(join(dir, 'serial'), '01\n');
  writeFileSync(
    join(dir, 'expired.cnf'),
    [
      '[ca]',
      'default_ca = expired',
      '[expired]',
      'database = index.txt',
      'new_certs_dir = .',
      'serial = serial',
      'default_md = sha256',
      'policy = any',
      'x509_extensions = ca_ext',
      '[any]',
      'commonName = supplied',
      '[ca_ext]',
      'basicConstraints = critical,CA:true',
      'keyUsage = critical,keyCertSign,cRLSign',
      'subjectKeyIdentifier = hash',
      '',
    ].join('\n'),
  );
  openssl(dir, [
    'ca',
    '-batch',
    '-config',
    'expired.cnf',
    '-selfsign',
    '-keyfile',
    'ca.key',
    '-in',
    'ca.csr',
    '-startdate',
    '20200101000000Z',
    '-enddate',
    '20200102000000Z',
    '-out',
    'expired-ca.crt',
  ]);
}

describe('TLS to a real PostgreSQL 15', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pg-tls-'));
  let cluster: Cluster;
  let port: string;

  beforeAll(async () => {
    makeCertificates(dir);
    chmodSync(join(dir, 'server.key'), 0o600);
    if (userInfo().uid === 0) {
      const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
      const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
      chownSync(join(dir, 'server.key'), uid, gid);
      chownSync(join(dir, 'server.crt'), uid, gid);
      chmodSync(dir, 0o755);
    }
    cluster = await startPostgresCluster({
      listen_addresses: "'127.0.0.1,::1'",
      ssl: 'on',
      ssl_cert_file: join(dir, 'server.crt'),
      ssl_key_file: join(dir, 'server.key'),
    });
    port = new URL(cluster.url).port;
  });
  afterAll(() => {
    cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
    delete process.env.DATABASE_CA_CERT;
  });

  async function sslOf(url: string, ca?: string): Promise<boolean> {
    if (ca) process.env.DATABASE_CA_CERT = join(dir, ca);
    else delete process.env.DATABASE_CA_CERT;
    const sql = connect(url, { max: 1 });
    try {
      const [row] = await sql<{ ssl: boolean }[]>`select ssl from pg_stat_ssl where pid = pg_backend_pid()`;
      return row!.ssl;
    } finally {
      await sql.end({ timeout: 1 });
    }
  }

  it('stays plain on loopback by default, and encrypts when the URL says sslmode=require', async () => {
    expect(await sslOf(`postgres://postgres@127.0.0.1:${port}/postgres`)).toBe(false);
    expect(await sslOf(`postgres://postgres@127.0.0.1:${port}/postgres?sslmode=require`)).toBe(true);
  });

  it('verifies the certificate against DATABASE_CA_CERT: chain and name', async () => {
    expect(await sslOf(`postgres://postgres@localhost:${port}/postgres?sslmode=verify-full`, 'ca.crt')).toBe(true);
    // The certificate names localhost, not 127.0.0.1: verify-full refuses, verify-ca (chain only) accepts.
    await expect(sslOf(`postgres://postgres@127.0.0.1:${port}/postgres?sslmode=verify-full`, 'ca.crt')).rejects.toThrow(
      /127\.0\.0\.1|altnames|IP/,
    );
    expect(await sslOf(`postgres://postgres@127.0.0.1:${port}/postgres?sslmode=verify-ca`, 'ca.crt')).toBe(true);
  });

  it('refuses a server whose certificate another CA signed', async () => {
    await expect(sslOf(`postgres://postgres@localhost:${port}/postgres?sslmode=verify-full`, 'other-ca.crt')).rejects.toThrow(
      /certificate/i,
    );
    // sslrootcert in the URL works the same as DATABASE_CA_CERT.
    const other = encodeURIComponent(join(dir, 'other-ca.crt'));
    await expect(sslOf(`postgres://postgres@localhost:${port}/postgres?sslmode=verify-full&sslrootcert=${other}`)).rejects.toThrow(
      /certificate/i,
    );
    expect(readFileSync(join(dir, 'ca.crt'), 'utf8')).toContain('BEGIN CERTIFICATE');
  });

  describe('a script that cannot trust the server', () => {
    const runWith = (url: string, ca: string, script = 'admin', args = ['list']) =>
      npmRun({ kind: 'postgres15', url }, script, args, { DATABASE_CA_CERT: join(dir, ca), CONTEXT: 'production' });
    const expectOneSentence = (run: { status: number | null; output: string }, ...words: string[]) => {
      expect(run.status).toBe(1);
      const lines = linesOf(run.output);
      expect(lines, run.output).toHaveLength(1);
      expect(lines[0]).not.toMatch(/^\s+at /);
      for (const word of words) expect(lines[0]).toContain(word);
    };

    it.each([
      ['admin', ['list']],
      ['gate', ['--off']],
      ['db:migrate', []],
      ['build', []],
    ])('npm run %s with the CA of another authority: one sentence naming DATABASE_CA_CERT, exit 1', async (script, args) => {
      expectOneSentence(
        await runWith(`postgres://postgres@localhost:${port}/postgres?sslmode=verify-full`, 'other-ca.crt', script, args),
        `localhost:${port}`,
        'DATABASE_CA_CERT',
        'Download certificate',
      );
    });

    it('an expired CA: one sentence saying it expired', async () => {
      expectOneSentence(
        await runWith(`postgres://postgres@localhost:${port}/postgres?sslmode=verify-full`, 'expired-ca.crt'),
        'CERT_HAS_EXPIRED',
        'expired',
      );
    });

    it('a certificate made out to another name: one sentence naming the host', async () => {
      expectOneSentence(
        await runWith(`postgres://postgres@127.0.0.1:${port}/postgres?sslmode=verify-full`, 'ca.crt'),
        'ERR_TLS_CERT_ALTNAME_INVALID',
        '127.0.0.1',
      );
    });

    it('a CA file that is not there: one sentence naming the file', async () => {
      expectOneSentence(await runWith(`postgres://postgres@localhost:${port}/postgres`, 'no-such-ca.crt'), 'no-such-ca.crt');
    });
  });
});
