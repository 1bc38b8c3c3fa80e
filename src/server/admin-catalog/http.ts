// What the catalog's functions share: the product id from the path, and refusals as answers.
import { SLUG_PATTERN } from '../../domain/catalog/slug.ts';
import { adminError, type AdminContext } from '../admin/http.ts';
import { schedulePublish } from '../admin/after-save.ts';
import type { SignedInCall } from '../admin/admin-function.ts';
import { refusalOf } from './refusal.ts';

/** '/api/admin/products/{id}[/{action}]' → its parts; an id that cannot be a product's is undefined. */
export function productPath(request: Request): { id?: string; action?: string } {
  const m = /^\/api\/admin\/products\/([^/]+)(?:\/([a-z-]+))?\/?$/.exec(new URL(request.url).pathname);
  if (!m) return {};
  let id: string;
  try {
    id = decodeURIComponent(m[1]!);
  } catch {
    return {};
  }
  return SLUG_PATTERN.test(id) ? { id, ...(m[2] ? { action: m[2] } : {}) } : {};
}

export const noSuchProduct = () => adminError(404, 'not_found', 'No such product (it may have been deleted).');

/** A route of one product (/api/admin/products/{id}...), given its id; a path whose id cannot be a product's: 404. */
export const onProduct =
  (run: (id: string, call: SignedInCall) => Promise<Response>) =>
  (call: SignedInCall): Promise<Response> => {
    const { id } = productPath(call.request);
    return id ? run(id, call) : Promise.resolve(noSuchProduct());
  };

/** Runs a catalog service; its refusals (and a database rule's) become their 4xx answers. */
export async function refusing(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return adminError(refusal.status, refusal.code, refusal.message, {
      ...(refusal.fields ? { fields: refusal.fields } : {}),
      ...(refusal.details !== undefined ? { details: refusal.details } : {}),
    });
  }
}

/** A catalog change the shop shows: run as refusing runs it, and once it went through, published after it. */
export async function publishing(context: AdminContext | undefined, work: () => Promise<Response>): Promise<Response> {
  const answer = await refusing(work);
  if (answer.ok) schedulePublish(context);
  return answer;
}
