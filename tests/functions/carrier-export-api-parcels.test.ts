// The carrier CSV and the pasted tracking numbers beside parcels sent through a carrier's API (issue 24):
// an order whose parcel Yalidine's API already has is left out of the file (uploading it would make a
// second parcel) and named in the answer; a tracking number pasted for it is refused for that line alone,
// the order keeping its parcel's number, while the other lines are applied. Through the real functions
// and database; the parcels are created through the admin's parcels function against the Yalidine
// stand-in (tests/carriers/stand-ins/yalidine), which stands in for Yalidine's API outside this machine.
import { describe, expect, it } from 'vitest';
import carrierExport from '../../netlify/functions/admin-carrier-export.ts';
import tracking from '../../netlify/functions/admin-tracking.ts';
import adminParcels from '../../netlify/functions/admin-parcels.ts';
import { db } from '../../src/server/db/client.ts';
import { startYalidineStandIn } from '../carriers/stand-ins/yalidine/index.ts';
import { call } from './admin-helpers.ts';
import { carrierFunctionTest, confirmedOrder, createParcels, orderRow } from './carrier-helpers.ts';
import { csvRecords } from './csv-reader.ts';

const sql = db();

const shop = carrierFunctionTest('yalidine', {
  prefix: 'test-export-api-parcels',
  owner: 'export-api-parcels@test.dz',
  start: () => startYalidineStandIn(),
  baseUrl: (yalidine) => yalidine.apiUrl,
  timeoutMs: 1500,
});

async function exportCsv(body: unknown) {
  const response = await carrierExport(
    new Request('https://shop.example/api/admin/carrier-export', {
      method: 'POST',
      headers: { 'x-auth-token': shop.admin, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
  return { response, text: await response.text() };
}

/** A confirmed order in Alger Centre (Yalidine's stand-in knows the commune), and, when `sent`, its parcel created through Yalidine's API. */
async function order(sent: boolean): Promise<{ number: number; tracking: string | null }> {
  const number = await confirmedOrder(sql, shop.catalog, { wilayaCode: '16', commune: 'Alger Centre', deliveryType: 'home' });
  if (!sent) return { number, tracking: null };
  const [created] = await createParcels(shop.admin, 'yalidine', [{ number }]);
  if (!created?.ok || !created.parcel.tracking) throw new Error(JSON.stringify(created));
  return { number, tracking: created.parcel.tracking };
}

const auditCount = async () => Number((await sql<{ n: string }[]>`select count(*) as n from admin_audit`)[0]!.n);

describe('orders whose parcel went through a carrier’s API', () => {
  it('are left out of the carrier CSV and named in the answer; the file holds and ships only the others', async () => {
    expect((await shop.connect({ ...shop.carrier.account, fromWilayaCode: '16' })).status).toBe(200);
    const plain = await order(false);
    const sentOne = await order(true);
    const sentTwo = await order(true);

    const { response, text } = await exportCsv({
      carrier: 'yalidine',
      numbers: [sentOne.number, plain.number, sentTwo.number],
      markShipped: true,
    });
    expect(response.status, text).toBe(200);
    expect(response.headers.get('x-order-count')).toBe('1');
    expect(response.headers.get('x-api-parcels')).toBe(`${sentOne.number}:yalidine,${sentTwo.number}:yalidine`);
    expect(response.headers.get('x-shipped-numbers')).toBe(`${plain.number}`);
    expect(response.headers.get('content-disposition')).toContain(`-${plain.number}.csv`);
    const { records } = csvRecords(text.replace(/^\uFEFF/, ''));
    expect(records.map((r) => r.order_id)).toEqual([String(plain.number)]);
    // The sent orders stay as they were: confirmed, with their parcel's number, nothing moved.
    for (const sent of [sentOne, sentTwo])
      expect(await orderRow(sql, sent.number)).toMatchObject({ status: 'confirmed', tracking_number: sent.tracking, carrier: 'yalidine' });
    expect((await orderRow(sql, plain.number)).status).toBe('shipped');
    const [audit] = await sql<{ new_value: { numbers: number[]; leftOut: unknown[] } }[]>`
      select new_value from admin_audit where action = 'orders.export' order by id desc limit 1`;
    expect(audit!.new_value.numbers).toEqual([plain.number]);
    expect(audit!.new_value.leftOut).toEqual([
      { number: sentOne.number, platform: 'yalidine', tracking: sentOne.tracking },
      { number: sentTwo.number, platform: 'yalidine', tracking: sentTwo.tracking },
    ]);
  });

  it('a selection of sent orders only is refused (409 has_parcel), naming them, and changes nothing', async () => {
    const sent = await order(true);
    const before = await auditCount();
    const { response, text } = await exportCsv({ carrier: 'ecotrack', numbers: [sent.number], markShipped: true });
    expect(response.status).toBe(409);
    const body = JSON.parse(text) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('has_parcel');
    expect(body.error.message).toBe(`#${sent.number}: its parcel was already sent through Yalidine's API. Nothing left to export.`);
    expect(response.headers.get('x-order-numbers')).toBe(String(sent.number));
    expect(await orderRow(sql, sent.number)).toMatchObject({ status: 'confirmed', tracking_number: sent.tracking });
    expect(await auditCount()).toBe(before);
  });

  it('once the parcel is cancelled, the order goes into the CSV again', async () => {
    const sent = await order(true);
    const cancel = await call(adminParcels, `/api/admin/parcels/${sent.number}`, {
      method: 'DELETE',
      token: shop.admin,
    });
    expect(cancel.status).toBe(200);
    const { response } = await exportCsv({ carrier: 'yalidine', numbers: [sent.number] });
    expect([response.status, response.headers.get('x-order-count'), response.headers.get('x-api-parcels')]).toEqual([200, '1', '']);
  });

  it('a pasted tracking number is refused for an order with an API parcel, with why; the other lines are applied', async () => {
    const plain = await order(false);
    const sent = await order(true);
    const answer = await call(tracking, '/api/admin/tracking', {
      method: 'PUT',
      token: shop.admin,
      body: {
        carrier: 'yalidine',
        entries: [
          { number: sent.number, trackingNumber: 'MANUAL-123' },
          { number: plain.number, trackingNumber: 'yal-PASTED1' },
        ],
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.saved).toEqual([{ number: plain.number, trackingNumber: 'yal-PASTED1', carrier: 'yalidine' }]);
    expect(answer.body.refused).toEqual([
      {
        number: sent.number,
        code: 'has_parcel',
        platform: 'yalidine',
        tracking: sent.tracking,
        message: `#${sent.number}: its parcel was sent through Yalidine's API (${sent.tracking}); it keeps that parcel's tracking number.`,
      },
    ]);
    expect(await orderRow(sql, sent.number)).toMatchObject({ tracking_number: sent.tracking, carrier: 'yalidine' });
    expect(await orderRow(sql, plain.number)).toMatchObject({ tracking_number: 'yal-PASTED1', carrier: 'yalidine' });
    // Clearing it (null) is refused too: the parcel's number is the order's while the parcel stands.
    const before = await auditCount();
    const cleared = await call(tracking, '/api/admin/tracking', {
      method: 'PUT',
      token: shop.admin,
      body: { carrier: 'ecotrack', entries: [{ number: sent.number, trackingNumber: null }] },
    });
    expect([cleared.status, cleared.body.error.code]).toEqual([409, 'has_parcel']);
    expect(cleared.body.error.details.refused).toMatchObject([{ number: sent.number, platform: 'yalidine', tracking: sent.tracking }]);
    expect(await orderRow(sql, sent.number)).toMatchObject({ tracking_number: sent.tracking, carrier: 'yalidine' });
    expect(await auditCount()).toBe(before);
  });
});
