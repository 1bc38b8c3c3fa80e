// Contract tests of the Ecotrack client from Ecotrack's documented examples: the answers of its official
// Postman collection "ECOTRACK API" (ECO-PM), quoted in tests/carriers/documented/ecotrack.ts with where
// each comes from, are fed to the real client through its fetch, and what it makes of each is checked;
// so are the requests it sends, against the routes, parameter names and auth the collection documents.
// No server here: the courier's API is outside this machine, and these are its own examples. The
// stand-in tests (ecotrack-create.test.ts, ecotrack-parcels.test.ts) check the same client over HTTP.
import { describe, expect, it } from 'vitest';
import {
  AUTH_SCHEME,
  COMMUNES,
  CREATE_FIELDS_MISSING,
  CREATE_ORDER_EXAMPLE,
  CREATE_ORDER_FIELDS,
  CREATE_ORDER_REQUIRED,
  CREATE_ORDERS_EXAMPLE_BODY,
  CREATE_ORDERS_MIXED,
  CREATED,
  DELETED,
  LABEL_QUERY_KEYS,
  NOT_MODIFIABLE,
  ORDERS_PAGE,
  ORDERS_QUERY_KEYS,
  ORDERS_STATUS,
  ORDERS_STATUS_QUERY_KEYS,
  TOO_MANY,
  TRACKING_INVALID,
  VALID_ORDER_QUERY_KEYS,
  VALIDATED,
  WILAYA_NOT_SERVED,
  WILAYAS,
  type DocumentedAnswer,
} from '../../../../tests/carriers/documented/ecotrack.ts';
import { labelPdf } from '../../../../tests/carriers/stand-ins/shared/label-pdf.ts';
import type { ParcelDraft } from '../carrier-client.ts';
import { CarrierError } from '../carrier-error.ts';
import { createPacer } from '../pacer.ts';
import { createEcotrackClient } from './ecotrack-client.ts';

const TOKEN = 'documented-examples-token-51f0';
const BASE_URL = 'https://dhd.ecotrack.dz';

type Sent = { method: string; route: string; query: Record<string, string>; authorization: string | null; json: unknown };
type Reply = DocumentedAnswer | { status: number; pdf: Uint8Array };

/** A client whose every call gets the next of `replies` (a documented answer), and the requests it sent. */
function replaying(...replies: Reply[]) {
  const sent: Sent[] = [];
  const fetchDocumented = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    const headers = new Headers(init?.headers);
    sent.push({
      method: init?.method ?? 'GET',
      route: url.pathname.replace(/^\/api\/v1\//, ''),
      query: Object.fromEntries(url.searchParams),
      authorization: headers.get('authorization'),
      json: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const reply = replies.shift();
    if (!reply) throw new Error(`no documented answer left for ${url.pathname}`);
    if ('pdf' in reply)
      return new Response(reply.pdf as Uint8Array<ArrayBuffer>, { status: reply.status, headers: { 'content-type': 'application/pdf' } });
    return new Response(reply.body, { status: reply.status, headers: reply.headers ?? {} });
  };
  const client = createEcotrackClient({
    baseUrl: BASE_URL,
    token: TOKEN,
    fetch: fetchDocumented as typeof fetch,
    pacer: createPacer({ perMinute: 10_000 }),
    now: () => new Date('2026-11-26T10:00:00Z'),
  });
  return { client, sent, left: () => replies.length };
}

/** ECO-PM's example order ("Mohamed Tahar", Kouba, 2,900 DA) as the shop's draft of it. */
const documentedDraft = (overrides: Partial<ParcelDraft> = {}): ParcelDraft => ({
  reference: 'EC2909',
  firstName: 'Mohamed',
  familyName: 'Tahar',
  phone: '0560000000',
  address: 'rue med slimani - Kouba Alger',
  wilayaCode: 16,
  wilayaName: 'Alger',
  communeName: 'Kouba',
  deliveryType: 'home',
  productList: 'Livre',
  codAmount: 2900,
  freeShipping: true,
  weightKg: 1,
  notes: 'Livraison urgente',
  ...overrides,
});

const documentedNames = Object.keys(CREATE_ORDER_FIELDS);

describe("Ecotrack's documented requests", () => {
  it("create/order: POST with the Bearer token, only documented field names, every required one, the example's values", async () => {
    const { client, sent } = replaying(CREATED, VALIDATED);
    await client.createParcels([documentedDraft()]);
    const [create] = sent;
    expect([create!.method, create!.route, create!.authorization]).toEqual(['POST', 'create/order', `${AUTH_SCHEME} ${TOKEN}`]);
    // The token not in these URLs (only get/orders/status takes it there, below; a URL ends in logs).
    expect(sent.every((s) => !('api_token' in s.query) && s.authorization === `${AUTH_SCHEME} ${TOKEN}`)).toBe(true);
    const fields = create!.json as Record<string, string | number>;
    expect(Object.keys(fields).filter((name) => !documentedNames.includes(name))).toEqual([]);
    for (const name of CREATE_ORDER_REQUIRED) expect(fields[name], name).not.toBeUndefined();
    // The values the collection's example writes, as text the way its query parameters carry them.
    const asText = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]));
    const { telephone_2: _phone2, code_postal: _postal, boutique: _shop, ...shared } = CREATE_ORDER_EXAMPLE.query;
    expect(asText).toMatchObject(shared);
    // type 1 "Livraison", stop_desk 0 "a domicile", weight a number of kilograms.
    expect(asText).toMatchObject({ type: '1', stop_desk: '0', weight: '1' });
  });

  it('create/orders: several orders as {"orders": {"0": {…}, "1": {…}}} keyed as the example, each with the create fields', async () => {
    const { client, sent } = replaying(CREATE_ORDERS_MIXED, VALIDATED);
    await client.createParcels([
      documentedDraft({
        reference: 'DEMO852',
        firstName: 'client',
        familyName: '1',
        phone: '0500000000',
        communeName: 'Oum Touyour',
        wilayaCode: 5,
      }),
      documentedDraft({ reference: 'DEMO853', firstName: 'client', familyName: '2', communeName: 'Draria' }),
    ]);
    const [bulk] = sent;
    expect([bulk!.method, bulk!.route]).toEqual(['POST', 'create/orders']);
    const body = bulk!.json as { orders: Record<string, Record<string, unknown>> };
    expect(Object.keys(body)).toEqual(Object.keys(CREATE_ORDERS_EXAMPLE_BODY.body));
    expect(Object.keys(body.orders)).toEqual(Object.keys(CREATE_ORDERS_EXAMPLE_BODY.body.orders));
    for (const order of Object.values(body.orders)) {
      expect(Object.keys(order).filter((name) => !documentedNames.includes(name))).toEqual([]);
      expect(Object.keys(order).filter((name) => !(name in CREATE_ORDERS_EXAMPLE_BODY.body.orders['0']))).toEqual([]);
    }
    expect(body.orders['0']).toMatchObject({
      reference: 'DEMO852',
      nom_client: 'client 1',
      telephone: '0500000000',
      commune: 'Oum Touyour',
    });
    expect(body.orders['1']).toMatchObject({ reference: 'DEMO853', nom_client: 'client 2', commune: 'Draria' });
  });

  it('valid/order: POST with tracking and ask_collection in the query, as "Expedier une commande" writes it', async () => {
    const { client, sent } = replaying(CREATED, VALIDATED);
    await client.createParcels([documentedDraft()]);
    const validate = sent[1]!;
    expect([validate.method, validate.route]).toEqual(['POST', 'valid/order']);
    expect(Object.keys(validate.query).sort()).toEqual([...VALID_ORDER_QUERY_KEYS].sort());
    // ask_collection=1: the courier is asked to come and collect it (ECO-PM's parameter; 0 would not ask).
    expect(validate.query).toEqual({ tracking: 'ECQFLD2103047673', ask_collection: '1' });
    expect(validate.json).toBeUndefined();
  });

  it('delete/order and get/order/label: the tracking alone in the query', async () => {
    const { client, sent } = replaying(DELETED, { status: 200, pdf: labelPdf(['ECQFLD2103047673']) });
    await client.cancelParcel('ECQFLD2103047673');
    await client.label('ECQFLD2103047673');
    expect(sent.map((s) => [s.method, s.route, s.query])).toEqual([
      ['DELETE', 'delete/order', { tracking: 'ECQFLD2103047673' }],
      ['GET', 'get/order/label', Object.fromEntries(LABEL_QUERY_KEYS.map((k) => [k, 'ECQFLD2103047673']))],
    ]);
  });

  it('get/orders/status: api_token, the trackings comma-separated and status, the documented keys (and the header too)', async () => {
    const { client, sent } = replaying(ORDERS_STATUS);
    await client.statuses(['ECLWIT2505052286', 'ECLWIT2507162547', 'ECLWIT2505052287']);
    const [status] = sent;
    expect([status!.method, status!.route]).toEqual(['GET', 'get/orders/status']);
    expect(Object.keys(status!.query).filter((k) => !ORDERS_STATUS_QUERY_KEYS.includes(k as never))).toEqual([]);
    expect(status!.query).toEqual({
      api_token: TOKEN,
      trackings: 'ECLWIT2505052286,ECLWIT2507162547,ECLWIT2505052287',
      status: 'all',
    });
    expect(status!.authorization).toBe(`${AUTH_SCHEME} ${TOKEN}`);
  });

  it('get/orders: page, start_date and end_date (Y-m-d), as "Liste des commandes avec status" writes them', async () => {
    const { client, sent } = replaying(ORDERS_PAGE);
    await client.findParcel('REF123');
    const [orders] = sent;
    expect([orders!.method, orders!.route]).toEqual(['GET', 'get/orders']);
    expect(Object.keys(orders!.query).filter((k) => !ORDERS_QUERY_KEYS.includes(k as never))).toEqual([]);
    expect(orders!.query).toEqual({ page: '1', start_date: '2026-11-24', end_date: '2026-11-26' });
  });
});

describe("what the client makes of Ecotrack's documented answers", () => {
  it('"Ajouter une commande" then "Valider & Expedier": the parcel created with the example\'s tracking', async () => {
    const { client, left } = replaying(CREATED, VALIDATED);
    expect(await client.createParcels([documentedDraft()])).toEqual([{ reference: 'EC2909', ok: true, tracking: 'ECQFLD2103047673' }]);
    expect(left()).toBe(0);
  });

  it('"Erreur wilaya" (200, success:false, 10002): refused, the wilaya not served, in the courier\'s words; nothing validated', async () => {
    const { client, sent } = replaying(WILAYA_NOT_SERVED);
    const [refused] = await client.createParcels([documentedDraft()]);
    expect(refused).toMatchObject({
      ok: false,
      retryable: false,
      reason: { code: 'no_delivery_to_wilaya', said: 'Pas de livraison pour la wilaya sélectionnée' },
    });
    expect(sent.map((s) => s.route)).toEqual(['create/order']);
  });

  it('"Erreur parametres" (422 bag): refused, naming each field the courier named, with its words', async () => {
    const { client } = replaying(CREATE_FIELDS_MISSING);
    const [refused] = await client.createParcels([documentedDraft()]);
    expect(refused).toMatchObject({
      ok: false,
      retryable: false,
      reason: { code: 'fields_refused', fields: ['name', 'phone', 'address', 'wilaya', 'commune', 'amount', 'deliveryKind'] },
    });
    expect(refused!.ok ? '' : refused!.message).toContain('Le champ téléphone est obligatoire.');
  });

  it('"Ajouter plusieurs commandes - Erreur parametres" (422 with a created parcel inside): DEMO853 created and validated, DEMO852 refused by field', async () => {
    const { client, sent } = replaying(CREATE_ORDERS_MIXED, VALIDATED);
    const [demo852, demo853] = await client.createParcels([
      documentedDraft({ reference: 'DEMO852', communeName: 'Oum Touyour' }),
      documentedDraft({ reference: 'DEMO853', communeName: 'Draria' }),
    ]);
    expect(demo853).toEqual({ reference: 'DEMO853', ok: true, tracking: 'ECTNYH2407062554' });
    expect(demo852).toMatchObject({
      reference: 'DEMO852',
      ok: false,
      retryable: false,
      reason: { code: 'fields_refused', fields: ['phone', 'wilaya', 'commune'] },
    });
    expect(demo852!.ok ? '' : demo852!.message).toContain('Commune mal écrite, ou désactivée.');
    // Only the created one is validated.
    expect(sent.slice(1).map((s) => [s.route, s.query.tracking])).toEqual([['valid/order', 'ECTNYH2407062554']]);
  });

  it('"Supprimer une commande": cancelled; "Erreur commande non modifiable" (10001): too late, in the courier\'s words', async () => {
    const { client } = replaying(DELETED, NOT_MODIFIABLE);
    expect(await client.cancelParcel('ECQFLD2102097671')).toEqual({ ok: true });
    expect(await client.cancelParcel('ECQFLD2103057671')).toMatchObject({
      ok: false,
      reason: { code: 'cancel_too_late', said: 'Commande non modifiable' },
    });
  });

  it('"Erreur tracking" (422, errors.tracking): a cancel of a parcel the courier does not know says so', async () => {
    const { client } = replaying(TRACKING_INVALID);
    expect(await client.cancelParcel('ECQFLD0000000000')).toMatchObject({
      ok: false,
      reason: { code: 'parcel_unknown', detail: 'ECQFLD0000000000' },
    });
  });

  it('"Filtre des commandes par status": a held parcel with its last attempt and postponement, one out for delivery, one delivered', async () => {
    const { client } = replaying(ORDERS_STATUS);
    const reports = await client.statuses(['ECLWIT2505052286', 'ECLWIT2507162547', 'ECLWIT2505052287', 'ECUNKNOWN0000001']);
    expect(reports).toEqual([
      // en_preparation after attempts: the latest that is not a remark ("Écrire une remarque" is one), at its instant.
      {
        tracking: 'ECLWIT2505052286',
        outcome: 'failed_attempt',
        carrierStatus: 'en_preparation',
        reason: 'Le client est absent (reporté au 2025-07-19)',
        at: expect.stringMatching(/^2025-07-1[56]T/),
      },
      { tracking: 'ECLWIT2507162547', outcome: 'out_for_delivery', carrierStatus: 'en_livraison', at: '2026-11-26T10:00:00.000Z' },
      { tracking: 'ECLWIT2505052287', outcome: 'delivered', carrierStatus: 'encaisse_non_paye', at: '2026-11-26T10:00:00.000Z' },
    ]);
  });

  it('"Liste des commandes avec status": finds the row of its reference (never the first row), and validates nothing already on its way', async () => {
    const { client, sent } = replaying(ORDERS_PAGE);
    expect(await client.findParcel('REF123')).toEqual({ tracking: 'ECG4SU2111175434' });
    expect(sent).toHaveLength(1);
  });

  it('"Liste des communes actives": the communes of the wilaya asked (the list may hold others), the desks those with has_stop_desk 1', async () => {
    const { client } = replaying(COMMUNES, COMMUNES);
    expect((await client.communes(16)).map((c) => c.name)).toEqual(['Ain Benian', 'Ain Taya', 'Alger Centre', 'Bab El Oued']);
    expect((await client.centers(16)).map((c) => c.name)).toEqual(['Ain Benian', 'Ain Taya', 'Alger Centre']);
  });

  it('"Liste des wilayas actives": the token proven', async () => {
    const { client, sent } = replaying(WILAYAS);
    expect(await client.checkConnection()).toEqual({ ok: true });
    expect(sent.map((s) => [s.method, s.route])).toEqual([['GET', 'get/wilayas']]);
  });

  it('"Taux limite" (429, Retry-After: 33): the quota, to try again later, never a refusal of the order', async () => {
    const { client } = replaying(TOO_MANY, TOO_MANY, TOO_MANY, TOO_MANY);
    const error = await client.checkConnection().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CarrierError);
    expect(error).toMatchObject({ kind: 'quota', retryable: true });
  });
});
