import { expect, it } from 'vitest';
import health from '../../netlify/functions/health.ts';

it('GET /api/health says the database is up', async () => {
  const response = await health(new Request('https://shop.example/api/health'));
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ ok: true, database: 'up' });
});
