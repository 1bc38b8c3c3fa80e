// The 58 wilayas' home and office prices. On a phone each wilaya is a compact card (name on top,
// the two prices side by side); on a desktop the same rows line up as a table. Quick edits work
// on the typed prices; Save sends only the wilayas that changed, with the updatedAt it read.
import { useEffect, useMemo, useState } from 'react';
import { AdminApiError, adminCall } from '../../admin/admin-api.ts';
import { changesSaved } from '../../admin/publish/publish-store.ts';
import { Button } from '../../admin/ui/Button.tsx';
import { Notice } from '../../admin/ui/Notice.tsx';
import { inputClass } from '../../admin/ui/Field.tsx';
import { useTranslator } from '../../admin/use-admin-text.ts';
import { Card } from '../form/SettingsPage.tsx';
import { settingsMessages } from '../messages.ts';
import { loadSettings } from '../settings-store.ts';
import type { WilayaPrices as WilayaTable } from '../../../domain/admin/wilaya-prices.ts';
import type { AdminSettings } from '../settings-types.ts';
import { WilayaQuickEdits } from './WilayaQuickEdits.tsx';
import { WilayaRow } from './WilayaRow.tsx';
import { changesOf, editPrice, matchesFilter, raiseAll, setPriceFor, type Edits, type WilayaPrices } from './wilaya-edits.ts';

type Outcome = 'saved' | 'stale' | 'invalid' | { failed: string } | null;

export function WilayaPriceTable({ settings }: { settings: AdminSettings }) {
  const { t, locale } = useTranslator(settingsMessages);
  const [rows, setRows] = useState<WilayaPrices[] | null>(null);
  const [version, setVersion] = useState(settings.updatedAt);
  const [loadError, setLoadError] = useState<string>();
  const [edits, setEdits] = useState<Edits>({});
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [filter, setFilter] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [saving, setSaving] = useState(false);

  const load = () =>
    adminCall<WilayaTable>('wilayas')
      .then((read) => {
        setRows(read.wilayas);
        setVersion(read.updatedAt);
        setEdits({});
        setLoadError(undefined);
      })
      .catch((error: unknown) => setLoadError(error instanceof Error ? error.message : String(error)));
  useEffect(() => void load(), []);

  const shown = useMemo(() => (rows ?? []).filter((row) => matchesFilter(row, filter)), [rows, filter]);
  const pending = useMemo(() => (rows ? changesOf(rows, edits) : { changes: [], invalid: [] }), [rows, edits]);

  if (loadError) return <Card><Notice tone="error" action={<Button kind="secondary" onClick={() => void load()}>{t('retry')}</Button>}>{t('loadFailed', { message: loadError })}</Notice></Card>;
  if (!rows) return <Card title={t('wilayasTitle')}><p className="text-muted">…</p></Card>;

  async function save() {
    if (saving || !rows) return;
    if (pending.invalid.length > 0) {
      setOutcome('invalid');
      return;
    }
    setSaving(true);
    setOutcome(null);
    try {
      const next = await adminCall<WilayaTable>('wilayas', { method: 'PUT', body: { changes: pending.changes, updatedAt: version } });
      setRows(next.wilayas);
      setVersion(next.updatedAt);
      setEdits({});
      setOutcome('saved');
      changesSaved();
      void loadSettings({ force: true });
    } catch (error) {
      if (error instanceof AdminApiError && error.status === 409) setOutcome('stale');
      else if (error instanceof AdminApiError && error.status === 422) setOutcome('invalid');
      else setOutcome({ failed: error instanceof Error ? error.message : String(error) });
    } finally {
      setSaving(false);
    }
  }

  async function reloadLatest() {
    await Promise.all([load(), loadSettings({ force: true })]);
    setOutcome(null);
  }

  const toggle = (code: string, on: boolean) => setSelected((current) => {
    const next = new Set(current);
    if (on) next.add(code);
    else next.delete(code);
    return next;
  });

  return (
    <Card title={t('wilayasTitle')} intro={t('wilayasIntro')}>
      <div className="flex flex-col gap-4" data-wilaya-table>
        {outcome === 'saved' && <Notice tone="success">{t('saved')}</Notice>}
        {outcome === 'invalid' && <Notice tone="error">{t('invalid')}</Notice>}
        {outcome === 'stale' && <Notice tone="error" action={<Button kind="secondary" onClick={() => void reloadLatest()} data-reload>{t('reload')}</Button>}>{t('stale')}</Notice>}
        {typeof outcome === 'object' && outcome !== null && <Notice tone="error">{t('failed', { message: outcome.failed })}</Notice>}


        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex flex-1 flex-col gap-1.5">
            <label htmlFor="wilaya-filter" className="text-sm font-semibold">{t('filter')}</label>
            <input id="wilaya-filter" type="search" value={filter} onChange={(e) => setFilter(e.target.value)} className={inputClass} />
          </div>
          <div className="grid grid-cols-2 gap-2">
            <Button kind="secondary" className="px-3 text-sm" onClick={() => setSelected(new Set([...selected, ...shown.map((r) => r.code)]))}>{t('selectAll')}</Button>
            <Button kind="secondary" className="px-3 text-sm" onClick={() => setSelected(new Set())} disabled={selected.size === 0}>{t('selectNone')}</Button>
          </div>
        </div>
        <p className="text-sm text-muted" aria-live="polite">{t('selectedCount', { n: selected.size })}</p>

        <WilayaQuickEdits
          selectedCount={selected.size}
          onSetPrice={(target, price) => setEdits((e) => setPriceFor(e, rows, selected, target, price))}
          onRaise={(n) => setEdits((e) => raiseAll(e, rows, n))}
        />

        <div aria-hidden="true" className="hidden grid-cols-[minmax(0,1fr)_8rem_8rem] gap-3 border-b border-line pb-2 text-sm font-semibold text-muted sm:grid">
          <span>{t('wilayasTitle')}</span><span>{t('home')}</span><span>{t('office')}</span>
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
          <p className="text-sm font-medium" aria-live="polite" data-unsaved>{pending.changes.length + pending.invalid.length > 0 ? t('unsavedChanges', { n: pending.changes.length + pending.invalid.length }) : ''}</p>
          <Button onClick={() => void save()} disabled={saving || pending.changes.length + pending.invalid.length === 0} className="w-full sm:w-auto">
            {saving ? t('saving') : t('saveWilayas')}
          </Button>
        </div>
      </div>
    </Card>
  );
}

