// The catalog migration's bucket step: on Supabase (a storage schema exists) it creates the public
// product-images bucket for WebP files; on a database without the storage schema (PGlite, a plain
// PostgreSQL) it does nothing and fails nothing. The storage.buckets table here is a stand-in with
// the columns of Supabase Storage's table (Supabase itself is outside this machine).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, inject, it } from 'vitest';
import { connect } from '../../src/server/db/client.ts';

const sql = connect(inject('databaseUrl'), { max: 1 });
const migration = readFileSync(
  fileURLToPath(new URL('../../supabase/migrations/20261124001000_catalog_admin.sql', import.meta.url)),
  'utf8',
);
const bucketStep = migration.slice(migration.indexOf('do $$'));
afterAll(async () => {
  await sql`drop schema if exists storage cascade`;
  await sql.end();
});

it('does nothing where there is no storage schema', async () => {
  await sql`drop schema if exists storage cascade`;
  await sql.unsafe(bucketStep);
  const [row] = await sql`select to_regclass('storage.buckets') as t`;
  expect(row!.t).toBeNull();
});

it('creates the public product-images bucket (WebP, 5 MB) where Supabase Storage is, and repairs a private one', async () => {
  await sql.unsafe(`create schema storage;
    create table storage.buckets (id text primary key, name text not null, owner uuid, public boolean default false,
      file_size_limit bigint, allowed_mime_types text[], created_at timestamptz default now(), updated_at timestamptz default now())`);
  await sql.unsafe(bucketStep);
  await sql.unsafe(bucketStep); // migrations may meet a bucket made by hand: no error
  expect(await sql`select id, name, public, file_size_limit, allowed_mime_types from storage.buckets`).toEqual([
    { id: 'product-images', name: 'product-images', public: true, file_size_limit: '5242880', allowed_mime_types: ['image/webp'] },
  ]);
  await sql`update storage.buckets set public = false`;
  await sql.unsafe(bucketStep);
  expect((await sql`select public from storage.buckets`)[0]!.public).toBe(true);
});
