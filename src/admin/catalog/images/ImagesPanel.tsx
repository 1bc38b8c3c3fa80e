// The product's images: upload (one request per file, with its progress and the server's refusal
// for a bad file), then reorder, set the first, describe and delete, each saved at once.
import { useState } from 'react';
import { AdminApiError } from '../../core/admin-api.ts';
import { showChangesPending } from '../../core/publish-store.ts';
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { useTranslator } from '../../core/use-translator.ts';
import { Card } from '../../ui/Page.tsx';
import { useFieldText } from '../../ui/form/use-field-text.ts';
import type { AdminImage, AdminProduct } from '../../../domain/admin-catalog/product-form.ts';
import { catalogApi } from '../api/catalog-api.ts';
import { catalogMessages } from '../messages/index.ts';
import { problemText } from '../problem-text.ts';
import { ImageCard } from './ImageCard.tsx';
import { preparedForUpload, uploadPlanOf } from './prepare-upload.ts';
import { madeFirst, swapped, withAlt, without } from './image-list.ts';
import { UploadZone } from './UploadZone.tsx';
import { uploadRefusalText } from './upload-refusal.ts';

type Upload = { key: string; name: string; share: number; problem?: string; done?: boolean };
type Props = { product: AdminProduct; onProductChanged: (product: AdminProduct) => void };

export default function ImagesPanel({ product, onProductChanged }: Props) {
  const { t, locale } = useTranslator(catalogMessages);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ text: string; stale: boolean } | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const fieldText = useFieldText(fields);
  const uploading = uploads.some((u) => !u.done && !u.problem);

  async function upload(files: File[]) {
    const batch = files.map((file, i) => ({ key: `${Date.now()}-${i}`, name: file.name, share: 0 }));
    setUploads(batch);
    const update = (key: string, change: Partial<Upload>) =>
      setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));
    // One at a time: a phone on 4G sends one photo well rather than five badly.
    for (const [i, file] of files.entries()) {
      const { key } = batch[i]!;
      if (uploadPlanOf(file.size) === 'refuse') {
        update(key, { problem: t('imageTooLarge') });
        continue;
      }
      try {
        const saved = await catalogApi.uploadImage(product.id, await preparedForUpload(file), (share) => update(key, { share }));
        onProductChanged(saved);
        showChangesPending(saved.published);
        update(key, { share: 1, done: true });
      } catch (e) {
        update(key, { problem: uploadRefusalText(e, t, locale) });
      }
    }
  }

  async function save(images: AdminImage[]) {
    setBusy(true);
    setProblem(null);
    try {
      const saved = await catalogApi.saveImages(product.id, images, product.updatedAt);
      setFields({});
      onProductChanged(saved);
      showChangesPending(saved.published);
    } catch (e) {
      if (e instanceof AdminApiError && Object.keys(e.fields).length > 0) setFields(e.fields);
      setProblem({ text: problemText(e, t, locale), stale: e instanceof AdminApiError && e.code === 'stale' });
    } finally {
      setBusy(false);
    }
  }

  async function reload() {
    onProductChanged(await catalogApi.get(product.id));
    setProblem(null);
  }

  const images = product.images;
  return (
    <Card title={t('imagesTitle')} intro={t('imagesIntro')}>
      <div className="flex flex-col gap-4" data-images-panel>
        <UploadZone onFiles={(files) => void upload(files)} disabled={uploading} />
        {uploads.length > 0 && (
          <ul className="flex flex-col gap-2" aria-live="polite" data-uploads>
            {uploads.map((u) => (
              <li key={u.key} className="flex flex-col gap-1 text-sm" data-upload={u.problem ? 'refused' : u.done ? 'done' : 'sending'}>
                {u.problem ? (
                  <p role="alert" className="font-medium text-accent">
                    {t('uploadFailed', { name: '\u2068' + u.name + '\u2069', message: u.problem })}
                  </p>
                ) : u.done ? (
                  <p className="text-emerald-800">{t('uploaded', { name: '\u2068' + u.name + '\u2069' })}</p>
                ) : (
                  <>
                    <p>{t('uploading', { name: '\u2068' + u.name + '\u2069' })}</p>
                    <progress value={u.share} max={1} className="h-2 w-full accent-ink" aria-label={t('uploading', { name: u.name })} />
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
        {problem && (
          <Notice
            tone="error"
            action={
              problem.stale ? (
                <Button kind="secondary" onClick={() => void reload()}>
                  {t('reload')}
                </Button>
              ) : undefined
            }
          >
            {problem.text}
          </Notice>
        )}
        {images.length === 0 ? (
          <p className="text-muted">{t('noImages')}</p>
        ) : (
          <ol className="flex flex-col gap-3" data-image-list>
            {images.map((image, index) => (
              <ImageCard
                key={image.url}
                image={image}
                index={index}
                count={images.length}
                busy={busy}
                altError={fieldText(`images.${index}.alt`)}
                onFirst={() => void save(madeFirst(images, index))}
                onMove={(direction) => void save(swapped(images, index, direction))}
                onAlt={(alt) => void save(withAlt(images, index, alt))}
                onDelete={() => void save(without(images, index))}
              />
            ))}
          </ol>
        )}
      </div>
    </Card>
  );
}
