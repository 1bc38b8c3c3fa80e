// The ZR Express client against ZR's public contract, point by point as docs/carrier-apis.md ("ZR
// Express, new API") records it from ZR's OpenAPI spec (ZR-SW) and CodFlow's audit against the live API
// (ZR-AUDIT): each test names its point and fails when the client drifts from it. The stand-in
// (tests/carriers/stand-ins/zr-express) stands in for ZR, which is outside this machine, and enforces
// those points from the sources, not from this client.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parcelDraft } from '../../../../tests/carriers/drafts.ts';
import { startZrExpressStandIn, type ZrExpressStandIn } from '../../../../tests/carriers/stand-ins/zr-express/index.ts';
import { createPacer } from '../pacer.ts';
import { createZrExpressClient } from './client.ts';

let zr: ZrExpressStandIn;
beforeAll(async () => {
  zr = await startZrExpressStandIn({ trackingAfterReads: 1 });
});
afterAll(() => zr.close());

const client = () =>
  createZrExpressClient({
    baseUrl: zr.apiUrl,
    ...zr.account,
    pacer: createPacer({}),
    trackingWait: { polls: 3, intervalMs: 1, sleep: async () => {} },
  });
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const callsSince = (from: number) => zr.calls.slice(from).map((c) => `${c.method} ${c.path.replace(UUID, '{uuid}')}`);

async function created(): Promise<string> {
  const [result] = await client().createParcels([parcelDraft()]);
  if (!result?.ok) throw new Error(`not created: ${JSON.stringify(result)}`);
  return result.tracking;
}

describe('ZR Express contract (ZR-SW, ZR-AUDIT)', () => {
  it('ZR-AUDIT §1.3-4: POST /parcels answers {id} only; the tracking comes from GET /parcels/{id}, which the client reads', async () => {
    const from = zr.calls.length;
    const tracking = await created();
    expect(tracking).toMatch(/^\d{2}-[0-9A-Z]{10}-ZR$/);
    const calls = callsSince(from);
    const create = calls.indexOf('POST /api/v1/parcels');
    expect(create).toBeGreaterThanOrEqual(0);
    expect(calls.slice(create + 1)).toContain('GET /api/v1/parcels/{uuid}');
  });

  it('ZR-AUDIT BUG-1: the state history is read by the parcel UUID, never by its tracking number (404)', async () => {
    const tracking = await created();
    zr.move(tracking, 'en_livraison');
    const from = zr.calls.length;
    const [report] = await client().statuses([tracking]);
    expect(report).toMatchObject({ tracking, outcome: 'out_for_delivery' });
    const history = callsSince(from).filter((c) => c.includes('state-history'));
    expect(history.length).toBeGreaterThan(0);
    expect(history.every((c) => c === 'GET /api/v1/parcels/{uuid}/state-history')).toBe(true);
  });

  it('ZR-AUDIT BUG-2: a cancel is DELETE /parcels/bulk/by-tracking-number (POST there is a 405)', async () => {
    const tracking = await created();
    const from = zr.calls.length;
    expect(await client().cancelParcel(tracking)).toEqual({ ok: true });
    expect(callsSince(from)).toContain('DELETE /api/v1/parcels/bulk/by-tracking-number');
    expect(callsSince(from)).not.toContain('POST /api/v1/parcels/bulk/by-tracking-number');
  });

  it('ZR-AUDIT BUG-4: a pickup point names a hub from POST /hubs/search (a territory id is 404 HubNotFound)', async () => {
    const hubs = await client().centers(16);
    expect(hubs.length).toBeGreaterThan(0);
    expect(hubs.every((h) => zr.places.hubs.some((hub) => hub.id === h.id && hub.isPickupPoint))).toBe(true);
    const [sent] = await client().createParcels([parcelDraft({ deliveryType: 'office', stopDeskId: hubs[0]!.id })]);
    expect(sent).toMatchObject({ ok: true });
  });

  it('ZR-AUDIT BUG-5: a slug beyond those the audit saw is read as "other" in ZR’s word, never as delivered or returned', async () => {
    const tracking = await created();
    zr.tenantState(tracking, 'retourne', 'Retourné');
    const [report] = await client().statuses([tracking]);
    expect(report).toMatchObject({ tracking, outcome: 'other', carrierStatus: 'Retourné' });
  });

  it('ZR-SW: X-Api-Key and X-Tenant prove the account; another tenant is refused as the keys', async () => {
    expect(await client().checkConnection()).toEqual({ ok: true });
    const wrong = createZrExpressClient({
      baseUrl: zr.apiUrl,
      apiKey: zr.account.apiKey,
      tenant: 'not-the-tenant',
      pacer: createPacer({}),
    });
    expect(await wrong.checkConnection()).toMatchObject({ ok: false, refused: 'keys' });
  });
});
