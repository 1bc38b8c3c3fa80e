// The NOEST stand-in itself (tests/carriers/stand-ins/noest), which stands in for NOEST's public API
// outside this machine, on what the shop's client does not use but NOEST-23 documents and the
// integrations do: NOEST-24's token in the body (`api_token`), the partner GUID the writes require,
// the two edits with their renamed fields (update/order as a request, the wilaya fixed; update/order/
// before/expedition only before validation), and `fees`. Raw requests, as another integration sends them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNoestStandIn, type NoestStandIn } from '../../../../tests/carriers/stand-ins/noest/index.ts';

const TOKEN = 'stand-in-token';
const GUID = 'stand-in-guid';
let noest: NoestStandIn;

const order = {
  reference: 'REF12345',
  client: 'Ahmed Ahmed',
  phone: '0550505050',
  adresse: 'Rue des Martyrs, Bab Ezzouar',
  wilaya_id: 16,
  commune: 'Bab Ezzouar',
  montant: 3500,
  produit: 'Smartphone Samsung Galaxy',
  type_id: 1,
  poids: 0.5,
  stop_desk: 0,
};

async function post(route: string, body: Record<string, unknown>, bearer: string | null = TOKEN) {
  const response = await fetch(new URL(`api/public/${route}`, noest.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  noest = await startNoestStandIn({ token: TOKEN, userGuid: GUID, perMinute: 10_000 });
});
afterAll(() => noest.close());

describe('the NOEST stand-in', () => {
  it("takes NOEST-24's api_token in the body, refuses a wrong token (401) and a missing GUID (422)", async () => {
    const legacy = await post('create/order', { api_token: TOKEN, user_guid: GUID, ...order }, null);
    expect(legacy).toMatchObject({ status: 200, body: { success: true, tracking: expect.stringMatching(/^ECS/), reference: 'REF12345' } });
    expect(await post('create/order', { user_guid: GUID, ...order }, 'wrong')).toEqual({
      status: 401,
      body: { message: 'Unauthenticated.' },
    });
    expect(await post('create/order', { ...order, reference: 'REF99999' })).toMatchObject({
      status: 422,
      body: { errors: { user_guid: ['The user_guid field is required.'] } },
    });
    expect(await post('create/order', { user_guid: GUID, ...order })).toEqual({
      status: 200,
      body: { success: false, message: 'Colis déja existant', tracking: legacy.body.tracking },
    });
  });

  it('files update/order as a request in its own names: the create names, a new wilaya and, once out for delivery, the address are refused', async () => {
    const { body } = await post('create/order', { user_guid: GUID, ...order, reference: 'UPD-0001' });
    const tracking = String(body.tracking);
    expect((await post('update/order', { tracking, phone: '0551234567' })).body).toEqual({
      success: false,
      message: 'Aucune demande de modification !',
    });
    expect((await post('update/order', { tracking, wilaya: 31, tel: '0551234567' })).body.message).toBe(
      'Vous ne pouvez pas modifier la wilaya de cette commande',
    );
    expect((await post('update/order', { tracking, stop_desk: 1, code_station: '31A' })).body.message).toBe(
      'Station non trouvée dans la wilaya de cette commande',
    );
    expect((await post('update/order', { tracking, tel: '0551234567', stop_desk: 1, code_station: '16B' })).body).toEqual({
      success: true,
      message: 'La demande a été envoyée avec succès !',
    });
    expect(await post('valid/order', { user_guid: GUID, tracking })).toEqual({ status: 200, body: { success: true } });
    noest.record(tracking, 'fdr_activated');
    await post('update/order', { tracking, adresse: 'Cité 300', commune: 'Kouba', montant: 4000 });
    expect(noest.parcel(tracking)!.requests).toEqual([{ tel: '0551234567', stop_desk: '1', code_station: '16B' }, { montant: '4000' }]);
    expect(noest.parcel(tracking)!.fields.phone).toBe('0550505050'); // a request, not an edit
  });

  it('edits before expedition at once in the renamed fields, and not after valid/order', async () => {
    const { body } = await post('create/order', { user_guid: GUID, ...order, reference: 'UPD-0002' });
    const tracking = String(body.tracking);
    expect((await post('update/order/before/expedition', { tracking, tel: '0661111111', product: 'Tablette' })).body).toEqual({
      success: true,
    });
    expect(noest.parcel(tracking)!.fields).toMatchObject({ phone: '0661111111', produit: 'Tablette' });
    await post('valid/order', { user_guid: GUID, tracking });
    expect((await post('update/order/before/expedition', { tracking, tel: '0662222222' })).body).toEqual({
      success: false,
      message: "Commande non trouvée dans l'étape de modification",
    });
    expect(await post('valid/order', { user_guid: GUID, tracking })).toEqual({
      status: 422,
      body: { success: false, message: 'Commande déjà validée' },
    });
  });

  it("answers fees in NOEST-23's shape", async () => {
    const response = await fetch(new URL('api/public/fees', noest.url), { headers: { authorization: `Bearer ${TOKEN}` } });
    const body = (await response.json()) as { tarifs: { delivery: Record<string, unknown> } };
    expect(body.tarifs.delivery['16']).toEqual({ tarif_id: 399, wilaya_id: 16, tarif: '700', tarif_stopdesk: '400' });
  });
});
