// An Ecotrack courier's parcels after creation (cancel, label, statuses) and its lists, over real HTTP
// to stand-ins (tests/carriers/stand-ins/ecotrack) that stand in for two couriers' Ecotrack APIs,
// which are outside this machine. Their behaviour is that of Ecotrack's Postman collection "ECOTRACK
// API": delete/order refused with 200 success:false error 10001 once valid/order was called,
// get/order/label as PDF bytes, get/orders/status with `reason` on failed attempts, get/communes as an
// object keyed "0","1",…; and a courier's own words for a status (DZS `ecotrack.md`), as
// docs/carrier-apis.md ("Ecotrack platform") records.
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEcotrackStandIn, type EcotrackStandIn } from '../../../../tests/carriers/stand-ins/ecotrack/index.ts';
import { oranDraft } from '../../../../tests/carriers/drafts.ts';
import { CarrierError } from '../carrier-error.ts';
import { createEcotrackClient } from './ecotrack-client.ts';

const DHD_TOKEN = 'dhd-token-for-the-test';
const WORLD_TOKEN = 'world-express-token-for-the-test';
const POLLED_AT = new Date('2026-11-26T10:00:00Z');
let dhd: EcotrackStandIn;
let worldExpress: EcotrackStandIn;

const draft = oranDraft;
const orderFields = {
  nom_client: 'Karim Haddad',
  telephone: '0661234567',
  adresse: 'Oran',
  commune: 'Oran',
  code_wilaya: '31',
  montant: '2500',
  type: '1',
};

const clientOf = (courier: EcotrackStandIn, token: string) =>
  createEcotrackClient({ baseUrl: courier.url, token, timeoutMs: 2000, now: () => POLLED_AT });
const createdAt = async (courier: EcotrackStandIn, token: string, reference: string) => {
  const [result] = await clientOf(courier, token).createParcels([draft(reference)]);
  if (!result?.ok) throw new Error(`not created: ${JSON.stringify(result)}`);
  return result.tracking;
};

beforeAll(async () => {
  dhd = await startEcotrackStandIn({ token: DHD_TOKEN, courierCode: 'DHDZ', perMinute: 10_000 });
  // World Express words two statuses its own way (get/orders/status answers its words).
  worldExpress = await startEcotrackStandIn({
    token: WORLD_TOKEN,
    courierCode: 'WEXP',
    perMinute: 10_000,
    statusLabels: { en_livraison: 'Sorti en livraison', paye_et_archive: 'payé_et_archivé' },
  });
});
afterAll(async () => {
  await dhd.close();
  await worldExpress.close();
});

describe('an Ecotrack courier’s account', () => {
  it('proves a token with a harmless read, and says a wrong one was refused without repeating it', async () => {
    expect(await clientOf(dhd, DHD_TOKEN).checkConnection()).toEqual({ ok: true });
    const refused = await clientOf(dhd, WORLD_TOKEN).checkConnection();
    expect(refused).toEqual({ ok: false, refused: 'keys', message: expect.stringContaining('refused the API token') });
    expect(JSON.stringify(refused)).not.toContain(WORLD_TOKEN);
  });

  it('takes the base URL as the owner types it: with or without the slash or /api/v1', async () => {
    for (const baseUrl of [dhd.url.slice(0, -1), `${dhd.url}api/v1`, `${dhd.url}api/v1/`])
      expect(await createEcotrackClient({ baseUrl, token: DHD_TOKEN }).checkConnection()).toEqual({ ok: true });
  });

  it("lists a wilaya's communes from get/communes' keyed object, and its desks as the communes that have one", async () => {
    const client = clientOf(dhd, DHD_TOKEN);
    const communes = await client.communes(31);
    expect(communes).toHaveLength(26);
    expect(communes).toContainEqual({ id: 'Es Senia', name: 'Es Senia', wilayaCode: 31 });
    // A desk's id is its code_postal, the station code sent with stop_desk=1.
    const code = dhd.communes(31).find((c) => c.nom === 'Oran')!.code_postal;
    expect(await client.centers(31)).toEqual([{ id: code, name: 'Oran', wilayaCode: 31, communeName: 'Oran' }]);
  });
});

describe('cancelParcel', () => {
  it('deletes a parcel not yet validated', async () => {
    const { tracking } = dhd.addParcel({ reference: 'X-1', ...orderFields });
    expect(await clientOf(dhd, DHD_TOKEN).cancelParcel(tracking)).toEqual({ ok: true });
    expect(dhd.parcel(tracking)).toBeUndefined();
  });

  it('says why Ecotrack refuses once the parcel was validated (200 success:false, error 10001), and it stays', async () => {
    const tracking = await createdAt(dhd, DHD_TOKEN, 'X-2');
    const answer = await clientOf(dhd, DHD_TOKEN).cancelParcel(tracking);
    expect(answer).toEqual({
      ok: false,
      message: expect.stringContaining('it was validated for collection. Ask the courier to return it.'),
      reason: { code: 'cancel_too_late', said: 'Commande non modifiable' },
    });
    expect(dhd.parcel(tracking)?.validated).toBe(true);
  });

  it('says a parcel the courier does not know is unknown', async () => {
    expect(await clientOf(dhd, DHD_TOKEN).cancelParcel('ECNOPE0000000000')).toEqual({
      ok: false,
      message: expect.stringContaining('does not know'),
      reason: { code: 'parcel_unknown', detail: 'ECNOPE0000000000' },
    });
  });
});

describe('label', () => {
  it("is the courier's PDF, one page", async () => {
    const tracking = await createdAt(dhd, DHD_TOKEN, 'L-1');
    const label = await clientOf(dhd, DHD_TOKEN).label(tracking);
    expect(label.tracking).toBe(tracking);
    expect(new TextDecoder().decode(label.pdf.subarray(0, 5))).toBe('%PDF-');
    expect((await PDFDocument.load(label.pdf)).getPageCount()).toBe(1);
  });

  it('is refused clearly for a tracking the courier does not know', async () => {
    const failure = await clientOf(dhd, DHD_TOKEN)
      .label('ECNOPE0000000000')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CarrierError);
    expect(failure).toMatchObject({
      kind: 'refused',
      retryable: false,
      message: expect.stringContaining('gave no label for parcel ECNOPE0000000000'),
    });
  });
});

describe('statuses', () => {
  it('reads each courier’s words, a failed attempt with its reason, and leaves out what it does not know', async () => {
    const [out, attempted, delivered, paid] = [
      await createdAt(dhd, DHD_TOKEN, 'S-1'),
      await createdAt(dhd, DHD_TOKEN, 'S-2'),
      await createdAt(dhd, DHD_TOKEN, 'S-3'),
      await createdAt(worldExpress, WORLD_TOKEN, 'S-4'),
    ];
    const abroadOut = await createdAt(worldExpress, WORLD_TOKEN, 'S-5');
    const { tracking: neverValidated } = dhd.addParcel({ reference: 'S-6', ...orderFields });
    dhd.moveParcel(out!, 'en_livraison');
    dhd.failAttempt(attempted!, { reason: 'Client ne réponds pas', at: new Date('2026-11-26T08:15:30Z') });
    dhd.remark(attempted!, 'Rappeler demain');
    dhd.moveParcel(delivered!, 'livre_non_encaisse');
    worldExpress.moveParcel(paid!, 'paye_et_archive');
    worldExpress.moveParcel(abroadOut, 'en_livraison');
    expect(dhd.moveParcel(neverValidated, 'en_livraison')).toBe(false);

    const atDhd = await clientOf(dhd, DHD_TOKEN).statuses([out!, attempted!, delivered!, neverValidated, 'ECNOPE0000000000', out!]);
    expect(atDhd).toEqual([
      { tracking: out, outcome: 'out_for_delivery', carrierStatus: 'en_livraison', at: POLLED_AT.toISOString() },
      {
        tracking: attempted,
        outcome: 'failed_attempt',
        carrierStatus: 'en_preparation',
        reason: 'Client ne réponds pas',
        at: '2026-11-26T08:15:30.000Z',
      },
      { tracking: delivered, outcome: 'delivered', carrierStatus: 'livre_non_encaisse', at: POLLED_AT.toISOString() },
      { tracking: neverValidated, outcome: 'created', carrierStatus: 'prete_a_expedier', at: POLLED_AT.toISOString() },
    ]);
    const atWorldExpress = await clientOf(worldExpress, WORLD_TOKEN).statuses([paid!, abroadOut]);
    expect(atWorldExpress.map((r) => [r.outcome, r.carrierStatus])).toEqual([
      ['delivered', 'payé_et_archivé'],
      ['out_for_delivery', 'Sorti en livraison'],
    ]);
  });

  it('asks at most 100 trackings a call', async () => {
    const trackings = Array.from({ length: 150 }, (_, i) => dhd.addParcel({ reference: `H-${i}`, ...orderFields }).tracking);
    const before = dhd.calls.length;
    const reports = await clientOf(dhd, DHD_TOKEN).statuses(trackings);
    expect(reports.map((r) => r.tracking)).toEqual(trackings);
    const asked = dhd.calls.slice(before).map((c) => new URL(c.url, dhd.url).searchParams.get('trackings')!.split(',').length);
    expect(asked).toEqual([100, 50]);
    // Bearer alone is refused there: the token goes in the query too (docs/carrier-apis.md).
    expect(dhd.calls.slice(before).every((c) => c.bearer && new URL(c.url, dhd.url).searchParams.get('api_token') === DHD_TOKEN)).toBe(
      true,
    );
  });
});
