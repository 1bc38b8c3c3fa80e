// Algeria's 69 wilayas (Law 26-06) beside the 58 carriers price and ship on: the reference data the
// migrations load, the shop's list of 69 with their carrier's prices, the communes of each, and orders
// to a new wilaya, stored on the carrier code with the 2026 code beside it whatever writes them.
import { describe, expect, inject, it } from 'vitest';
import { connect } from '../../src/server/db/client.ts';
import { placeOrder } from '../../src/server/orders/place-order.ts';
import { listCommunes, listCommunesByWilaya, listShopWilayas, listWilayas } from '../../src/server/delivery/wilayas.repo.ts';
import { orderRequest, useTestCatalog } from './orders.fixtures.ts';

const sql = connect(inject('databaseUrl'), { max: 2 });
const catalog = useTestCatalog(sql, 'test-w69');

// Law 26-06: each new wilaya, the wilaya it was split from, and how many communes it took.
const NEW_WILAYAS = {
  '59': ['Aflou', '03', 12],
  '60': ['Barika', '05', 8],
  '61': ['El Kantara', '07', 5],
  '62': ['Bir El Ater', '12', 4],
  '63': ['El Aricha', '13', 4],
  '64': ['Ksar Chellala', '14', 6],
  '65': ['Aïn Ouessara', '17', 10],
  '66': ['Messaad', '17', 8],
  '67': ['Ksar El Boukhari', '26', 21],
  '68': ['Bou Saâda', '28', 23],
  '69': ['El Abiodh Sidi Cheikh', '32', 7],
} as const;

describe('the reference data of 2026', () => {
  it('has the 69 wilayas: the 58 under their own names as their own carrier wilaya, 59-69 under their parent', async () => {
    const rows = await sql<{ code: string; name_fr: string; carrier_code: string; same_names: boolean | null }[]>`
      select n.code, n.name_fr, n.carrier_code, (n.name_fr = w.name_fr and n.name_ar = w.name_ar) as same_names
      from wilayas_2026 n left join wilayas w on w.code = n.code order by n.code`;
    expect(rows).toHaveLength(69);
    const old = rows.filter((r) => r.code <= '58');
    expect(old).toHaveLength(58);
    expect(old.filter((r) => r.carrier_code !== r.code || !r.same_names)).toEqual([]);
    expect(Object.fromEntries(rows.filter((r) => r.code > '58').map((r) => [r.code, [r.name_fr, r.carrier_code]]))).toEqual(
      Object.fromEntries(Object.entries(NEW_WILAYAS).map(([code, [name, parent]]) => [code, [name, parent]])),
    );
  });

  it('every moved commune belongs to exactly one 2026 wilaya, a new one split from its own', async () => {
    const perCommune = await sql<{ id: number; wilayas: number }[]>`
      select c.id, (select count(*)::int from wilayas_2026 n where n.code = c.wilaya_code_2026) as wilayas from communes c`;
    expect(perCommune).toHaveLength(1541);
    expect(perCommune.filter((c) => c.wilayas !== 1)).toEqual([]);
    const moved = await sql<{ code: string; parent: string; communes: number }[]>`
      select c.wilaya_code_2026 as code, min(c.wilaya_code) as parent, count(*)::int as communes
      from communes c where c.wilaya_code_2026 <> c.wilaya_code group by c.wilaya_code_2026 order by 1`;
    expect(moved).toEqual(Object.entries(NEW_WILAYAS).map(([code, [, parent, communes]]) => ({ code, parent, communes })));
    // The shop's commune files: a moved commune is in its carrier wilaya's list and in one new wilaya's list.
    const byWilaya = await listCommunesByWilaya(sql);
    expect(byWilaya.size).toBe(69);
    expect([...byWilaya].filter(([code]) => code > '58').reduce((n, [, communes]) => n + communes.length, 0)).toBe(108);
    expect(byWilaya.get('03')).toHaveLength(24);
    expect(byWilaya.get('59')!.map((c) => c.nameFr)).toContain('Gueltat Sidi Saad');
    expect(byWilaya.get('03')!.map((c) => c.nameFr)).toContain('Gueltat Sidi Saad');
  });

  it('prices resolve for all 69: a new wilaya is offered at its carrier wilaya’s prices', async () => {
    const prices = new Map((await listWilayas(sql)).map((w) => [w.code, w]));
    const shop = await listShopWilayas(sql);
    expect(shop).toHaveLength(69);
    for (const w of shop) {
      const carrier = prices.get(w.carrierCode ?? w.code)!;
      expect([w.code, w.homePrice, w.officePrice]).toEqual([w.code, carrier.homePrice, carrier.officePrice]);
      expect(w.carrierCode).toBe(w.code > '58' ? NEW_WILAYAS[w.code as keyof typeof NEW_WILAYAS][1] : undefined);
    }
    expect(shop.find((w) => w.code === '59')).toEqual({
      code: '59',
      nameFr: 'Aflou',
      nameAr: 'أفلو',
      homePrice: prices.get('03')!.homePrice,
      officePrice: prices.get('03')!.officePrice,
      carrierCode: '03',
    });
  });

  it("a new wilaya's communes are its own, each found with the carrier wilaya it ships as", async () => {
    const aflou = await listCommunes('59', sql);
    expect(aflou).toHaveLength(12);
    expect(new Set(aflou.map((c) => c.carrierCode))).toEqual(new Set(['03']));
    expect(aflou.map((c) => c.nameFr)).not.toContain('Laghouat');
    expect(await listCommunes('03', sql)).toHaveLength(24);
    expect(await listCommunes('70', sql)).toEqual([]);
  });
});

describe('orders to a wilaya of 2026', () => {
  const stored = (number: number) =>
    sql<{ wilaya_code: string; wilaya_code_2026: string; commune: string }[]>`
      select wilaya_code, wilaya_code_2026, commune from orders where number = ${number}`.then((rows) => rows[0]);

  it('59 with one of its communes is priced and stored as Laghouat (03), with 59 beside it', async () => {
    const [laghouat] = await sql<{ home_price: number }[]>`select home_price from wilayas where code = '03'`;
    const result = await placeOrder(orderRequest(catalog, { wilayaCode: '59', commune: 'gueltat sidi saad' }), sql);
    expect(result).toMatchObject({
      ok: true,
      order: { wilayaCode: '03', commune: 'Gueltat Sidi Saad', shippingPrice: laghouat!.home_price },
    });
    if (!result.ok) return;
    expect(await stored(result.order.number)).toEqual({ wilaya_code: '03', wilaya_code_2026: '59', commune: 'Gueltat Sidi Saad' });
  });

  it('a carrier code keeps working as before: its moved communes take their 2026 wilaya from the commune', async () => {
    const moved = await placeOrder(orderRequest(catalog, { wilayaCode: '03', commune: 'Aflou' }), sql);
    const stayed = await placeOrder(orderRequest(catalog, { wilayaCode: '03', commune: 'Laghouat' }), sql);
    if (!moved.ok || !stayed.ok) throw new Error('refused');
    expect(await stored(moved.order.number)).toMatchObject({ wilaya_code: '03', wilaya_code_2026: '59' });
    expect(await stored(stayed.order.number)).toMatchObject({ wilaya_code: '03', wilaya_code_2026: '03' });
  });

  it("a commune that is not the new wilaya's own is refused as an unknown commune", async () => {
    for (const commune of ['Laghouat', 'Alger Centre', 'Barika'])
      expect(await placeOrder(orderRequest(catalog, { wilayaCode: '59', commune }), sql), commune).toMatchObject({
        ok: false,
        refusal: { code: 'commune_unknown' },
      });
  });

  it('every write keeps the 2026 code right: the commune decides it, whatever a writer sends', async () => {
    const result = await placeOrder(orderRequest(catalog, { wilayaCode: '59', commune: 'Brida' }), sql);
    if (!result.ok) throw new Error('refused');
    const { number } = result.order;
    await sql`update orders set commune = 'Laghouat' where number = ${number}`;
    expect(await stored(number)).toMatchObject({ wilaya_code: '03', wilaya_code_2026: '03' });
    await sql`update orders set commune = 'Sebgag' where number = ${number}`;
    expect(await stored(number)).toMatchObject({ wilaya_code_2026: '59' });
    await sql`update orders set wilaya_code_2026 = '60' where number = ${number}`;
    expect(await stored(number)).toMatchObject({ wilaya_code_2026: '59' });
  });
});
