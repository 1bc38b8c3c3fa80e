// POST /api/admin/categories/rename {from, to}: the category renamed on every product that has it.
// GET /api/admin/categories: every category products carry, with its slug and its label per language.
// PUT /api/admin/categories/labels {name, labels: {ar, fr, en}}: one category's labels (empty: its name).
import type { Config } from '@netlify/functions';
import { handle } from '../../src/server/http/handle.ts';
import { renameCategoryBodySchema } from '../../src/domain/admin-catalog/product-list.ts';
import { db } from '../../src/server/db/client.ts';
import { adminError, adminJson, answering, methodNotAllowed, readAndParse, type AdminContext } from '../../src/server/admin/http.ts';
import { requireAdmin } from '../../src/server/admin/require-admin.ts';
import { schedulePublish } from '../../src/server/admin/after-save.ts';
import { refusing } from '../../src/server/admin-catalog/http.ts';
import { renameCategory } from '../../src/server/admin-catalog/product-list.service.ts';
import { categoryLabelsBodySchema } from '../../src/domain/admin-catalog/translations.ts';
import { listAdminCategories, setCategoryLabels } from '../../src/server/admin-catalog/categories.service.ts';

const METHODS: Record<string, string[]> = {
  '/api/admin/categories': ['GET'],
  '/api/admin/categories/rename': ['POST'],
  '/api/admin/categories/labels': ['PUT'],
};

export default handle((request: Request, context?: AdminContext): Promise<Response> =>
  answering('admin-categories', context?.requestId, async () => {
    const path = new URL(request.url).pathname.replace(/\/+$/, '');
    const allowed = METHODS[path];
    if (!allowed) return adminError(404, 'not_found', 'Not found');
    if (!allowed.includes(request.method)) return methodNotAllowed(allowed);
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    if (request.method === 'GET') return adminJson({ categories: await listAdminCategories(db()) });
    if (request.method === 'PUT') {
      const labels = await readAndParse(request, categoryLabelsBodySchema);
      if (!labels.ok) return labels.response;
      const { name, labels: texts } = labels.data;
      const saved = await refusing(async () => adminJson({ category: await setCategoryLabels(db(), name, texts, auth.admin.email) }));
      if (saved.ok) schedulePublish(context);
      return saved;
    }
    const body = await readAndParse(request, renameCategoryBodySchema);
    if (!body.ok) return body.response;
    const answer = await refusing(async () => adminJson(await renameCategory(db(), body.data.from, body.data.to, auth.admin.email)));
    if (answer.ok) schedulePublish(context);
    return answer;
  }),
);

export const config: Config = {
  path: ['/api/admin/categories', '/api/admin/categories/rename', '/api/admin/categories/labels'],
  method: ['GET', 'POST', 'PUT'],
};
