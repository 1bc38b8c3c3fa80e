// One settings form: starts from the settings the admin read, checks with the function's own
// schema before sending, PUTs the section with the updatedAt it started from, and answers:
// saved (the publishing bar takes over), field errors (what was typed stays), or stale (someone
// saved in another tab or device since: nothing is overwritten, the owner chooses to reload).
import { useState } from 'react';
import { AdminApiError, adminCall } from '../../shell/admin-api.ts';
import { showChangesPending } from '../../shell/publish/publish-store.ts';
import { loadSettings, settingsSaved, $settings } from '../settings-store.ts';
import type { AdminSettings } from '../settings-types.ts';
import { check, type FieldKeys, type SchemaLike } from '../../ui/form/schema-errors.ts';

/** invalid: `formKey` is a problem of the whole section (the API's '_form' field), if any. */
export type FormOutcome =
  { kind: 'saved' } | { kind: 'stale' } | { kind: 'invalid'; formKey?: string } | { kind: 'failed'; message: string } | null;

type Options<V> = {
  /** The PUT path under /api/admin/, e.g. 'settings/site-text'. */
  path: string;
  schema: SchemaLike;
  settings: AdminSettings;
  fromSettings: (settings: AdminSettings) => V;
  toBody: (values: V) => Record<string, unknown>;
};

export function useSectionForm<V>({ path, schema, settings, fromSettings, toBody }: Options<V>) {
  const [values, setValues] = useState<V>(() => fromSettings(settings));
  const [errors, setErrors] = useState<FieldKeys>({});
  const [outcome, setOutcome] = useState<FormOutcome>(null);
  const [saving, setSaving] = useState(false);

  function setValue<K extends keyof V>(field: K, value: V[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field as string]: _gone, ...rest }) => rest);
    if (outcome?.kind === 'saved') setOutcome(null);
  }

  async function save(): Promise<boolean> {
    if (saving) return false;
    const body = { ...toBody(values), updatedAt: settings.updatedAt };
    const checked = check(schema, body);
    if (!checked.ok) {
      setErrors(checked.fields);
      setOutcome({ kind: 'invalid', ...(checked.fields._form ? { formKey: checked.fields._form } : {}) });
      return false;
    }
    setSaving(true);
    setOutcome(null);
    try {
      const next = await adminCall<AdminSettings>(path, { method: 'PUT', body });
      settingsSaved(next);
      setErrors({});
      setOutcome({ kind: 'saved' });
      showChangesPending();
      return true;
    } catch (error) {
      if (error instanceof AdminApiError && error.status === 409) setOutcome({ kind: 'stale' });
      else if (error instanceof AdminApiError && Object.keys(error.fields).length > 0) {
        setErrors(error.fields);
        setOutcome({ kind: 'invalid', ...(error.fields._form ? { formKey: error.fields._form } : {}) });
      } else setOutcome({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
      return false;
    } finally {
      setSaving(false);
    }
  }

  /** After a stale save: take the newest settings (what was typed here is replaced). */
  async function reload(): Promise<void> {
    await loadSettings({ force: true });
    const latest = $settings.get();
    if (latest.state === 'loaded') setValues(fromSettings(latest.settings));
    setErrors({});
    setOutcome(null);
  }

  return { values, setValue, errors, outcome, saving, save, reload };
}
