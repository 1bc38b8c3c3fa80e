// The stand-in of Yalidine's API (tests/carriers/stand-ins/yalidine) checked against the documented
// examples it imitates (docs/carrier-apis.md): the client's contract tests are only as good as it is.
// Raw HTTP here, no shop code: what Yalidine's documentation says a caller sees.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startYalidineStandIn, type YalidineStandIn } from '../../../../tests/carriers/stand-ins/yalidine/index.ts';

let standIn: YalidineStandIn;
beforeAll(async () => {
  standIn = await startYalidineStandIn({ quotas: { perSecond: 1000, perMinute: 10_000 } });
});
afterAll(() => standIn.close());

const headers = () => ({ 'X-API-ID': standIn.account.apiId, 'X-API-TOKEN': standIn.account.apiToken, 'content-type': 'application/json' });
const api = (path: string, init: RequestInit = {}) =>
  fetch(`${standIn.apiUrl}${path}`, { ...init, headers: { ...headers(), ...(init.headers ?? {}) } });

// YAL-DOC's first example parcel ("MyFirstOrder"), home delivery.
const parcel = (overrides: Record<string, unknown> = {}) => ({
  order_id: `ord-${Math.random().toString(36).slice(2)}`,
  from_wilaya_name: 'Batna',
  firstname: 'Brahim',
  familyname: 'Mohamed',
  contact_phone: '0123456789,',
  address: 'Cité Kaidi',
  to_commune_name: 'Bordj El Kiffan',
  to_wilaya_name: 'Alger',
  product_list: 'Presse à café',
  price: 3000,
  do_insurance: true,
  declared_value: 3500,
  height: 10,
  width: 20,
  length: 30,
  weight: 6,
  freeshipping: true,
  is_stopdesk: false,
  has_exchange: 0,
  product_to_collect: null,
  ...overrides,
});

const create = async (body: unknown) => {
  const res = await api('parcels/', { method: 'POST', body: JSON.stringify(body) });
  return {
    status: res.status,
    body: (await res.json()) as Record<string, { success: boolean; tracking: string | null; message: string | null }>,
  };
};

describe('Yalidine stand-in', () => {
  it('every answer carries the quota left; wrong credentials are 401', async () => {
    const ok = await api('wilayas/?page_size=1');
    expect(ok.status).toBe(200);
    for (const h of ['x-second-quota-left', 'x-minute-quota-left', 'x-hour-quota-left', 'x-day-quota-left'])
      expect(ok.headers.get(h)).toMatch(/^\d+$/);
    const wrong = await fetch(`${standIn.apiUrl}wilayas/`, { headers: { 'X-API-ID': standIn.account.apiId, 'X-API-TOKEN': 'nope' } });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('x-minute-quota-left')).toMatch(/^\d+$/);
    const list = (await ok.json()) as { has_more: boolean; total_data: number; data: unknown[] };
    expect(list).toMatchObject({ has_more: true, total_data: 58 });
  });

  it.each([
    ['an unknown commune', { to_commune_name: 'Bordj El Kifan' }],
    ['a price over 150,000', { price: 150_001 }],
    ['a stop desk without stopdesk_id', { is_stopdesk: true }],
    ['no familyname', { familyname: undefined }],
    ['a sender wilaya that is not one', { from_wilaya_name: 'Batna City' }],
  ])('refuses the whole request for %s, and creates nothing', async (_, bad) => {
    const good = parcel();
    const wrong = parcel(bad);
    const before = standIn.parcels().length;
    const answer = await create([good, wrong]);
    expect(answer.status).toBe(400);
    expect(answer.body[wrong.order_id]).toMatchObject({ success: false, tracking: null, message: expect.any(String) });
    expect(answer.body[good.order_id]).toMatchObject({ success: false, tracking: null, message: null });
    expect(standIn.parcels().length).toBe(before);
  });

  it('refuses an order_id used twice in one request, but not across requests', async () => {
    const one = parcel();
    expect((await create([one, { ...one }])).status).toBe(400);
    expect((await create([one])).status).toBe(200);
    expect((await create([one])).status).toBe(200);
    const found = (await (await api(`parcels/?order_id=${one.order_id}`)).json()) as { total_data: number };
    expect(found.total_data).toBe(2);
  });

  it("answers a success keyed by order_id (YAL-DOC's example), each parcel with its label links", async () => {
    const [a, b] = [parcel(), parcel({ is_stopdesk: true, stopdesk_id: 160501, to_commune_name: 'Bab Ezzouar' })];
    const answer = await create([a, b]);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual([a.order_id, b.order_id]);
    for (const o of [a, b])
      expect(answer.body[o.order_id]).toMatchObject({
        success: true,
        order_id: o.order_id,
        tracking: expect.stringMatching(/^yal-[0-9A-Z]{6}$/),
        import_id: expect.any(Number),
        label: expect.stringContaining('/labels/'),
        labels: expect.stringContaining('/labels/import-'),
      });
    const trackings = [a, b].map((o) => answer.body[o.order_id]!.tracking!);
    const listed = (await (await api(`parcels/?tracking=${trackings.join(',')}`)).json()) as { data: { tracking: string }[] };
    expect(listed.data.map((p) => p.tracking).sort()).toEqual([...trackings].sort());
  });

  it('edits and deletes only "En préparation"; delete answers [{tracking, deleted}]', async () => {
    const answer = await create([parcel(), parcel()]);
    const [moving, staying] = Object.values(answer.body).map((e) => e.tracking!);
    standIn.advance(moving!, 'Ramassé');
    expect((await api(`parcels/${moving}`, { method: 'PATCH', body: JSON.stringify({ firstname: 'Mustapha' }) })).status).toBe(400);
    const edited = await api(`parcels/${staying}`, { method: 'PATCH', body: JSON.stringify({ firstname: 'Mustapha' }) });
    expect(await edited.json()).toMatchObject({ tracking: staying, firstname: 'Mustapha' });
    expect((await api(`parcels/${staying}`, { method: 'PATCH', body: JSON.stringify({ to_wilaya_name: 'Oran' }) })).status).toBe(400);
    const deleted = await api(`parcels/?tracking=${moving},${staying},yal-NOPE00`, { method: 'DELETE' });
    expect(await deleted.json()).toEqual([
      { tracking: moving, deleted: false },
      { tracking: staying, deleted: true },
      { tracking: 'yal-NOPE00', deleted: false },
    ]);
  });

  it('histories: newest first, with the reason of a failed attempt', async () => {
    const answer = await create([parcel()]);
    const tracking = Object.values(answer.body)[0]!.tracking!;
    standIn.advance(tracking, 'Sorti en livraison');
    standIn.advance(tracking, 'Tentative échouée', 'Faux numéro');
    const history = (await (await api(`histories/${tracking}`)).json()) as { data: { status: string; reason: string }[] };
    expect(history.data.map((h) => [h.status, h.reason])).toEqual([
      ['Tentative échouée', 'Faux numéro'],
      ['Sorti en livraison', ''],
      ['En préparation', ''],
    ]);
  });
});
