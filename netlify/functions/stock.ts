// GET /api/stock/{id}: live stock per variant of one published product. Never cached: during a drop
// the answer changes with every order.
import type { Config, Context } from '@netlify/functions';
import * as z from 'zod/mini';
import { findLiveStock } from '../../src/server/catalog/stock.repo.ts';
import { handle } from '../../src/server/http/handle.ts';
import { releasingConnection } from '../../src/server/db/release.ts';

// The same rule as products.id in the schema.
const productIdSchema = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,79}$/));
const noStore = { 'cache-control': 'no-store' };

const error = (status: number, code: string, message: string, headers: Record<string, string> = {}) =>
  Response.json({ error: { code, message } }, { status, headers: { ...noStore, ...headers } });

export default handle(
  releasingConnection(async (req: Request, context: Context): Promise<Response> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return error(405, 'method_not_allowed', 'Method not allowed', { allow: 'GET' });
    const raw = context.params?.id ?? decodeURIComponent(new URL(req.url).pathname.split('/').pop() ?? '');
    const id = productIdSchema.safeParse(raw);
    if (!id.success) return error(400, 'invalid_product_id', 'Invalid product id');
    try {
      const stock = await findLiveStock(id.data);
      if (!stock) return error(404, 'product_not_found', 'Product not found');
      return Response.json(stock, { headers: noStore });
    } catch (e) {
      const requestId = context.requestId ?? crypto.randomUUID();
      console.error(`[stock] ${requestId} failed for ${id.data}:`, e);
      return error(500, 'internal_error', 'Something went wrong, please try again.', { 'x-request-id': requestId });
    }
  }),
  { deadline: 'read' },
);

export const config: Config = { path: '/api/stock/:id', method: ['GET'] };
