// The wilaya price table's data: read with its own version (GET /api/admin/wilayas), edited as
// typed text, saved as the list of changed wilayas with the version it read (a stale save is
// refused, nothing is overwritten), then followed by the publishing bar.
import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { WilayaPrices as WilayaTable } from '../../../domain/admin/wilaya-prices.ts';
import { AdminApiError, adminCall } from '../../core/admin-api.ts';
import { showChangesPending } from '../../core/publish-store.ts';
import { WILAYAS_KEY, wilayasQuery } from '../../core/wilayas-query.ts';
import type { FormOutcome } from '../form/use-section-form.ts';
import { loadSettings } from '../settings-store.ts';
import { changesOf, type Edits } from './wilaya-edits.ts';

export function useWilayaPrices() {
  const queryClient = useQueryClient();
  const read = useQuery(wilayasQuery);
  const rows = read.data?.wilayas ?? null;
  const version = read.data?.updatedAt ?? '';
  const loadError = read.error ? read.error.message : undefined;
  const [edits, setEdits] = useState<Edits>({});
  const [outcome, setOutcome] = useState<FormOutcome>(null);
  const [saving, setSaving] = useState(false);

  const load = async (): Promise<void> => {
    await read.refetch();
    setEdits({});
  };

  const pending = useMemo(() => (rows ? changesOf(rows, edits) : { changes: [], invalid: [] }), [rows, edits]);

  async function save(): Promise<void> {
    if (saving || !rows) return;
    if (pending.invalid.length > 0) return setOutcome({ kind: 'invalid' });
    setSaving(true);
    setOutcome(null);
    try {
      queryClient.setQueryData(
        WILAYAS_KEY,
        await adminCall<WilayaTable>('wilayas', { method: 'PUT', body: { changes: pending.changes, updatedAt: version } }),
      );
      setEdits({});
      setOutcome({ kind: 'saved' });
      showChangesPending();
    } catch (error) {
      if (error instanceof AdminApiError && error.status === 409) setOutcome({ kind: 'stale' });
      else if (error instanceof AdminApiError && error.status === 422) setOutcome({ kind: 'invalid' });
      else setOutcome({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setSaving(false);
    }
  }

  /** After a stale save: the newest prices replace what was typed here. */
  async function reloadLatest(): Promise<void> {
    await Promise.all([load(), loadSettings({ force: true })]);
    setOutcome(null);
  }

  return { rows, loadError, load, edits, setEdits, pending, outcome, saving, save, reloadLatest };
}
