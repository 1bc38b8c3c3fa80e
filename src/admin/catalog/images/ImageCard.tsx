// One image of the product: its picture beside its buttons (make first, earlier, later, delete —
// asked first), then its description for screen readers under both.
import { useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import { inputClass } from '../../ui/Field.tsx';
import { useTranslator } from '../../core/use-translator.ts';
import type { AdminImage } from '../../../domain/admin-catalog/product-form.ts';
import { catalogMessages } from '../messages/index.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { IconButton } from '../../ui/IconButton.tsx';
import { thumbnailOf } from './image-list.ts';

type Props = {
  image: AdminImage;
  index: number;
  count: number;
  busy: boolean;
  altError: string | undefined;
  onFirst: () => void;
  onMove: (direction: -1 | 1) => void;
  onAlt: (alt: string) => void;
  onDelete: () => void;
};

export function ImageCard({ image, index, count, busy, altError, onFirst, onMove, onAlt, onDelete }: Props) {
  const { t } = useTranslator(catalogMessages);
  const [alt, setAlt] = useState(image.alt);
  const [asking, setAsking] = useState(false);
  const n = index + 1;
  const altId = `alt-${index}`;
  return (
    <li
      className="grid grid-cols-[6rem_minmax(0,1fr)] gap-3 rounded-lg border border-line bg-white p-3 sm:grid-cols-[8rem_minmax(0,1fr)]"
      data-image={index}
      data-image-url={image.url}
    >
      <div className="relative">
        <img
          src={thumbnailOf(image.url)}
          alt={image.alt}
          width={128}
          height={160}
          className="aspect-[4/5] w-full rounded-md border border-line bg-paper object-cover"
        />
        {index === 0 && (
          <span className="absolute start-1 top-1 rounded bg-ink px-1.5 py-0.5 text-xs font-bold text-paper" data-first-image>
            {t('firstImage')}
          </span>
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-2">
        <p className="text-sm font-semibold">{t('imageN', { n })}</p>
        <div className="flex flex-wrap gap-2">
          <IconButton icon="up" label={t('moveImageUp', { n })} disabled={busy || index === 0} onClick={() => onMove(-1)} />
          <IconButton icon="down" label={t('moveImageDown', { n })} disabled={busy || index === count - 1} onClick={() => onMove(1)} />
          <IconButton
            icon="trash"
            label={t('deleteImage', { n })}
            disabled={busy}
            onClick={() => setAsking(true)}
            className="text-accent hover:border-accent"
          />
        </div>
        {index > 0 && (
          <Button kind="secondary" className="min-h-11 self-start px-3 text-sm" disabled={busy} onClick={onFirst} data-make-first>
            {t('makeFirst')}
          </Button>
        )}
      </div>
      <div className="col-span-2 flex flex-col gap-1.5">
        <label htmlFor={altId} className="text-sm font-semibold">
          {t('altText', { n })}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id={altId}
            dir="auto"
            value={alt}
            onChange={(e) => setAlt(e.target.value)}
            aria-invalid={altError ? true : undefined}
            className={`${inputClass} min-w-0 flex-1`}
          />
          <Button kind="secondary" className="min-h-12 text-sm" disabled={busy || alt === image.alt} onClick={() => onAlt(alt)}>
            {t('saveAlt')}
          </Button>
        </div>
        {altError ? (
          <p className="text-sm font-medium text-accent" data-field-error>
            {altError}
          </p>
        ) : (
          <p className="text-sm text-muted">{t('altHint')}</p>
        )}
      </div>
      <ConfirmDialog
        open={asking}
        title={t('confirmDeleteImage', { n })}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onDelete();
        }}
      />
    </li>
  );
}
