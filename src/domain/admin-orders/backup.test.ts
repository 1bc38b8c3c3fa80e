import { describe, expect, it } from 'vitest';
import { backupFileName, partName, splitBytes } from './backup.ts';

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
});
