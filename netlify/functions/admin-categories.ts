// POST /api/admin/categories/rename {from, to}: the category renamed on every product that has it.
// GET /api/admin/categories: every category products carry, with its slug and its label per language.
// PUT /api/admin/categories/labels {name, labels: {ar, fr, en}}: one category's labels (empty: its name).
import type { Config } from '@netlify/functions';
import { renameCategoryBodySchema } from '../../src/domain/admin-catalog/product-list.ts';
import { db } from '../../src/server/db/client.ts';
import { adminJson, readAndParse } from '../../src/server/admin/http.ts';
import { adminFunction } from '../../src/server/admin/admin-function.ts';
import { publishing } from '../../src/server/admin-catalog/http.ts';
import { renameCategory } from '../../src/server/admin-catalog/product-list.service.ts';
import { categoryLabelsBodySchema } from '../../src/domain/admin-catalog/translations.ts';
import { listAdminCategories, setCategoryLabels } from '../../src/server/admin-catalog/categories.service.ts';

export default adminFunction('admin-categories', {
  'GET /api/admin/categories': async () => adminJson({ categories: await listAdminCategories(db()) }),
  'POST /api/admin/categories/rename': async ({ request, context, admin }) => {
    const body = await readAndParse(request, renameCategoryBodySchema);
    if (!body.ok) return body.response;
    return publishing(context, async () => adminJson(await renameCategory(db(), body.data.from, body.data.to, admin.email)));
  },
  'PUT /api/admin/categories/labels': async ({ request, context, admin }) => {
    const labels = await readAndParse(request, categoryLabelsBodySchema);
    if (!labels.ok) return labels.response;
    const { name, labels: texts } = labels.data;
    return publishing(context, async () => adminJson({ category: await setCategoryLabels(db(), name, texts, admin.email) }));
  },
});

export const config: Config = {
  path: ['/api/admin/categories', '/api/admin/categories/rename', '/api/admin/categories/labels'],
  method: ['GET', 'POST', 'PUT'],
};
