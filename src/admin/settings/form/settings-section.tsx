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

/** One section's form: which section, how its values come from the settings and go back, its fields. */
export type SectionFormSpec<V> = {
  section: SettingsSection;
  fromSettings: (settings: AdminSettings) => V;
  /** The body's fields from the values (the values as they are unless said). */
  toBody?: (values: V, settings: AdminSettings) => Record<string, unknown>;
  /** A long form keeps its Save button in reach at the bottom of a phone's screen. */
  stickySave?: boolean;
  Fields: (props: SectionFields<V>) => ReactNode;
};

type SectionSpec<V> = SectionFormSpec<V> & {
  title: SettingsMessageKey;
  intro: SettingsMessageKey;
  /** Cards of the same screen saved through their own API (the ads' server tokens), under the form. */
  After?: () => ReactNode;
};

/** The form of one section (a screen of its own, or one card of a screen with several). */
export function SectionForm<V extends object>({ spec, settings }: { spec: SectionFormSpec<V>; settings: AdminSettings }) {
  const { section, fromSettings, stickySave = false, Fields } = spec;
  const { t } = useTranslator(settingsMessages);
  const toBody = (values: V) => (spec.toBody ? spec.toBody(values, settings) : { ...(values as Record<string, unknown>) });
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

/** A settings screen's page: its title and intro, then what it draws once the settings are read. */
export function SettingsPage({
  title,
  intro,
  children,
  after,
}: {
  title: SettingsMessageKey;
  intro: SettingsMessageKey;
  children: (settings: AdminSettings) => ReactNode;
  /** What follows on the page whether or not the settings could be read (cards with their own API). */
  after?: ReactNode;
}) {
  const { t } = useTranslator(settingsMessages);
  return (
    <Page title={t(title)} intro={t(intro)}>
      <WithSettings>{children}</WithSettings>
      {after}
    </Page>
  );
}

export function settingsSection<V extends object>(spec: SectionSpec<V>): () => ReactNode {
  const { After } = spec;
  return function SettingsSectionScreen() {
    return (
      <SettingsPage title={spec.title} intro={spec.intro} after={After && <After />}>
        {(settings) => <SectionForm spec={spec} settings={settings} />}
      </SettingsPage>
    );
  };
}
