// Pairs (issue 42 §3): the pieces the shop suggests after a product is ordered, "add the matching cap
// to the same parcel". Phone first: choose a product, see its pieces in order (remove one, add
// another), save; below, every product that has pieces, one tap to open it. Without pieces, the
// shopper is offered one of the same category in her size.
import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../core/admin-api.ts';
import { Loading } from '../../core/Loading.tsx';
import { useTranslator } from '../../core/use-translator.ts';
import { Button } from '../../ui/Button.tsx';
import { FilterSelect } from '../../ui/FilterSelect.tsx';
import { Notice, RetryNotice } from '../../ui/Notice.tsx';
import { Card, Page } from '../../ui/Page.tsx';
import { useAdminForm } from '../../ui/form/use-admin-form.ts';
import { useFieldText } from '../../ui/form/use-field-text.ts';
import { MAX_PAIRS, pairsBodySchema, type PairsView } from '../../../domain/admin-catalog/pairs.ts';
import { catalogMessages } from '../messages/index.ts';
import { problemText } from '../problem-text.ts';

const QUERY = ['products', 'pairs'] as const;

export default function PairsScreen() {
  const { t, locale } = useTranslator(catalogMessages);
  const queries = useQueryClient();
  const read = useQuery({ queryKey: QUERY, queryFn: () => adminCall<PairsView>('pairs') });
  const view = read.data;
  const [productId, setProductId] = useState('');
  const { values, setValues, setValue, errors, busy, submit } = useAdminForm({ paired: [] as string[], adding: '' });
  const error = useFieldText(errors);
  const [said, setSaid] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  if (read.error)
    return (
      <Page title={t('pairsTitle')} intro={t('pairsIntro')}>
        <RetryNotice retryLabel={t('retry')} onRetry={() => void read.refetch()}>
          {problemText(read.error, t, locale)}
        </RetryNotice>
      </Page>
    );
  if (!view) return <Loading />;

  const names = new Map(view.products.map((p) => [p.id, p.name]));
  const nameOf = (id: string) => names.get(id) ?? id;
  const open = (id: string) => {
    setProductId(id);
    setValues({ paired: view.pairs[id] ?? [], adding: '' });
    setSaid(null);
  };
  const candidates = view.products.filter((p) => p.id !== productId && !values.paired.includes(p.id));
  const paired = Object.entries(view.pairs);

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaid(null);
    const done = await submit(
      { productId, paired: values.paired },
      {
        schema: pairsBodySchema,
        send: (body) => adminCall<{ paired: string[] }>('pairs', { method: 'PUT', body }),
      },
    );
    if (done.kind === 'sent') {
      setSaid({ tone: 'success', text: t('pairsSaved', { name: nameOf(productId) }) });
      await queries.invalidateQueries({ queryKey: QUERY });
    }
    if (done.kind === 'refused') setSaid({ tone: 'error', text: problemText(done.error, t, locale) });
  }

  return (
    <Page title={t('pairsTitle')} intro={t('pairsIntro')}>
      <Card>
        <FilterSelect
          id="pairs-product"
          label={t('pairsProduct')}
          anyLabel={t('pairsChooseProduct')}
          value={productId}
          options={view.products.map((p) => ({ value: p.id, label: p.published ? p.name : `${p.name} (${t('draft')})` }))}
          onChange={(id) => (id ? open(id) : setProductId(''))}
        />
        {productId && (
          <form onSubmit={(e) => void save(e)} noValidate className="flex flex-col gap-3" data-pairs-form={productId}>
            <h2 className="text-base font-semibold">{t('pairsSuggested', { name: nameOf(productId) })}</h2>
            {values.paired.length === 0 ? (
              <p className="text-sm text-muted">{t('pairsNone')}</p>
            ) : (
              <ol className="flex flex-col divide-y divide-line rounded-md border border-line" data-paired>
                {values.paired.map((id, i) => (
                  <li key={id} className="flex items-center gap-3 ps-3" data-paired-id={id}>
                    <span className="w-5 shrink-0 text-sm text-muted tabular-nums">{i + 1}</span>
                    <bdi className="min-w-0 flex-1 truncate">{nameOf(id)}</bdi>
                    <Button
                      kind="quiet"
                      aria-label={t('pairsRemove', { name: nameOf(id) })}
                      onClick={() =>
                        setValue(
                          'paired',
                          values.paired.filter((p) => p !== id),
                        )
                      }
                    >
                      ✕
                    </Button>
                  </li>
                ))}
              </ol>
            )}
            {error('paired') && <p className="text-sm font-medium text-accent">{error('paired')}</p>}
            {values.paired.length < MAX_PAIRS && (
              <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
                <FilterSelect
                  id="pairs-add"
                  className="flex-1"
                  label={t('pairsAdd')}
                  anyLabel={t('pairsChoosePiece')}
                  value={values.adding}
                  options={candidates.map((p) => ({ value: p.id, label: p.name }))}
                  onChange={(id) => setValue('adding', id)}
                />
                <Button
                  kind="secondary"
                  disabled={!values.adding}
                  onClick={() => setValues((v) => ({ paired: [...v.paired, v.adding], adding: '' }))}
                  data-pairs-add
                >
                  {t('pairsAddButton')}
                </Button>
              </div>
            )}
            <Button type="submit" disabled={busy}>
              {t('save')}
            </Button>
          </form>
        )}
        {said && <Notice tone={said.tone}>{said.text}</Notice>}
      </Card>
      <Card title={t('pairsList')}>
        {paired.length === 0 ? (
          <p className="text-sm text-muted">{t('pairsListEmpty')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line" data-pairs-list>
            {paired.map(([id, list]) => (
              <li key={id}>
                <button
                  type="button"
                  className="flex min-h-12 w-full flex-col items-start py-2 text-start hover:bg-line/40"
                  onClick={() => open(id)}
                >
                  <bdi className="font-semibold">{nameOf(id)}</bdi>
                  <bdi className="text-sm text-muted">{list.map(nameOf).join(' · ')}</bdi>
                </button>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </Page>
  );
}
