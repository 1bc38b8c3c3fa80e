import { describe, expect, it } from 'vitest';
import { backedUpColumns, backupFileName, partName, splitBytes, unclassifiedColumns } from './backup.ts';

describe('backup files', () => {
  it('splits into parts of at most the limit that join back byte for byte', () => {
    const bytes = Uint8Array.from({ length: 25 }, (_, i) => i);
    const parts = splitBytes(bytes, 10);
    expect(parts.map((p) => p.length)).toEqual([10, 10, 5]);
    expect(Buffer.concat(parts)).toEqual(Buffer.from(bytes));
    expect(splitBytes(bytes, 25)).toHaveLength(1);
    expect(() => splitBytes(bytes, 0)).toThrow();
  });

  it('names files by scope and Algiers time, and parts by their place', () => {
    expect(backupFileName('orders', '2026-11-23T03:00', false)).toBe('shop-backup-orders-2026-11-23-0300.json');
    expect(backupFileName('database', '2026-11-23T03:00', true)).toBe('shop-backup-database-2026-11-23-0300.json.gz');
    expect(partName('a.json.gz', 0, 1)).toBe('a.json.gz');
    expect(partName('a.json.gz', 1, 3)).toBe('a.json.gz.part2of3');
  });

  it('leave out the secrets they name: a table that exists to hold one, or the secret column of a table', () => {
    expect(backedUpColumns('admin_accounts', ['id', 'email', 'password_hash', 'last_login_at'], ['id', 'email'])).toEqual([
      'id',
      'email',
      'last_login_at',
    ]);
    expect(backedUpColumns('site_settings', ['id', 'password_enabled', 'password_hash'], ['id', 'password_enabled'])).toEqual([
      'id',
      'password_enabled',
    ]);
    // A carrier's account holds its sealed credentials (never empty): left out whole.
    expect(
      backedUpColumns('carrier_accounts', ['platform', 'credentials', 'key_hint', 'webhook_secret'], ['platform', 'credentials']),
    ).toBeNull();
    expect(backedUpColumns('admin_sessions', ['id', 'admin_id'], [])).toBeNull();
  });

  it("keep the orders' link hashes: a name ending in hash is not what makes a secret", () => {
    const columns = ['id', 'number', 'idempotency_key', 'view_link_hash', 'confirm_link_hash'];
    expect(backedUpColumns('orders', columns, ['id', 'number'])).toEqual(columns);
  });

  it('name every column that sounds secret one way or the other', () => {
    expect(
      unclassifiedColumns([
        { name: 'orders', columns: ['id', 'view_link_hash', 'confirm_link_hash', 'idempotency_key'] },
        { name: 'admin_accounts', columns: ['id', 'password_hash', 'password_changed_at'] },
        { name: 'carrier_accounts', columns: ['credentials', 'webhook_secret', 'refresh_token', 'key_hint'] },
        { name: 'devices', columns: ['id', 'api_key', 'salt', 'hashtag'] },
      ]),
    ).toEqual(['carrier_accounts.refresh_token', 'devices.api_key', 'devices.salt']);
  });
});
