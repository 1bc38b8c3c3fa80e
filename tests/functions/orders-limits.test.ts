// Walks every limit of the order request (src/domain/orders/limits.ts) through the real handler to the
// real database: the smallest and the largest value the schema lets through are stored as sent (so the
// tables' checks agree with the schema), and one past each limit is a 422 naming the field with a
// message, never a 500. Text limits are walked in ASCII and in emoji (one character each, two UTF-16
// units): the schema counts characters the way PostgreSQL does.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import orders from '../../netlify/functions/orders.ts';
import { connect } from '../../src/server/db/client.ts';
import { ADDRESS_MIN, ORDER_COUNT_LIMITS, ORDER_FLOWS, ORDER_TEXT_LIMITS } from '../../src/domain/orders/limits.ts';
import type { OrderField } from '../../src/domain/orders/fields.ts';
import { orderRequest, uniquePhone, type TestCatalog } from '../db/orders.fixtures.ts';

const sql = connect(inject('databaseUrl'), { max: 1 });
const PREFIX = 'test-limits';
const SIZES = Array.from({ length: ORDER_COUNT_LIMITS.lines.max + 1 }, (_, i) => `S${i}`);
const LONGEST = { size: 'Z'.repeat(ORDER_TEXT_LIMITS.size.max), color: 'c'.repeat(ORDER_TEXT_LIMITS.color.max) };
const EMOJI = { size: '👕'.repeat(ORDER_TEXT_LIMITS.size.max), color: '🟥'.repeat(ORDER_TEXT_LIMITS.color.max) };
const ids = {
  many: `${PREFIX}-many`,
  shortest: '7'.repeat(ORDER_TEXT_LIMITS.productId.min),
  longest: `${PREFIX}-`.padEnd(ORDER_TEXT_LIMITS.productId.max, 'p'),
};
const catalog: TestCatalog = { tee: ids.many, cap: ids.many, draft: ids.many };

beforeAll(async () => {
  delete process.env.ORDER_WEBHOOK_URL;
  await sql`delete from products where id in ${sql([ids.many, ids.shortest, ids.longest])}`;
  await sql`insert into products (id, name, price, category, position, published) values
    (${ids.many}, 'Limits Tee', 100, 'Test', 2000, true), (${ids.shortest}, 'Limits Short Id', 100, 'Test', 2001, true),
    (${ids.longest}, 'Limits Long Id', 100, 'Test', 2002, true)`;
  const variants = [
    ...SIZES.map((size) => ({ product_id: ids.many, size, color: 'Black' })),
    { product_id: ids.many, size: '', color: '' },
    { product_id: ids.many, ...LONGEST },
    { product_id: ids.many, ...EMOJI },
    { product_id: ids.shortest, size: '', color: '' },
    { product_id: ids.longest, size: '', color: '' },
  ].map((v) => ({ ...v, stock: 100_000 }));
  await sql`insert into variants ${sql(variants)}`;
});
afterAll(async () => {
  await sql`delete from products where id in ${sql([ids.many, ids.shortest, ids.longest])}`;
  await sql.end();
});

type Body = Record<string, unknown> & { lines: Record<string, unknown>[] };
type StoredRow = {
  idempotency_key: string;
  customer_name: string;
  email: string;
  phone: string;
  address: string;
  notes: string;
  commune: string;
  lines: { product_id: string; size: string; color: string; quantity: number }[];
};

const base = (): Body => ({
  ...orderRequest(catalog, { flow: 'checkout', lines: [{ productId: ids.many, size: 'S0', color: 'Black', quantity: 1 }] }),
});
const post = async (body: Body) => {
  const response = await orders(
    new Request('http://localhost/api/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
  return { status: response.status, json: await response.json() };
};
const stored = async (number: number) => {
  const [row] = await sql<StoredRow[]>`
    select o.idempotency_key, o.customer_name, o.email, o.phone, o.address, o.notes, o.commune,
           (select json_agg(json_build_object('product_id', l.product_id, 'size', l.size, 'color', l.color, 'quantity', l.quantity) order by l.id)
            from order_lines l where l.order_id = o.id) as lines
    from orders o where o.number = ${number}`;
  return row!;
};

const ascii = (n: number) => 'x'.repeat(n);
const emoji = (n: number) => '😀'.repeat(n);
const key = (n: number) => randomBytes(n).toString('base64url').slice(0, n);
const email = (n: number) => `${'a'.repeat(Math.max(0, n - 5))}@b.dz`.slice(-n);
/** What a shopper may type for a phone: the digits with as many dashes between them as make n characters. */
const phone = (n: number) => {
  const digits = uniquePhone();
  return n < digits.length ? digits.slice(0, n) : `${digits.slice(0, 8)}${'-'.repeat(n - digits.length)}${digits.slice(8)}`;
};
const withLine =
  (patch: Record<string, unknown>) =>
  (b: Body): Body => ({ ...b, lines: [{ ...b.lines[0], ...patch }] });

type TextCase = {
  /** The values of n characters to send (one per kind of text). */
  values: (n: number) => string[];
  put: (body: Body, value: string) => Body;
  read: (row: StoredRow) => string;
  /** What the database should hold for the value sent (the phone is stored normalised). */
  expected?: (value: string) => string;
  field: OrderField;
  /** A value at the limit that a later rule refuses (the commune must be one of the wilaya's): its refusal, never a 500. */
  refusedAtLimit?: string;
};

const orderText = (
  name: string,
  read: (r: StoredRow) => string,
  field: OrderField,
  values = (n: number) => [ascii(n), emoji(n)],
): TextCase => ({ values, put: (b, v) => ({ ...b, [name]: v }), read, field });

/** size or colour: n characters of the catalog's extreme variants (one past: one more character), with the other option of the same variant. */
function variantText(option: 'size' | 'color', other: 'size' | 'color'): TextCase {
  const { max } = ORDER_TEXT_LIMITS[option];
  const variants = [LONGEST, EMOJI];
  return {
    values: (n) => (n === 0 ? [''] : variants.map((v) => (n > max ? `${v[option]}${Array.from(v[option])[0]}` : v[option]))),
    put: (b, value) => {
      const variant = variants.find((v) => value.startsWith(v[option]));
      return withLine({ [option]: value, [other]: variant ? variant[other] : '' })(b);
    },
    read: (r) => r.lines[0]![option],
    field: 'variant',
  };
}

// Every text limit must have its walk: a limit added to limits.ts without one fails the first test.
const TEXT_CASES: Record<keyof typeof ORDER_TEXT_LIMITS, TextCase> = {
  idempotencyKey: orderText(
    'idempotencyKey',
    (r) => r.idempotency_key,
    'request',
    (n) => [key(n)],
  ),
  name: orderText('name', (r) => r.customer_name, 'name'),
  email: orderText(
    'email',
    (r) => r.email,
    'email',
    (n) => [email(n)],
  ),
  phone: {
    ...orderText(
      'phone',
      (r) => r.phone,
      'phone',
      (n) => [phone(n)],
    ),
    expected: (v) => v.replaceAll('-', ''),
  },
  address: orderText('address', (r) => r.address, 'address'),
  notes: orderText('notes', (r) => r.notes, 'notes'),
  commune: { ...orderText('commune', (r) => r.commune, 'commune'), refusedAtLimit: 'commune_unknown' },
  productId: {
    values: (n) => [
      n === ORDER_TEXT_LIMITS.productId.min ? ids.shortest : n === ORDER_TEXT_LIMITS.productId.max ? ids.longest : 'q'.repeat(n),
    ],
    put: (b, v) => withLine({ productId: v, size: '', color: '' })(b),
    read: (r) => r.lines[0]!.product_id,
    field: 'lines',
  },
  // The catalog has a variant of each extreme: '' and '', the longest size with the longest colour, in ASCII and in emoji.
  size: variantText('size', 'color'),
  color: variantText('color', 'size'),
};

describe('every limit of the order request, through POST /api/orders to the database', () => {
  it('has a walk for each limit of limits.ts', () => {
    expect(Object.keys(TEXT_CASES).sort()).toEqual(Object.keys(ORDER_TEXT_LIMITS).sort());
  });

  for (const [name, limit] of Object.entries(ORDER_TEXT_LIMITS) as [keyof typeof ORDER_TEXT_LIMITS, { min: number; max: number }][]) {
    it(`${name}: ${limit.min} and ${limit.max} characters are stored as sent; ${limit.min > 0 ? `${limit.min - 1} and ` : ''}${limit.max + 1} get a 422`, async () => {
      const walk = TEXT_CASES[name];
      for (const n of [limit.min, limit.max]) {
        for (const value of walk.values(n)) {
          const { status, json } = await post(walk.put(base(), value));
          if (walk.refusedAtLimit) {
            expect({ n, value, status, code: json.error.code }).toEqual({ n, value, status: 422, code: walk.refusedAtLimit });
            expect(json.error.fields[walk.field]).toEqual(expect.stringMatching(/\S/));
            continue;
          }
          expect({ n, value, status }).toEqual({ n, value, status: 201 });
          expect(walk.read(await stored(json.order.number))).toBe(walk.expected?.(value) ?? value);
        }
      }
      for (const n of [...(limit.min > 0 ? [limit.min - 1] : []), limit.max + 1]) {
        for (const value of walk.values(n)) {
          const { status, json } = await post(walk.put(base(), value));
          expect({ n, value, status, code: json.error.code }).toEqual({ n, value, status: 422, code: 'invalid_fields' });
          expect(json.error.fields[walk.field]).toEqual(expect.stringMatching(/\S/));
        }
      }
    });
  }

  it('commune: the shortest and the longest real commune names are stored, with their Arabic names', async () => {
    // Of the wilayas with home delivery (what base() orders).
    const [shortest, longest] = await sql<{ wilaya_code: string; name_fr: string; name_ar: string }[]>`
      (select c.wilaya_code, c.name_fr, c.name_ar from communes c join wilayas w on w.code = c.wilaya_code and w.home_price > 0 order by length(c.name_fr), c.name_fr limit 1)
      union all
      (select c.wilaya_code, c.name_fr, c.name_ar from communes c join wilayas w on w.code = c.wilaya_code and w.home_price > 0 order by length(c.name_fr) desc, c.name_fr limit 1)`;
    for (const c of [shortest!, longest!]) {
      const { status, json } = await post({ ...base(), wilayaCode: c.wilaya_code, commune: c.name_fr });
      expect({ commune: c.name_fr, status }).toEqual({ commune: c.name_fr, status: 201 });
      const [row] = await sql`select commune, commune_ar from orders where number = ${json.order.number}`;
      expect(row).toEqual({ commune: c.name_fr, commune_ar: c.name_ar });
    }
  });

  it.each(ORDER_FLOWS)('address in the %s flow: its minimum and the maximum are stored, one past each is a 422', async (flow) => {
    const { max } = ORDER_TEXT_LIMITS.address;
    for (const n of [ADDRESS_MIN[flow], max]) {
      const { status, json } = await post({ ...base(), flow, address: ascii(n) });
      expect({ n, status }).toEqual({ n, status: 201 });
      expect((await stored(json.order.number)).address).toBe(ascii(n));
    }
    for (const n of [ADDRESS_MIN[flow] - 1, max + 1]) {
      const { status, json } = await post({ ...base(), flow, address: ascii(n) });
      expect({ n, status }).toEqual({ n, status: 422 });
      expect(json.error.fields.address).toEqual(expect.stringMatching(/\S/));
    }
  });

  it('lines: 1 and 50 lines are stored, 0 and 51 get a 422', async () => {
    const { min, max } = ORDER_COUNT_LIMITS.lines;
    const lines = (n: number) => SIZES.slice(0, n).map((size) => ({ productId: ids.many, size, color: 'Black', quantity: 1 }));
    for (const n of [min, max]) {
      const { status, json } = await post({ ...base(), lines: lines(n) });
      expect({ n, status }).toEqual({ n, status: 201 });
      expect((await stored(json.order.number)).lines.map((l) => l.size)).toEqual(SIZES.slice(0, n));
    }
    for (const n of [min - 1, max + 1]) {
      const { status, json } = await post({ ...base(), lines: lines(n) });
      expect({ n, status }).toEqual({ n, status: 422 });
      expect(json.error.fields.lines).toEqual(expect.stringMatching(/\S/));
    }
  });

  it('quantity: 1 and 10 units of a line are stored, 0 and 11 get a 422', async () => {
    const { min, max } = ORDER_COUNT_LIMITS.quantity;
    for (const quantity of [min, max]) {
      const { status, json } = await post(withLine({ quantity })(base()));
      expect({ quantity, status }).toEqual({ quantity, status: 201 });
      expect((await stored(json.order.number)).lines[0]!.quantity).toBe(quantity);
    }
    for (const quantity of [min - 1, max + 1]) {
      const { status, json } = await post(withLine({ quantity })(base()));
      expect({ quantity, status }).toEqual({ quantity, status: 422 });
      expect(json.error.fields.quantity).toEqual(expect.stringMatching(/\S/));
    }
  });

  it("the table keeps the commune's own Arabic name, whatever the writer sends", async () => {
    let written: unknown;
    const rollback = new Error('rollback');
    await sql
      .begin(async (tx) => {
        [written] = await tx`insert into orders ${tx({
          idempotency_key: key(20),
          flow: 'cart',
          customer_name: 'Amina',
          email: 'a@b.dz',
          phone: uniquePhone(),
          address: '12 rue Didouche Mourad',
          wilaya_code: '16',
          commune: 'Bab Ezzouar',
          commune_ar: 'forged',
          delivery_type: 'home',
          subtotal: 0,
          shipping_price: 0,
          total: 0,
        })} returning commune, commune_ar`;
        throw rollback;
      })
      .catch((e: unknown) => expect(e).toBe(rollback));
    expect(written).toEqual({ commune: 'Bab Ezzouar', commune_ar: 'باب الزوار' });
  });

  it('the tables themselves refuse one past each limit they hold (written straight to the database, not through the schema)', async () => {
    const { name, email: emailLimit, address, notes, commune, idempotencyKey, productId, size, color } = ORDER_TEXT_LIMITS;
    const order = {
      idempotency_key: key(20),
      flow: 'checkout',
      customer_name: 'Amina',
      email: 'a@b.dz',
      phone: uniquePhone(),
      address: 'x',
      notes: '',
      wilaya_code: '16',
      commune: 'Alger Centre',
      delivery_type: 'home',
      subtotal: 100,
      shipping_price: 0,
      total: 100,
    };
    const line = { product_id: ids.many, product_name: 'Limits Tee', size: '', color: '', unit_price: 100, quantity: 1, line_total: 100 };
    const refused = async (orderPatch: object, linePatch: object = {}) => {
      const failure = new Error('stored');
      const error = await sql
        .begin(async (tx) => {
          const [o] = await tx`insert into orders ${tx({ ...order, idempotency_key: key(20), ...orderPatch })} returning id`;
          const l = { ...line, ...linePatch };
          await tx`insert into order_lines ${tx({ ...l, line_total: l.unit_price * l.quantity, order_id: o!.id })}`;
          throw failure;
        })
        .catch((e: unknown) => e);
      return error !== failure && /violates (check|foreign key) constraint/.test(String((error as Error).message));
    };
    expect(await refused({})).toBe(false);
    const pastLimits: [string, object, object?][] = [
      ['idempotency key', { idempotency_key: key(idempotencyKey.min - 1) }],
      ['idempotency key', { idempotency_key: key(idempotencyKey.max + 1) }],
      ['name', { customer_name: '' }],
      ['name', { customer_name: emoji(name.max + 1) }],
      ['email', { email: email(emailLimit.min - 1) }],
      ['email', { email: email(emailLimit.max + 1) }],
      ['address', { flow: 'checkout', address: '' }],
      ['address', { address: emoji(address.max + 1) }],
      ...ORDER_FLOWS.map((flow): [string, object] => [`${flow} address`, { flow, address: ascii(ADDRESS_MIN[flow] - 1) }]),
      ['notes', { notes: emoji(notes.max + 1) }],
      ['commune', { commune: '' }],
      ['commune', { commune: emoji(commune.max + 1) }],
      ['commune of another wilaya', { commune: 'Batna' }],
      ['commune as typed, not its official name', { commune: 'alger centre' }],
      ['product id', {}, { product_id: '' }],
      ['product id', {}, { product_id: 'p'.repeat(productId.max + 1) }],
      ['size', {}, { size: emoji(size.max + 1) }],
      ['color', {}, { color: emoji(color.max + 1) }],
      ['quantity', {}, { quantity: ORDER_COUNT_LIMITS.quantity.min - 1 }],
      ['quantity', {}, { quantity: ORDER_COUNT_LIMITS.quantity.max + 1 }],
    ];
    for (const [label, orderPatch, linePatch] of pastLimits)
      expect({ label, refused: await refused(orderPatch, linePatch) }).toEqual({ label, refused: true });
  });
});
