// Low stock: every size and colour at or under the owner's threshold, lowest first, each linked to
// its product's stock grid; the threshold itself is set here.
import { useEffect, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AdminLink } from '../../core/AdminLink.tsx';
import { Loading } from '../../core/Loading.tsx';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/Field.tsx';
import { Notice, RetryNotice } from '../../ui/Notice.tsx';
import { useTranslator } from '../../core/use-translator.ts';
import { Card, Page } from '../../ui/Page.tsx';
import { asNumber } from '../../ui/form/numbers.ts';
import { useAdminForm } from '../../ui/form/use-admin-form.ts';
import { useFieldText } from '../../ui/form/use-field-text.ts';
import { thresholdBodySchema } from '../../../domain/admin-catalog/stock.ts';
import { catalogApi } from '../api/catalog-api.ts';
import { lowStockQuery } from './low-stock-query.ts';
import { editorPath } from '../catalog-paths.ts';
import { catalogMessages } from '../messages/index.ts';
import { problemText } from '../problem-text.ts';

export default function LowStockScreen() {
  const { t, locale } = useTranslator(catalogMessages);
  const read = useQuery(lowStockQuery);
  const view = read.data ?? null;
  const [refused, setRefused] = useState<string | null>(null);
  const problem = refused ?? (read.error ? problemText(read.error, t, locale) : null);
  const { values, setValues, setValue, errors, busy: saving, submit } = useAdminForm({ threshold: '' });
  const [saved, setSaved] = useState(false);
  const error = useFieldText(errors);
  const load = async (): Promise<void> => {
    setRefused(null);
    await read.refetch();
  };
  // The threshold field starts from the saved one, once it is known (what the owner typed stays).
  useEffect(() => {
    if (view) setValues((current) => ({ threshold: current.threshold || String(view.threshold) }));
  }, [view]);

  async function saveThreshold(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const threshold = asNumber(values.threshold);
    const done = await submit(
      { threshold },
      {
        schema: thresholdBodySchema,
        send: async () => {
          await catalogApi.setThreshold(threshold);
          setSaved(true);
          await load();
        },
      },
    );
    if (done.kind === 'refused') setRefused(problemText(done.error, t, locale));
  }

  return (
    <Page title={t('lowStockTitle')} intro={t('lowStockIntro', { n: view?.threshold ?? '…' })}>
      <Card>
        <form
          onSubmit={(e) => void saveThreshold(e)}
          noValidate
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          data-threshold-form
        >
          <div className="sm:w-64">
            <TextField
              id="threshold"
              label={t('lowStockThreshold')}
              inputMode="numeric"
              dir="ltr"
              value={values.threshold}
              error={error('threshold')}
              onChange={(e) => {
                setValue('threshold', e.target.value);
                setSaved(false);
              }}
            />
          </div>
          <Button type="submit" kind="secondary" disabled={saving}>
            {t('save')}
          </Button>
        </form>
        {saved && <Notice tone="success">{t('thresholdSaved')}</Notice>}
      </Card>
      {problem && (
        <RetryNotice retryLabel={t('retry')} onRetry={() => void load()}>
          {problem}
        </RetryNotice>
      )}
      {!view && !problem && <Loading />}
      {view && view.variants.length === 0 && (
        <Card>
          <p className="text-muted">{t('noLowStock')}</p>
        </Card>
      )}
      {view && view.variants.length > 0 && (
        <ul className="flex flex-col divide-y divide-line rounded-lg border border-line bg-white" data-low-stock>
          {view.variants.map((variant) => (
            <li key={variant.id} className="flex items-center gap-3 px-3 py-2" data-low-variant={variant.id}>
              <div className="min-w-0 flex-1">
                <AdminLink
                  to={editorPath(variant.productId, 'stock')}
                  className="inline-flex min-h-11 items-center font-semibold underline-offset-4 hover:underline"
                  aria-label={t('openStock', { name: variant.productName })}
                >
                  <bdi className="truncate">{variant.productName}</bdi>
                </AdminLink>
                <p className="text-sm text-muted">
                  <bdi>{[variant.size, variant.color].filter(Boolean).join(' · ') || '—'}</bdi>
                  {!variant.published && <> · {t('draft')}</>}
                </p>
              </div>
              <p className={`shrink-0 text-end ${variant.stock === 0 ? 'text-accent' : 'text-amber-800'}`}>
                <bdi dir="ltr" className="text-xl font-bold tabular-nums" data-stock>
                  {variant.stock}
                </bdi>
                <span className="block text-xs font-semibold">{variant.stock === 0 ? t('soldOut') : t('lowStock')}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
