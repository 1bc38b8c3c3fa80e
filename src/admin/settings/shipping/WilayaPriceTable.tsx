// The 58 wilayas' home and office prices. On a phone each wilaya is a compact card (name on top,
// the two prices side by side); on a desktop the same rows line up as a table. Quick edits work
// on the typed prices; Save sends only the wilayas that changed, with the updatedAt it read.
import { useMemo, useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { inputClass } from '../../ui/Field.tsx';
import { useTranslator } from '../../core/use-translator.ts';
import { FormOutcome } from '../form/FormOutcome.tsx';
import { Card } from '../../ui/Page.tsx';
import { settingsMessages } from '../messages/index.ts';
import { WilayaQuickEdits } from './WilayaQuickEdits.tsx';
import { WilayaRow } from './WilayaRow.tsx';
import { useWilayaPrices } from './use-wilaya-prices.ts';
import { editPrice, matchesFilter, raiseAll, setPriceFor } from './wilaya-edits.ts';

export function WilayaPriceTable() {
  const { t, locale } = useTranslator(settingsMessages);
  const { rows, loadError, load, edits, setEdits, pending, outcome, saving, save, reloadLatest } = useWilayaPrices();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => (rows ?? []).filter((row) => matchesFilter(row, filter)), [rows, filter]);

  if (loadError)
    return (
      <Card>
        <Notice
          tone="error"
          action={
            <Button kind="secondary" onClick={() => void load()}>
              {t('retry')}
            </Button>
          }
        >
          {t('loadFailed', { message: loadError })}
        </Notice>
      </Card>
    );
  if (!rows)
    return (
      <Card title={t('wilayasTitle')}>
        <p className="text-muted">…</p>
      </Card>
    );

  const toggle = (code: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(code);
      else next.delete(code);
      return next;
    });

  return (
    <Card title={t('wilayasTitle')} intro={t('wilayasIntro')}>
      <div className="flex flex-col gap-4" data-wilaya-table>
        <FormOutcome outcome={outcome} onReload={() => void reloadLatest()} />

        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex flex-1 flex-col gap-1.5">
            <label htmlFor="wilaya-filter" className="text-sm font-semibold">
              {t('filter')}
            </label>
            <input id="wilaya-filter" type="search" value={filter} onChange={(e) => setFilter(e.target.value)} className={inputClass} />
          </div>
          <div className="grid grid-cols-2 gap-2">
            <Button
              kind="secondary"
              className="px-3 text-sm"
              onClick={() => setSelected(new Set([...selected, ...shown.map((r) => r.code)]))}
            >
              {t('selectAll')}
            </Button>
            <Button kind="secondary" className="px-3 text-sm" onClick={() => setSelected(new Set())} disabled={selected.size === 0}>
              {t('selectNone')}
            </Button>
          </div>
        </div>
        <p className="text-sm text-muted" aria-live="polite">
          {t('selectedCount', { n: selected.size })}
        </p>

        <WilayaQuickEdits
          selectedCount={selected.size}
          onSetPrice={(target, price) => setEdits((e) => setPriceFor(e, rows, selected, target, price))}
          onRaise={(n) => setEdits((e) => raiseAll(e, rows, n))}
        />

        <div
          aria-hidden="true"
          className="hidden grid-cols-[minmax(0,1fr)_8rem_8rem] gap-3 border-b border-line pb-2 text-sm font-semibold text-muted sm:grid"
        >
          <span>{t('wilayasTitle')}</span>
          <span>{t('home')}</span>
          <span>{t('office')}</span>
        </div>
        <ul className="flex flex-col divide-y divide-line">
          {shown.map((row) => (
            <WilayaRow
              key={row.code}
              row={row}
              locale={locale}
              edits={edits}
              selected={selected.has(row.code)}
              onSelect={(on) => toggle(row.code, on)}
              onPrice={(type, typed) => setEdits((e) => editPrice(e, row, type, typed))}
            />
          ))}
          {shown.length === 0 && <li className="py-4 text-muted">{t('noWilayaMatch')}</li>}
        </ul>

        <div className="sticky bottom-0 -mx-4 flex flex-col gap-2 border-t border-line bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p className="text-sm font-medium" aria-live="polite" data-unsaved>
            {pending.changes.length + pending.invalid.length > 0
              ? t('unsavedChanges', { n: pending.changes.length + pending.invalid.length })
              : ''}
          </p>
          <Button
            onClick={() => void save()}
            disabled={saving || pending.changes.length + pending.invalid.length === 0}
            className="w-full sm:w-auto"
          >
            {saving ? t('saving') : t('saveWilayas')}
          </Button>
        </div>
      </div>
    </Card>
  );
}
