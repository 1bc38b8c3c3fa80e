// A web page on another site making its visitors' browsers place orders, sign in or guess the site
// password: a "simple" request (text/plain, no preflight) carrying that site's Origin or
// Sec-Fetch-Site: cross-site. The real handlers and the real database: the refusal comes from the
// function itself, before anything is read or written, so it holds whatever sits in front of it.
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import orders from '../../netlify/functions/orders.ts';
import login from '../../netlify/functions/admin-login.ts';
import gate from '../../netlify/functions/gate.ts';
import { connect } from '../../src/server/db/client.ts';
import {
  countOrderRows,
  createTestCatalog,
  dropTestCatalog,
  orderRequest,
  setStock,
  stockOf,
  type TestCatalog,
} from '../db/orders.fixtures.ts';
import { makeAdmin, resetAdminArea } from './admin-helpers.ts';

const sql = connect(inject('databaseUrl'), { max: 1 });
const PREFIX = 'test-cross-site';
const SHOP = 'https://shop.example';
const EVIL = 'https://free-gifts.example';
let catalog: TestCatalog;

beforeAll(async () => {
  delete process.env.ORDER_WEBHOOK_URL;
  catalog = await createTestCatalog(sql, PREFIX);
  await setStock(sql, catalog.tee, 'M', 'Black', 50);
});
afterEach(() => {
  delete process.env.URL;
  delete process.env.SITE_URL;
});
afterAll(async () => {
  await resetAdminArea();
  await dropTestCatalog(sql, PREFIX);
  await sql.end();
});

let addressCount = 0;
const freshAddress = () => `203.0.113.${(++addressCount % 250) + 1}`;

/** A request as a browser (or curl) sends it to `url`: bytes, so that only `headers` give it a Content-Type. */
const orderPost = (headers: Record<string, string>, body: unknown = orderRequest(catalog), url = `${SHOP}/api/orders`) =>
  orders(new Request(url, { method: 'POST', headers, body: new TextEncoder().encode(JSON.stringify(body)) }), { ip: freshAddress() });

describe('POST /api/orders from another site', () => {
  it('refuses a text/plain order carrying a foreign Origin (the CORS simple request) with 403, and stores nothing', async () => {
    const before = await countOrderRows(sql);
    const answer = await orderPost({ 'content-type': 'text/plain;charset=UTF-8', origin: EVIL, 'sec-fetch-site': 'cross-site' });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({ error: { code: 'cross_site_request', message: expect.stringContaining('another site') } });
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await countOrderRows(sql)).toEqual(before);
    expect(await stockOf(sql, catalog.tee, 'M', 'Black')).toBe(50);
  });

  it('refuses a foreign Origin even with a JSON body, and Sec-Fetch-Site: cross-site even without an Origin', async () => {
    const before = await countOrderRows(sql);
    for (const headers of [
      { 'content-type': 'application/json', origin: EVIL },
      { 'content-type': 'application/json', origin: 'null' }, // a sandboxed frame, a data: page
      { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      { 'content-type': 'application/json', origin: SHOP, 'sec-fetch-site': 'cross-site' },
      { 'content-type': 'application/json', 'sec-fetch-site': 'same-site' }, // a sibling sub-domain, no Origin to check
      { 'content-type': 'application/json', origin: 'https://shop.example.evil.example' },
      { 'content-type': 'application/json', origin: 'http://shop.example' }, // the same host without TLS is another origin
    ]) {
      const answer = await orderPost(headers);
      expect(answer.status, JSON.stringify(headers)).toBe(403);
    }
    expect(await countOrderRows(sql)).toEqual(before);
  });

  it('refuses a body that is not JSON with 415, even from the shop itself', async () => {
    const before = await countOrderRows(sql);
    for (const type of ['text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', '']) {
      const answer = await orderPost({ ...(type ? { 'content-type': type } : {}), origin: SHOP, 'sec-fetch-site': 'same-origin' });
      expect(answer.status, type).toBe(415);
      expect(await answer.json()).toEqual({
        error: { code: 'unsupported_media_type', message: expect.stringContaining('application/json') },
      });
    }
    expect(await countOrderRows(sql)).toEqual(before);
  });

  it("places the shop's own order (its Origin, or the configured site address) and one from a client without Origin (curl, a server)", async () => {
    const own = await orderPost({ 'content-type': 'application/json; charset=utf-8', origin: SHOP, 'sec-fetch-site': 'same-origin' });
    expect(own.status).toBe(201);
    expect((await orderPost({ 'content-type': 'application/json' })).status).toBe(201);
    // Behind a proxy the function may see another host than the shopper's page: the site's address (URL) counts as the site.
    process.env.URL = 'https://www.drp-shop.dz/';
    const proxied = await orderPost(
      { 'content-type': 'application/json', origin: 'https://www.drp-shop.dz' },
      orderRequest(catalog),
      'https://drp-shop.netlify.app/api/orders',
    );
    expect(proxied.status).toBe(201);
    expect(
      (
        await orderPost(
          { 'content-type': 'application/json', origin: EVIL },
          orderRequest(catalog),
          'https://drp-shop.netlify.app/api/orders',
        )
      ).status,
    ).toBe(403);
  });
});

describe('the sign-ins from another site', () => {
  it('POST /api/admin/login: 415 for text/plain, 403 for a foreign Origin, before the password is looked at', async () => {
    await makeAdmin('owner@test.dz', 'correct horse battery');
    const body = JSON.stringify({ email: 'owner@test.dz', password: 'correct horse battery' });
    const signIn = (headers: Record<string, string>) =>
      login(new Request(`${SHOP}/api/admin/login`, { method: 'POST', headers, body }), { ip: freshAddress(), requestId: 'test' });
    const plain = await signIn({ 'content-type': 'text/plain', origin: SHOP });
    expect([plain.status, (await plain.json()).error.code]).toEqual([415, 'unsupported_media_type']);
    const foreign = await signIn({ 'content-type': 'text/plain', origin: EVIL });
    expect([foreign.status, (await foreign.json()).error.code]).toEqual([403, 'cross_site_request']);
    expect(foreign.headers.get('strict-transport-security')).toMatch(/max-age=/);
    const own = await signIn({ 'content-type': 'application/json', origin: SHOP, 'sec-fetch-site': 'same-origin' });
    expect(own.status).toBe(200);
  });

  it('POST /api/gate follows the same rule', async () => {
    const guess = (headers: Record<string, string>) =>
      gate(new Request(`${SHOP}/api/gate`, { method: 'POST', headers, body: JSON.stringify({ password: 'guess-0001' }) }), {
        ip: freshAddress(),
        requestId: 'test',
      });
    expect((await guess({ 'content-type': 'text/plain', origin: SHOP })).status).toBe(415);
    expect((await guess({ 'content-type': 'application/json', origin: EVIL })).status).toBe(403);
    expect((await guess({ 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });
});
