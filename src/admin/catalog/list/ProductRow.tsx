// One product in the list: picture, name (to its editor), category and price, status and stock,
// then the publish switch and the order buttons (a drag handle too on a desktop).
import type { DragEvent } from 'react';
import type { ProductSummary } from '../../../domain/admin-catalog/product-list.ts';
import { AdminLink } from '../../core/AdminLink.tsx';
import { useTranslator } from '../../core/use-translator.ts';
import { editorPath } from '../catalog-paths.ts';
import { catalogMessages } from '../messages/index.ts';
import { IconButton } from '../../ui/IconButton.tsx';
import { Price } from '../../ui/Price.tsx';
import { PublishSwitch } from '../../ui/PublishSwitch.tsx';
import { StockSummary } from './StockSummary.tsx';
import { LANGUAGE_NAME } from '../language-names.ts';

type Props = {
  product: ProductSummary;
  currency: string;
  first: boolean;
  last: boolean;
  /** false while a search or filter hides part of the order */
  canReorder: boolean;
  onMove: (direction: 'up' | 'down') => void;
  onPublish: (published: boolean) => void;
  drag: {
    onDragStart: (e: DragEvent) => void;
    onDragOver: (e: DragEvent) => void;
    onDrop: (e: DragEvent) => void;
    onDragEnd: () => void;
    over: boolean;
  };
};

export function ProductRow({ product, currency, first, last, canReorder, onMove, onPublish, drag }: Props) {
  const { t, locale } = useTranslator(catalogMessages);
  const status = product.archived ? 'archived' : product.published ? 'published' : 'draft';
  return (
    <li
      className={`flex flex-col gap-3 rounded-lg border bg-white p-3 shadow-sm sm:flex-row sm:items-center ${drag.over ? 'border-ink' : 'border-line'}`}
      data-product-row={product.id}
      onDragOver={canReorder ? drag.onDragOver : undefined}
      onDrop={canReorder ? drag.onDrop : undefined}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        {product.image ? (
          <img
            src={product.image}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            className="size-16 shrink-0 rounded-md border border-line object-cover"
          />
        ) : (
          <span className="flex size-16 shrink-0 items-center justify-center rounded-md border border-dashed border-line text-center text-xs text-muted">
            {t('noImage')}
          </span>
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <AdminLink
            to={editorPath(product.id)}
            className="inline-flex min-h-11 items-center text-base font-semibold underline-offset-4 hover:underline"
            data-product-link
          >
            <bdi className="line-clamp-2 break-words">{product.name}</bdi>
          </AdminLink>
          <p className="text-sm text-muted">
            <bdi>{product.category}</bdi> · <Price amount={product.price} currency={currency} locale={locale} />
          </p>
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            {/* A published product says so with its switch; only drafts and archived ones need a word. */}
            {status !== 'published' && (
              <span
                className={`rounded px-1.5 py-0.5 text-xs font-semibold ${status === 'draft' ? 'bg-line text-ink' : 'bg-amber-100 text-amber-950'}`}
                data-status={status}
              >
                {t(status)}
              </span>
            )}
            <StockSummary stock={product.stock} />
            {/* A language the product has no name or description in: the shop shows the default one's there. */}
            {(product.missingLanguages ?? []).map((l) => (
              <span key={l} className="rounded bg-line px-1.5 py-0.5 text-xs font-semibold text-ink" data-missing-language={l}>
                {t('missingTag', { language: t(LANGUAGE_NAME[l]) })}
              </span>
            ))}
          </div>
        </div>
      </div>
      <div className="flex items-center justify-between gap-2 border-t border-line pt-2 sm:border-0 sm:pt-0">
        <PublishSwitch
          id={`publish-${product.id}`}
          label={t('published')}
          name={t('publishToggle', { name: product.name })}
          checked={product.published}
          onChange={onPublish}
        />
        {canReorder && (
          <div className="flex items-center gap-2">
            <IconButton icon="up" label={t('moveUp', { name: product.name })} disabled={first} onClick={() => onMove('up')} />
            <IconButton icon="down" label={t('moveDown', { name: product.name })} disabled={last} onClick={() => onMove('down')} />
            <span
              draggable
              onDragStart={drag.onDragStart}
              onDragEnd={drag.onDragEnd}
              title={t('dragToMove', { name: product.name })}
              className="hidden size-11 cursor-grab items-center justify-center rounded-md text-muted hover:text-ink lg:inline-flex"
              aria-hidden="true"
            >
              <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round">
                <path d="M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01" />
              </svg>
            </span>
          </div>
        )}
      </div>
    </li>
  );
}
