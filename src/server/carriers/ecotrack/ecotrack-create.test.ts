// Creating parcels at an Ecotrack courier, over real HTTP to a stand-in (tests/carriers/stand-ins/ecotrack)
// that stands in for the courier's Ecotrack API, which is outside this machine. The stand-in behaves as
// Ecotrack's own Postman collection "ECOTRACK API" documents it (create/order, create/orders, valid/order,
// get/orders; its 422 bags, its 200 success:false error 10002, its bulk 422 with created parcels inside),
// as docs/carrier-apis.md ("Ecotrack platform") records; what no source shows is marked a guess there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEcotrackStandIn, type EcotrackStandIn } from '../../../../tests/carriers/stand-ins/ecotrack/index.ts';
import { algiersDraft } from '../../../../tests/carriers/drafts.ts';
import { createPacer } from '../pacer.ts';
import { createEcotrackClient } from './ecotrack-client.ts';

const TOKEN = 'eco-token-for-the-test-9f8e7d';
let courier: EcotrackStandIn;

const draft = algiersDraft;

const parcelsOf = (reference: string) => courier.parcels().filter((p) => p.reference === reference);
const client = () => createEcotrackClient({ baseUrl: courier.url, token: TOKEN, timeoutMs: 2000 });

beforeAll(async () => {
  courier = await startEcotrackStandIn({ token: TOKEN, courierCode: 'DHDZ', unservedWilayas: [33], perMinute: 10_000 });
});
afterAll(() => courier.close());

describe('createParcels at an Ecotrack courier', () => {
  it('creates the parcel, then validates it so the courier collects it', async () => {
    const [result] = await client().createParcels([draft({ reference: 'C-1' })]);
    expect(result).toEqual({ reference: 'C-1', ok: true, tracking: expect.stringMatching(/^ECDHDZ\d{10}$/) });
    const [parcel] = parcelsOf('C-1');
    expect(parcel).toMatchObject({
      tracking: result!.ok && result!.tracking,
      validated: true,
      askedCollection: true,
      status: 'en_ramassage',
    });
    expect(parcel!.fields).toMatchObject({
      nom_client: 'Amina Benali',
      telephone: '0555123456',
      commune: 'Bab Ezzouar',
      code_wilaya: '16',
      montant: '4900',
      type: '1',
      stop_desk: '0',
      produit: 'Hoodie (Noir, L) x1',
      remarque: 'Appeler avant',
    });
    const tail = courier.calls.slice(-2).map((c) => `${c.method} ${c.url.split('?')[0]}`);
    expect(tail).toEqual(['POST /api/v1/create/order', 'POST /api/v1/valid/order']);
  });

  it('sends an office delivery to the chosen desk: its commune, its code_postal from get/communes, stop_desk=1', async () => {
    const ecotrack = client();
    const desks = await ecotrack.centers(16);
    const code = courier.communes(16).find((c) => c.nom === 'Alger Centre')!.code_postal;
    expect(desks).toEqual([{ id: code, name: 'Alger Centre', wilayaCode: 16, communeName: 'Alger Centre' }]);
    const [result] = await ecotrack.createParcels([
      draft({ reference: 'C-2', deliveryType: 'office', stopDeskId: desks[0]!.id, stopDeskCommune: 'Alger Centre' }),
    ]);
    expect(result!.ok).toBe(true);
    expect(parcelsOf('C-2')[0]!.fields).toMatchObject({ stop_desk: '1', commune: 'Alger Centre', code_postal: code });
  });

  it("refuses an order Ecotrack answers with a 422 bag, naming each field and the courier's words", async () => {
    const [result] = await client().createParcels([draft({ reference: 'C-3', phone: '12 34', communeName: 'Bab Ezouar' })]);
    expect(result).toMatchObject({ reference: 'C-3', ok: false, retryable: false });
    const message = result!.ok ? '' : result!.message;
    expect(message).toContain('the phone number («Le champ téléphone doit contenir entre 9 et 10 chiffres.»)');
    expect(message).toContain('the commune («Commune mal écrite, ou désactivée.»)');
    expect(parcelsOf('C-3')).toEqual([]);
  });

  it('refuses an order to a wilaya the courier does not serve (200 success:false, error 10002)', async () => {
    const [result] = await client().createParcels([
      draft({ reference: 'C-4', wilayaCode: 33, wilayaName: 'Illizi', communeName: 'Illizi' }),
    ]);
    expect(result).toEqual({
      reference: 'C-4',
      ok: false,
      retryable: false,
      message:
        'This courier does not deliver to the order’s wilaya («Pas de livraison pour la wilaya sélectionnée»): choose another carrier for it.',
      // The admin words the code; the courier's own sentence is only its quoted detail.
      reason: { code: 'no_delivery_to_wilaya', said: 'Pas de livraison pour la wilaya sélectionnée' },
    });
    expect(parcelsOf('C-4')).toEqual([]);
  });

  it('answers each order of a bulk sending that Ecotrack answered 422 with created parcels inside', async () => {
    const before = courier.calls.length;
    const results = await client().createParcels([
      draft({ reference: 'B-1' }),
      draft({ reference: 'B-2', phone: '' }),
      draft({ reference: 'B-3', wilayaCode: 33, communeName: 'Illizi' }),
      draft({ reference: 'B-4', communeName: 'Kouba', firstName: 'Yacine', familyName: 'Yacine' }),
    ]);
    expect(results).toEqual([
      { reference: 'B-1', ok: true, tracking: expect.any(String) },
      {
        reference: 'B-2',
        ok: false,
        retryable: false,
        message: expect.stringContaining('refused the phone number («Le champ téléphone est obligatoire.»)'),
        reason: { code: 'fields_refused', fields: ['phone'], said: 'Le champ téléphone est obligatoire.' },
      },
      {
        reference: 'B-3',
        ok: false,
        retryable: false,
        message: expect.stringContaining('does not deliver to the order’s wilaya'),
        reason: expect.objectContaining({ code: 'no_delivery_to_wilaya' }),
      },
      { reference: 'B-4', ok: true, tracking: expect.any(String) },
    ]);
    const bulk = courier.calls.slice(before).find((c) => c.url.startsWith('/api/v1/create/orders'));
    expect(bulk?.status).toBe(422);
    expect(['B-1', 'B-4'].map((ref) => parcelsOf(ref).map((p) => p.validated))).toEqual([[true], [true]]);
    expect(parcelsOf('B-4')[0]!.fields.nom_client).toBe('Yacine');
    expect([...parcelsOf('B-2'), ...parcelsOf('B-3')]).toEqual([]);
  });

  it('sends 101 orders as 100 then 1, and refuses a reference given twice in one sending', async () => {
    const before = courier.calls.length;
    const drafts = Array.from({ length: 101 }, (_, i) => draft({ reference: `M-${i}` }));
    // 101 creates and validations are 103 calls: past the documented 50 a minute (ecotrack-quota.test.ts
    // shows that limit). This stand-in courier grants more, and so does this client's pacer.
    const roomy = createEcotrackClient({ baseUrl: courier.url, token: TOKEN, pacer: createPacer({ perMinute: 10_000 }) });
    const results = await roomy.createParcels([...drafts, draft({ reference: 'M-0' })]);
    expect(results.filter((r) => r.ok)).toHaveLength(101);
    expect(results[101]).toMatchObject({ reference: 'M-0', ok: false, retryable: false, message: 'Order M-0 is twice in this sending.' });
    const creates = courier.calls.slice(before).filter((c) => c.url.startsWith('/api/v1/create/'));
    expect(creates.map((c) => c.url)).toEqual(['/api/v1/create/orders', '/api/v1/create/order']);
    expect(parcelsOf('M-0')).toHaveLength(1);
  });

  it('says a failing courier server may be tried again, and creates nothing', async () => {
    courier.failNext(503);
    const [result] = await client().createParcels([draft({ reference: 'C-5' })]);
    expect(result).toMatchObject({ ok: false, retryable: true });
    expect(result!.ok ? '' : result!.message).toContain('HTTP 503');
    expect(parcelsOf('C-5')).toEqual([]);
  });

  it('after a create whose answer never came, finds the parcel by its reference, validates it, and nothing is created twice', async () => {
    const ecotrack = createEcotrackClient({ baseUrl: courier.url, token: TOKEN, timeoutMs: 300 });
    courier.setTimeoutMode(true);
    const [lost] = await ecotrack.createParcels([draft({ reference: 'T-1' })]).finally(() => courier.setTimeoutMode(false));
    expect(lost).toMatchObject({ reference: 'T-1', ok: false, retryable: true });
    expect(lost!.ok ? '' : lost!.message).toMatch(/did not answer create\/order .* looks for it by its reference/);
    expect(parcelsOf('T-1').map((p) => p.validated)).toEqual([false]);

    const found = await ecotrack.findParcel('T-1');
    expect(found).toEqual({ tracking: parcelsOf('T-1')[0]!.tracking });
    expect(parcelsOf('T-1').map((p) => [p.validated, p.status])).toEqual([[true, 'en_ramassage']]);
    expect(await ecotrack.findParcel('T-1')).toEqual(found);
    expect(await ecotrack.findParcel('never-sent')).toBeNull();
    expect(parcelsOf('T-1')).toHaveLength(1);
  });

  it('says a parcel created but not validated (valid/order failed) may be sent again, and finding it validates it', async () => {
    const ecotrack = client();
    courier.failNext(500, 'valid/order');
    const [result] = await ecotrack.createParcels([draft({ reference: 'V-1' })]);
    const [parcel] = parcelsOf('V-1');
    expect(result).toMatchObject({ reference: 'V-1', ok: false, retryable: true });
    expect(result!.ok ? '' : result!.message).toContain(`created parcel ${parcel!.tracking} but did not confirm its dispatch`);
    expect(parcel!.validated).toBe(false);
    expect(await ecotrack.findParcel('V-1')).toEqual({ tracking: parcel!.tracking });
    expect(parcelsOf('V-1').map((p) => p.validated)).toEqual([true]);
  });

  it('says which parcel it created when valid/order failed, and finishing it by that tracking is one valid/order', async () => {
    const ecotrack = client();
    courier.failNext(503, 'valid/order');
    const [result] = await ecotrack.createParcels([draft({ reference: 'F-1' })]);
    const [parcel] = parcelsOf('F-1');
    expect(result).toMatchObject({ reference: 'F-1', ok: false, retryable: true, tracking: parcel!.tracking });
    const before = courier.calls.length;
    expect(await ecotrack.finishParcel(parcel!.tracking)).toEqual({ ok: true });
    expect(courier.calls.slice(before).map((c) => c.url)).toEqual([`/api/v1/valid/order?tracking=${parcel!.tracking}&ask_collection=1`]);
    expect(parcelsOf('F-1').map((p) => p.validated)).toEqual([true]);
    // Finished already (its answer was lost): Ecotrack's 10001 "not modifiable" is what the retry wanted.
    expect(await ecotrack.finishParcel(parcel!.tracking)).toEqual({ ok: true });
    expect(await ecotrack.finishParcel('ECDHDZ0000000000')).toMatchObject({ ok: false, retryable: false });
  });

  it('finds a reference beyond the first page of 40, matching it exactly', async () => {
    const ecotrack = client();
    await ecotrack.createParcels([draft({ reference: 'P-early' })]);
    for (let i = 0; i < 45; i += 1) courier.addParcel({ reference: `P-early-${i}`, nom_client: 'X', code_wilaya: '16', type: '1' });
    const found = await ecotrack.findParcel('P-early');
    expect(found).toEqual({ tracking: parcelsOf('P-early')[0]!.tracking });
  });

  it('keeps the token out of the URLs of its creates, and out of every message', async () => {
    const results = await createEcotrackClient({ baseUrl: courier.url, token: 'wrong-token-123', timeoutMs: 2000 }).createParcels([
      draft({ reference: 'C-6' }),
    ]);
    expect(results[0]).toMatchObject({ ok: false, retryable: false, message: expect.stringContaining('refused the API token') });
    // Only get/orders/status carries api_token (its one way in); a create and its validation never do.
    expect(courier.calls.filter((c) => c.url.includes(TOKEN) || c.url.includes('api_token'))).toEqual([]);
    expect(courier.calls.filter((c) => !c.bearer)).toEqual([]);
    expect(JSON.stringify(results)).not.toContain('wrong-token-123');
  });
});
