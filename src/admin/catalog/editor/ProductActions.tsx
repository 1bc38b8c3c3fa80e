// What can happen to a saved product as a whole: publish or unpublish, duplicate, delete (archived
// instead when orders name it). Delete asks first; each answer is said in a notice. Its button says
// "Publish product", and a draft says what that does: the publishing bar above has "Publish the site",
// which puts saved changes live but never a draft in the shop.
import { useId, useState } from 'react';
import type { AdminProduct } from '../../../domain/admin-catalog/product-form.ts';
import { navigate } from '../../core/admin-router.ts';
import { showChangesPending } from '../../core/publish-store.ts';
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { useTranslator } from '../../core/use-translator.ts';
import { catalogApi } from '../api/catalog-api.ts';
import { editorPath, productsPath } from '../catalog-paths.ts';
import { flash } from '../flash.ts';
import { catalogMessages } from '../messages/index.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { problemText } from '../problem-text.ts';

// Three buttons share a phone's width: narrower padding there, the usual from tablet width.
const ACTION = 'px-2! text-sm! sm:px-5! sm:text-base!';

type Props = { product: AdminProduct; onChanged: (product: AdminProduct) => void; onReload: () => void };

export function ProductActions({ product, onChanged, onReload }: Props) {
  const { t, locale } = useTranslator(catalogMessages);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const [said, setSaid] = useState<{ tone: 'success' | 'error'; text: string; stale?: boolean } | null>(null);

  async function act(run: () => Promise<void>) {
    setBusy(true);
    setSaid(null);
    try {
      await run();
    } catch (e) {
      setSaid({ tone: 'error', text: problemText(e, t, locale), stale: e instanceof Error && 'code' in e && e.code === 'stale' });
    } finally {
      setBusy(false);
    }
  }

  const publish = (published: boolean) =>
    act(async () => {
      const saved = await catalogApi.publish(product.id, published, product.updatedAt);
      onChanged(saved);
      showChangesPending(published || product.published); // a draft staying one changes nothing in the shop
      setSaid({ tone: 'success', text: t(published ? 'publishedNow' : 'unpublishedNow') });
    });
  const duplicate = () =>
    act(async () => {
      const copy = await catalogApi.duplicate(product.id);
      showChangesPending(false); // the copy is a draft
      flash('duplicated', 'info');
      navigate(editorPath(copy.id));
    });
  const remove = () =>
    act(async () => {
      setAsking(false);
      const answer = await catalogApi.remove(product.id);
      showChangesPending(product.published);
      flash(answer.result === 'archived' ? 'archivedNow' : 'deleted');
      navigate(productsPath);
    });

  const status = product.archived ? 'archived' : product.published ? 'published' : 'draft';
  const hintId = useId();
  return (
    <div className="flex flex-col gap-3" data-product-actions>
      {said && (
        <Notice
          tone={said.tone}
          action={
            said.stale ? (
              <Button kind="secondary" onClick={onReload}>
                {t('reload')}
              </Button>
            ) : undefined
          }
        >
          {said.text}
        </Notice>
      )}
      <p className="text-sm font-semibold" data-product-status={status}>
        {t('stateLine', { state: t(status) })}
      </p>
      {status === 'draft' && (
        <p id={hintId} className="text-sm text-muted" data-draft-hint>
          {t('draftHint')}
        </p>
      )}
      <div className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap">
        {product.published ? (
          <Button kind="secondary" className={ACTION} disabled={busy} onClick={() => void publish(false)} data-unpublish>
            {t('unpublish')}
          </Button>
        ) : (
          <Button
            className={ACTION}
            disabled={busy}
            onClick={() => void publish(true)}
            aria-describedby={status === 'draft' ? hintId : undefined}
            data-publish
          >
            {t('publish')}
          </Button>
        )}
        <Button kind="secondary" className={ACTION} disabled={busy} onClick={() => void duplicate()}>
          {t('duplicate')}
        </Button>
        {!product.archived && (
          <Button kind="danger" className={ACTION} disabled={busy} onClick={() => setAsking(true)} data-delete>
            {t('delete')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={asking}
        title={t('confirmDeleteTitle', { name: product.name })}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        onConfirm={() => void remove()}
        onCancel={() => setAsking(false)}
      >
        <p>{t('confirmDeleteText')}</p>
      </ConfirmDialog>
    </div>
  );
}
