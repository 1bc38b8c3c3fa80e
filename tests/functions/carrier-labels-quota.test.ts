// A selection's labels past the carrier's quota, through the real admin function and database, against
// the stand-in of an Ecotrack courier (tests/carriers/stand-ins/ecotrack), which stands in for the
// courier's API outside this machine and answers 429 once its minute's quota is spent, as Ecotrack's
// Postman collection documents ("Taux limite"). Here the minute holds 3 calls instead of 50, so a
// selection of 4 labels is one more than a minute allows: the request names the order it could not get
// (the function does not wait a minute), keeps the 3 it got, and the next minute asks only for the 4th.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import adminParcels from '../../netlify/functions/admin-parcels.ts';
import { db } from '../../src/server/db/client.ts';
import { LocalDiskStorage } from '../../src/server/storage/local-disk.ts';
import { useLabelStorage } from '../../src/server/storage/storage.ts';
import type { EcotrackStandIn } from '../carriers/stand-ins/ecotrack/index.ts';
import type { TestCatalog } from '../db/orders.fixtures.ts';
import { call } from './admin-helpers.ts';
import { closeEcotrackShop, confirmedOrder, createParcels, ecotrackShop } from './carrier-helpers.ts';

const sql = db();
const PREFIX = 'test-carrier-labels-quota';
let courier: EcotrackStandIn;
let catalog: TestCatalog;
let admin: string;
let folder: string;

beforeAll(async () => {
  ({ catalog, courier, admin } = await ecotrackShop(sql, PREFIX, {
    token: 'ecotrack-labels-quota-token-77a1',
    courierCode: 'LBLQ',
    perMinute: 3,
    owner: 'labels-quota-owner@test.dz',
  }));
  folder = mkdtempSync(join(tmpdir(), 'shop-labels-quota-'));
  useLabelStorage(new LocalDiskStorage({ root: folder, bucket: 'parcel-labels' }));
});
afterAll(async () => {
  useLabelStorage(undefined);
  rmSync(folder, { recursive: true, force: true });
  await closeEcotrackShop(sql, PREFIX, courier);
});

const labelCalls = () => courier.calls.filter((c) => c.url.includes('get/order/label'));

it("a selection past the minute's quota names the order it could not get, keeps the others, and the next minute asks only for it", async () => {
  const numbers: number[] = [];
  for (let i = 0; i < 4; i++) {
    // Each parcel in a minute of its own (a commune list, create/order and valid/order fit in 3).
    courier.nextMinute();
    const number = await confirmedOrder(sql, catalog);
    const [created] = await createParcels(admin, 'ecotrack', [{ number }]);
    expect(created, JSON.stringify(created)).toMatchObject({ ok: true });
    numbers.push(number);
  }
  courier.nextMinute();
  const first = await call(adminParcels, `/api/admin/parcels/labels?numbers=${numbers.join(',')}`, { token: admin });
  expect([first.status, first.body.error.code, first.body.error.details]).toEqual([
    502,
    'carrier_unreachable',
    { number: numbers[3], platform: 'ecotrack' },
  ]);
  expect(labelCalls().filter((c) => c.status === 200)).toHaveLength(3);

  courier.nextMinute();
  const before = labelCalls().length;
  const second = await adminParcels(
    new Request(`https://shop.example/api/admin/parcels/labels?numbers=${numbers.join(',')}`, { headers: { 'x-auth-token': admin } }),
  );
  expect(second.status).toBe(200);
  expect((await PDFDocument.load(new Uint8Array(await second.arrayBuffer()))).getPageCount()).toBe(4);
  expect(
    labelCalls()
      .slice(before)
      .map((c) => c.status),
  ).toEqual([200]);
});
