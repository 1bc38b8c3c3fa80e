// One settings form (an admin form, use-admin-form.ts): starts from the settings the admin read,
// checks with the function's own schema before sending, PUTs the section with the updatedAt it
// started from, and answers:
// saved (the publishing bar takes over), field errors (what was typed stays), or stale (someone
// saved in another tab or device since: nothing is overwritten, the owner chooses to reload).
import { useState } from 'react';
import { AdminApiError, adminCall } from '../../core/admin-api.ts';
import { showChangesPending } from '../../core/publish-store.ts';
import { loadSettings, settingsSaved, $settings } from '../settings-store.ts';
import type { AdminSettings } from '../settings-types.ts';
import type { FieldKeys, SchemaLike } from '../../ui/form/schema-errors.ts';
import { useAdminForm } from '../../ui/form/use-admin-form.ts';

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

export function useSectionForm<V extends object>({ path, schema, settings, fromSettings, toBody }: Options<V>) {
  const form = useAdminForm<V>(() => fromSettings(settings));
  const [outcome, setOutcome] = useState<FormOutcome>(null);
  const invalid = (fields: FieldKeys): FormOutcome => ({ kind: 'invalid', ...(fields._form ? { formKey: fields._form } : {}) });

  function setValue<K extends keyof V>(field: K, value: V[K]) {
    form.setValue(field, value);
    if (outcome?.kind === 'saved') setOutcome(null);
  }

  async function save(): Promise<boolean> {
    const done = await form.submit(
      { ...toBody(form.values), updatedAt: settings.updatedAt },
      {
        schema,
        send: (body) => {
          setOutcome(null);
          return adminCall<AdminSettings>(path, { method: 'PUT', body });
        },
      },
    );
    if (done.kind === 'invalid') setOutcome(invalid(done.fields));
    if (done.kind === 'sent') {
      settingsSaved(done.answer);
      setOutcome({ kind: 'saved' });
      showChangesPending();
    }
    if (done.kind === 'refused') {
      const { error } = done;
      if (error instanceof AdminApiError && error.status === 409) setOutcome({ kind: 'stale' });
      else if (error instanceof AdminApiError && Object.keys(error.fields).length > 0) setOutcome(invalid(error.fields));
      else setOutcome({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
    return done.kind === 'sent';
  }

  /** After a stale save: take the newest settings (what was typed here is replaced). */
  async function reload(): Promise<void> {
    await loadSettings({ force: true });
    const latest = $settings.get();
    if (latest.state === 'loaded') form.setValues(fromSettings(latest.settings));
    form.setErrors({});
    setOutcome(null);
  }

  return { values: form.values, setValue, errors: form.errors, outcome, saving: form.busy, save, reload };
}
