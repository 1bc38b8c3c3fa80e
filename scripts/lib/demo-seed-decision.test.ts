// The demo catalog never goes into a database given by DATABASE_URL unless asked for by name.
import { describe, expect, it } from 'vitest';
import { shouldSeedDemo } from './database.ts';

describe('seeding the demo catalog', () => {
  it('goes into the embedded database unless told not to', () => {
    expect(shouldSeedDemo({ external: false, asked: undefined })).toBe(true);
    expect(shouldSeedDemo({ external: false, asked: false })).toBe(false);
  });

  it('goes into a DATABASE_URL database only when asked explicitly (db:migrate -- --seed-demo)', () => {
    expect(shouldSeedDemo({ external: true, asked: undefined })).toBe(false);
    expect(shouldSeedDemo({ external: true, asked: false })).toBe(false);
    expect(shouldSeedDemo({ external: true, asked: true })).toBe(true);
  });
});
