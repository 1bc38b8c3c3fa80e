// POST /api/admin/products/{id}/images (multipart: file, alt): one photo, checked by its bytes,
// converted to WebP at 400/800/1600 px (EXIF gone, upright), stored, appended.
// PUT /api/admin/products/{id}/images {images:[{url, alt}], updatedAt}: order, first, alt, removal.
import type { Config } from '@netlify/functions';
import { IMAGE_MAX_BYTES, imageAltSchema, imagesBodySchema } from '../../src/domain/admin-catalog/images.ts';
import { db } from '../../src/server/db/client.ts';
import { adminError, adminJson, invalidFields, readAndParse } from '../../src/server/admin/http.ts';
import { adminFunction } from '../../src/server/admin/admin-function.ts';
import { readBytesCapped } from '../../src/server/http/read-body.ts';
import { IMAGE_TEXTS, processUpload } from '../../src/server/images/image-pipeline.ts';
import { onProduct, publishing } from '../../src/server/admin-catalog/http.ts';
import { addImage, setImages } from '../../src/server/admin-catalog/images.service.ts';
import { fieldErrorsOf } from '../../src/domain/admin/api-errors.ts';

/** The photo plus the multipart envelope and the alt text. */
const UPLOAD_LIMIT = IMAGE_MAX_BYTES + 64 * 1024;

async function readUpload(request: Request): Promise<{ ok: true; bytes: Uint8Array; alt: string } | { ok: false; response: Response }> {
  if (!/^multipart\/form-data/i.test(request.headers.get('content-type') ?? '')) {
    return { ok: false, response: adminError(415, 'unsupported_image', 'Send the photo as multipart/form-data with a "file" part.') };
  }
  const body = await readBytesCapped(request, UPLOAD_LIMIT);
  if (!body.ok) return { ok: false, response: adminError(413, 'image_too_large', IMAGE_TEXTS.tooLarge) };
  let form: FormData;
  try {
    form = await new Response(body.bytes as Uint8Array<ArrayBuffer>, {
      headers: { 'content-type': request.headers.get('content-type')! },
    }).formData();
  } catch {
    return {
      ok: false,
      response: adminError(400, 'invalid_json', 'The upload could not be read: send multipart/form-data with a "file" part.'),
    };
  }
  const file = form.get('file');
  if (!(file instanceof Blob) || file.size === 0)
    return { ok: false, response: invalidFields({ file: 'required' }, 'Choose a photo to upload.') };
  const alt = imageAltSchema.safeParse(form.get('alt') ?? '');
  if (!alt.success) return { ok: false, response: invalidFields(fieldErrorsOf(alt.error.issues.map((i) => ({ ...i, path: ['alt'] })))) };
  return { ok: true, bytes: new Uint8Array(await file.arrayBuffer()), alt: alt.data };
}

export default adminFunction(
  'admin-product-images',
  {
    'POST /api/admin/products/:id/images': onProduct(async (id, { request, context, admin }) => {
      const upload = await readUpload(request);
      if (!upload.ok) return upload.response;
      const processed = await processUpload(upload.bytes);
      if (!processed.ok) return adminError(processed.status, processed.code, processed.message, { details: { reason: processed.reason } });
      return publishing(context, async () =>
        adminJson({ product: await addImage(db(), id, processed.renditions, upload.alt, admin.email) }, 201),
      );
    }),
    'PUT /api/admin/products/:id/images': onProduct(async (id, { request, context, admin }) => {
      const body = await readAndParse(request, imagesBodySchema);
      if (!body.ok) return body.response;
      return publishing(context, async () =>
        adminJson({ product: await setImages(db(), id, body.data.images, body.data.updatedAt, admin.email) }),
      );
    }),
  },
  { body: ['application/json', 'multipart/form-data'] },
);

export const config: Config = { path: '/api/admin/products/:id/images', method: ['POST', 'PUT'] };
