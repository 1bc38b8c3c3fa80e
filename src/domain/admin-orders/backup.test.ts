import { describe, expect, it } from 'vitest';
import { backedUpColumns, backupFileName, partName, splitBytes } from './backup.ts';

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

  it('leave secrets out: a table that exists to hold one, or the secret column of a table', () => {
    expect(backedUpColumns('admin_accounts', ['id', 'email', 'password_hash', 'last_login_at'], ['id', 'email'])).toEqual([
      'id',
      'email',
      'last_login_at',
    ]);
    expect(backedUpColumns('site_settings', ['id', 'password_enabled', 'password_hash'], ['id', 'password_enabled'])).toEqual([
      'id',
      'password_enabled',
    ]);
    // A table a later migration adds, with a secret that may not be empty: left out whole.
    expect(backedUpColumns('admin_known_devices', ['token_hash', 'admin_id'], ['token_hash', 'admin_id'])).toBeNull();
    expect(backedUpColumns('admin_sessions', ['id', 'admin_id'], [])).toBeNull();
    for (const secret of ['carrier_api_key', 'webhook_secret', 'yalidine_credentials', 'salt', 'password'])
      expect(backedUpColumns('t', ['id', secret], ['id']), secret).toEqual(['id']);
    for (const kept of ['password_enabled', 'token_expires_at', 'idempotency_key', 'client_key', 'hashtag'])
      expect(backedUpColumns('t', [kept], [kept]), kept).toEqual([kept]);
  });
});
