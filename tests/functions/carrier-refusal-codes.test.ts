// Each refusal about a carrier that the admin shows has a stable code, so the admin words it in the
// owner's language (Arabic, French, English) instead of showing the server's English; where the words
// are the carrier's own, they come only as a quoted detail. Through the real admin functions and the
// real database, against a stand-in for an Ecotrack courier (tests/carriers/stand-ins/ecotrack) and one
// for NOEST (tests/carriers/stand-ins/noest), which stand in for services outside this machine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import adminCarriers from '../../netlify/functions/admin-carriers.ts';
import adminParcels from '../../netlify/functions/admin-parcels.ts';
import { carrierReasonMessages, carrierReasonText } from '../../src/admin/carriers/carrier-reason-text.ts';
import type { CarrierReason } from '../../src/domain/carriers/carrier-reason.ts';
import { translator } from '../../src/i18n/messages.ts';
import { db } from '../../src/server/db/client.ts';
import { type EcotrackStandIn } from '../carriers/stand-ins/ecotrack/index.ts';
import { startNoestStandIn, type NoestStandIn } from '../carriers/stand-ins/noest/index.ts';
import type { TestCatalog } from '../db/orders.fixtures.ts';
import { call } from './admin-helpers.ts';
import {
  confirmedOrder,
  connectEcotrack,
  createParcels,
  ecotrackShop,
  closeEcotrackShop,
  parcelOnTheOrderPage,
} from './carrier-helpers.ts';

const sql = db();
const PREFIX = 'test-carrier-refusal-codes';
const TOKEN = 'ecotrack-refusals-token-0099';
const NOEST_TOKEN = 'noest-refusals-token-0042';
const NOEST_GUID = 'B2C3D4E5-noest-refusals-guid-0042';
let courier: EcotrackStandIn;
let noest: NoestStandIn;
let catalog: TestCatalog;
let admin: string;

beforeAll(async () => {
  ({ catalog, courier, admin } = await ecotrackShop(sql, PREFIX, {
    token: TOKEN,
    courierCode: 'REFU',
    perMinute: 10_000,
    owner: 'refusals-owner@test.dz',
  }));
  noest = await startNoestStandIn({ token: NOEST_TOKEN, userGuid: NOEST_GUID, maxAmount: 20_000, perMinute: 10_000 });
  const connected = await call(adminCarriers, '/api/admin/carriers/noest', {
    method: 'PUT',
    token: admin,
    body: { platform: 'noest', apiToken: NOEST_TOKEN, userGuid: NOEST_GUID, baseUrl: noest.url },
  });
  expect(connected.status, JSON.stringify(connected.body)).toBe(200);
});
afterAll(async () => {
  await noest?.close();
  await closeEcotrackShop(sql, PREFIX, courier);
});

const cancel = (number: number) => call(adminParcels, `/api/admin/parcels/${number}`, { method: 'DELETE', token: admin });
const stateOf = async (number: number) =>
  (await sql<{ state: string }[]>`select p.state from parcels p join orders o on o.id = p.order_id where o.number = ${number}`).map(
    (r) => r.state,
  );

/** An Ecotrack parcel created but not validated (its valid/order failed): the only kind Ecotrack still deletes. */
async function waitingParcel(): Promise<string> {
  const number = await confirmedOrder(sql, catalog);
  courier.failNext(500, 'valid/order');
  const [waiting] = await createParcels(admin, 'ecotrack', [{ number }]);
  if (!waiting || waiting.ok || waiting.code !== 'awaiting_validation') throw new Error(`not waiting: ${JSON.stringify(waiting)}`);
  return waiting.tracking!;
}
const numberOf = async (tracking: string) =>
  (await sql<{ number: number }[]>`select o.number from parcels p join orders o on o.id = p.order_id where p.tracking = ${tracking}`)[0]!
    .number;

describe("a parcel's cancel, refused by code", () => {
  it('not_found: an order without a parcel', async () => {
    const number = await confirmedOrder(sql, catalog);
    const answer = await cancel(number);
    expect([answer.status, answer.body.error.code]).toEqual([404, 'not_found']);
  });

  it('parcel_creating: a parcel whose create the carrier has not answered yet', async () => {
    const number = await confirmedOrder(sql, catalog);
    courier.setTimeoutMode(true);
    await createParcels(admin, 'ecotrack', [{ number }]);
    courier.setTimeoutMode(false);
    const answer = await cancel(number);
    expect([answer.status, answer.body.error.code]).toEqual([409, 'parcel_creating']);
    expect(await stateOf(number)).toEqual(['creating']);
  });

  it('cancel_validated: a parcel Ecotrack validated is refused at once, with why, and Ecotrack is not asked', async () => {
    const number = await confirmedOrder(sql, catalog);
    const [made] = await createParcels(admin, 'ecotrack', [{ number }]);
    if (!made?.ok) throw new Error('not created');
    // Ecotrack deletes no parcel once valid/order sent it for collection, which the shop does at creation.
    const start = courier.calls.length;
    const answer = await cancel(number);
    expect([answer.status, answer.body.error.code]).toEqual([409, 'cancel_too_late']);
    expect(answer.body.error.details).toEqual({ reason: { code: 'cancel_validated' } });
    expect(answer.body.error.message).toContain(made.parcel.tracking!);
    expect(courier.calls.length).toBe(start);
    expect(await stateOf(number)).toEqual(['created']);
    expectOwnWords(answer.body.error.details.reason, 'Ecotrack', answer.body.error.message);
  });

  it('cancel_too_late: a waiting parcel the courier validated meanwhile is refused by the courier, its words quoted', async () => {
    const tracking = await waitingParcel();
    const number = await numberOf(tracking);
    // Validated at the courier behind the shop's back (its own site, as the owner could): the shop still thinks it waits.
    const validated = await fetch(`${courier.url}api/v1/valid/order?tracking=${tracking}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(validated.status).toBe(200);
    const answer = await cancel(number);
    expect([answer.status, answer.body.error.code]).toEqual([409, 'cancel_too_late']);
    expect(answer.body.error.details).toEqual({ reason: { code: 'cancel_too_late', said: 'Commande non modifiable' } });
    expect(answer.body.error.message).toContain(tracking);
    expect(await stateOf(number)).toEqual(['creating']);
    expectOwnWords(answer.body.error.details.reason, 'Ecotrack', answer.body.error.message);
  });

  it('carrier_unreachable: a courier that fails on delete/order is a 502 with its reason, never a 500', async () => {
    const number = await numberOf(await waitingParcel());
    for (let i = 0; i < 3; i++) courier.failNext(500, 'delete/order');
    const answer = await cancel(number);
    expect([answer.status, answer.body.error.code, answer.body.error.details]).toEqual([
      502,
      'carrier_unreachable',
      { reason: { code: 'carrier_failed' } },
    ]);
    expect(await stateOf(number)).toEqual(['creating']);
    expectOwnWords(answer.body.error.details.reason, 'Ecotrack', answer.body.error.message);
  });

  it('not_connected: the carrier was disconnected since the parcel was made', async () => {
    // A parcel Ecotrack would still delete (waiting for its validation): a validated one is refused before any account is read.
    const number = await numberOf(await waitingParcel());
    expect((await call(adminCarriers, '/api/admin/carriers/ecotrack', { method: 'DELETE', token: admin })).status).toBe(204);
    try {
      const answer = await cancel(number);
      expect([answer.status, answer.body.error.code]).toEqual([409, 'not_connected']);
      expect(await stateOf(number)).toEqual(['creating']);
    } finally {
      await connectEcotrack(TOKEN, courier.url, admin);
    }
  });
});

describe('the labels of a selection, refused by code with the orders in details', () => {
  const labels = (numbers: number[]) => call(adminParcels, `/api/admin/parcels/labels?numbers=${numbers.join(',')}`, { token: admin });

  it('not_found: the orders of the selection that have no parcel, named', async () => {
    const sent = await confirmedOrder(sql, catalog);
    const unsent = await confirmedOrder(sql, catalog);
    await createParcels(admin, 'ecotrack', [{ number: sent }]);
    const answer = await labels([sent, unsent]);
    expect([answer.status, answer.body.error.code, answer.body.error.details]).toEqual([404, 'not_found', { numbers: [unsent] }]);
  });

  it('not_connected: the order whose carrier was disconnected, and its platform', async () => {
    const number = await confirmedOrder(sql, catalog);
    await createParcels(admin, 'ecotrack', [{ number }]);
    expect((await call(adminCarriers, '/api/admin/carriers/ecotrack', { method: 'DELETE', token: admin })).status).toBe(204);
    try {
      const answer = await labels([number]);
      expect([answer.status, answer.body.error.code, answer.body.error.details]).toEqual([
        409,
        'not_connected',
        { number, platform: 'ecotrack' },
      ]);
    } finally {
      await connectEcotrack(TOKEN, courier.url, admin);
    }
  });

  it('carrier_unreachable: the order whose label the carrier did not give', async () => {
    const number = await confirmedOrder(sql, catalog);
    await createParcels(admin, 'ecotrack', [{ number }]);
    // The courier's server fails on the label route (HTTP 500), however often it is asked.
    for (let i = 0; i < 3; i++) courier.failNext(500, 'get/order/label');
    const answer = await labels([number]);
    expect([answer.status, answer.body.error.code, answer.body.error.details]).toEqual([
      502,
      'carrier_unreachable',
      { number, platform: 'ecotrack' },
    ]);
  });
});

const LOCALES = ['ar', 'fr', 'en'] as const;
// The server's English frames: none of them may be (part of) the owner's sentence in Arabic or French.
const ENGLISH = /\b(refused|cancel|parcel|holds|validated|the shop|does not|no longer|dispatch)\b/i;

/**
 * The admin's words for a reason, in each language: the English sentence the server logged is never
 * among them, and in Arabic and French no English sentence is left once the carrier's name, its own
 * words and the isolated details (its status, a tracking) are taken out.
 */
function expectOwnWords(reason: CarrierReason, carrier: string, serverMessage: string): void {
  for (const locale of LOCALES) {
    const text = carrierReasonText(reason, carrier, translator(carrierReasonMessages, locale));
    expect(text).not.toContain(serverMessage);
    if (reason.said) expect(text).toContain(`\u2068${reason.said}\u2069`);
    if (reason.detail) expect(text).toMatch(new RegExp(`[\u2066\u2068]${reason.detail}\u2069`));
    const owners = text.replace(/[\u2066\u2068][^\u2069]*\u2069/g, '').replaceAll(carrier, '');
    if (locale === 'en') continue;
    expect(owners, `${locale}: ${text}`).not.toMatch(ENGLISH);
    if (locale === 'ar') expect(owners.replace('API', ''), text).not.toMatch(/[A-Za-z]{3,}/);
  }
}

describe("a carrier's reason, sent as a code with its details (never an English sentence for the owner)", () => {
  it('validation_pending: a NOEST parcel whose valid/order was refused the token waits, with its kind and tracking', async () => {
    const number = await confirmedOrder(sql, catalog);
    // The token refused between create and valid/order: NOEST passes the failure's kind as Ecotrack does.
    noest.failNext(401, 'valid/order');
    const [waiting] = await createParcels(admin, 'noest', [{ number }]);
    if (!waiting || waiting.ok) throw new Error('not waiting');
    const tracking = waiting.tracking!;
    expect(waiting).toMatchObject({
      code: 'awaiting_validation',
      waitingFor: 'token',
      reason: { code: 'validation_pending', detail: tracking },
    });
    expect(waiting.message).toContain('did not confirm its dispatch');
    expectOwnWords(waiting.reason!, 'NOEST', waiting.message);
    // The order page says why it waits, kept with the parcel: NOEST refused the token.
    expect(await parcelOnTheOrderPage(number, admin)).toMatchObject({ state: 'creating', waitingWhy: { code: 'token_refused' } });
    // Sent again, it is validated: the reason is gone with the wait.
    const [again] = await createParcels(admin, 'noest', [{ number }]);
    expect(again).toMatchObject({ ok: true, parcel: { tracking, state: 'created' } });
    expect(await parcelOnTheOrderPage(number, admin)).toMatchObject({ waitingWhy: null, waitingReason: null });
  });

  it('cancel_validated: a parcel NOEST validated is refused by code without asking NOEST', async () => {
    const number = await confirmedOrder(sql, catalog);
    const [made] = await createParcels(admin, 'noest', [{ number }]);
    expect(made).toMatchObject({ ok: true });
    const start = noest.calls.length;
    const answer = await cancel(number);
    expect([answer.status, answer.body.error.code, answer.body.error.details]).toEqual([
      409,
      'cancel_too_late',
      { reason: { code: 'cancel_validated' } },
    ]);
    expect(noest.calls.length).toBe(start);
    expect(answer.body.error.message).toContain('does not cancel');
    expectOwnWords(answer.body.error.details.reason, 'NOEST', answer.body.error.message);
  });

  it('amount_too_high: NOEST refuses an amount above its limit for the account, its words quoted', async () => {
    const number = await confirmedOrder(sql, catalog, {
      lines: [{ productId: catalog.tee, size: 'M', color: 'Black', quantity: 7 }],
    });
    const [refused] = await createParcels(admin, 'noest', [{ number }]);
    if (!refused || refused.ok) throw new Error('not refused');
    expect(refused.code).toBe('carrier_refused');
    expect(refused.reason).toEqual({ code: 'amount_too_high', said: expect.stringMatching(/montant doit être inferieur à 20000/) });
    expectOwnWords(refused.reason!, 'NOEST', refused.message);
  });
});
