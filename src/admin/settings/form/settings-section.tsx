// One settings screen the way they all go: the page with its title and intro, the form once the
// settings are read (WithSettings), the section's own fields, what Save did (FormOutcome) and the Save
// button. A screen names its section (its PUT path settings/<section>, its schema, its data-section),
// how its values come from the settings and go back, and draws only its fields.
import type { FormEvent, ReactNode } from 'react';
import { useTranslator } from '../../core/use-translator.ts';
import { Page } from '../../ui/Page.tsx';
import { useFieldText } from '../../ui/form/use-field-text.ts';
import type { Translate } from '../../../i18n/messages.ts';
import { sectionBodySchemas, type SettingsSection } from '../../../domain/admin/settings-forms.ts';
import { settingsMessages, type SettingsMessageKey } from '../messages/index.ts';
import type { AdminSettings } from '../settings-types.ts';
import { FormOutcome, SaveBar } from './FormOutcome.tsx';
import { WithSettings } from './WithSettings.tsx';
import { useSectionForm } from './use-section-form.ts';

/** What a section's fields get: the values and their setter, each field's error in the owner's words, the texts. */
export type SectionFields<V> = {
  values: V;
  setValue: <K extends keyof V>(field: K, value: V[K]) => void;
  error: (field: string) => string | undefined;
  t: Translate<SettingsMessageKey>;
  settings: AdminSettings;
};

type SectionSpec<V> = {
  section: SettingsSection;
  title: SettingsMessageKey;
  intro: SettingsMessageKey;
  fromSettings: (settings: AdminSettings) => V;
  /** The body's fields from the values (the values as they are unless said). */
  toBody?: (values: V) => Record<string, unknown>;
  /** A long form keeps its Save button in reach at the bottom of a phone's screen. */
  stickySave?: boolean;
  Fields: (props: SectionFields<V>) => ReactNode;
  /** Cards of the same screen saved through their own API (the ads' server tokens), under the form. */
  After?: () => ReactNode;
};

export function settingsSection<V extends object>(spec: SectionSpec<V>): () => ReactNode {
  const { section, title, intro, fromSettings, stickySave = false, Fields, After } = spec;
  const toBody = spec.toBody ?? ((values: V) => ({ ...(values as Record<string, unknown>) }));

  function SectionForm({ settings }: { settings: AdminSettings }) {
    const { t } = useTranslator(settingsMessages);
    const form = useSectionForm<V>({ path: `settings/${section}`, schema: sectionBodySchemas[section], settings, fromSettings, toBody });
    const error = useFieldText(form.errors);
    const submit = (event: FormEvent) => {
      event.preventDefault();
      void form.save();
    };
    return (
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-section={section}>
        <FormOutcome outcome={form.outcome} onReload={() => void form.reload()} />
        <Fields values={form.values} setValue={form.setValue} error={error} t={t} settings={settings} />
        <SaveBar saving={form.saving} sticky={stickySave} />
      </form>
    );
  }

  return function SettingsSectionScreen() {
    const { t } = useTranslator(settingsMessages);
    return (
      <Page title={t(title)} intro={t(intro)}>
        <WithSettings>{(settings) => <SectionForm settings={settings} />}</WithSettings>
        {After && <After />}
      </Page>
    );
  };
}
