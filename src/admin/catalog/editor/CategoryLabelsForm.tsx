// A category's name in each language, as shoppers see it (the filters, the cards, the product page):
// one box per language, the shop's default first; an empty box shows the category's own name.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/Field.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { useTranslator } from '../../core/use-translator.ts';
import { useAdminForm } from '../../ui/form/use-admin-form.ts';
import { useFieldText } from '../../ui/form/use-field-text.ts';
import { categoryLabelsBodySchema } from '../../../domain/admin-catalog/translations.ts';
import { LOCALES, directionOf, type Locale } from '../../../i18n/locales.ts';
import { catalogApi } from '../api/catalog-api.ts';
import { catalogMessages } from '../messages/index.ts';
import { LANGUAGE_NAME } from '../language-names.ts';
import { problemText } from '../problem-text.ts';
import { useDefaultLocale } from '../use-default-locale.ts';

const CATEGORIES = ['products', 'category-labels'] as const;
type Typed = Record<Locale, string>;

export function CategoryLabelsForm({ name, onClose }: { name: string; onClose: () => void }) {
  const { t, locale } = useTranslator(catalogMessages);
  const categories = useQuery({ queryKey: CATEGORIES, queryFn: () => catalogApi.categories(), staleTime: 0 });
  const category = categories.data?.find((c) => c.name === name);
  if (!category) return categories.error ? <Notice tone="error">{problemText(categories.error, t, locale)}</Notice> : null;
  const typed = Object.fromEntries(LOCALES.map((l) => [l, category.labels[l] ?? ''])) as Typed;
  return <LabelsForm name={name} initial={typed} onClose={onClose} />;
}

function LabelsForm({ name, initial, onClose }: { name: string; initial: Typed; onClose: () => void }) {
  const { t, locale } = useTranslator(catalogMessages);
  const queryClient = useQueryClient();
  const defaultLocale = useDefaultLocale();
  const form = useAdminForm<Typed>(initial);
  const [outcome, setOutcome] = useState<{ kind: 'saved' } | { kind: 'failed'; message: string } | null>(null);
  const error = useFieldText(form.errors);
  const order = defaultLocale ? [defaultLocale, ...LOCALES.filter((l) => l !== defaultLocale)] : LOCALES;

  async function save() {
    const body = { name, labels: form.values };
    const done = await form.submit(body, { schema: categoryLabelsBodySchema, send: () => catalogApi.setCategoryLabels(name, form.values) });
    if (done.kind === 'sent') {
      queryClient.setQueryData(CATEGORIES, (list: unknown) =>
        Array.isArray(list) ? list.map((c: { name: string }) => (c.name === name ? done.answer : c)) : list,
      );
      setOutcome({ kind: 'saved' });
    }
    if (done.kind === 'refused') setOutcome({ kind: 'failed', message: problemText(done.error, t, locale) });
  }

  return (
    // A group, not a form: it sits inside the product's form, and its button saves only the labels.
    <div
      role="group"
      aria-labelledby="category-labels-title"
      className="flex flex-col gap-3 rounded-md border border-line bg-paper p-3"
      data-category-labels
    >
      <p id="category-labels-title" className="text-sm font-semibold">
        {t('categoryLabels')}
      </p>
      <p className="text-sm text-muted">{t('categoryLabelsHint', { name: `\u2068${name}\u2069` })}</p>
      {outcome?.kind === 'saved' && <Notice tone="success">{t('labelsSaved')}</Notice>}
      {outcome?.kind === 'failed' && <Notice tone="error">{outcome.message}</Notice>}
      {order.map((l) => (
        <TextField
          key={l}
          id={`category-label-${l}`}
          label={t('categoryLabelField', { language: t(LANGUAGE_NAME[l]) })}
          lang={l}
          dir={directionOf(l)}
          value={form.values[l]}
          placeholder={name}
          error={error(`labels.${l}`)}
          onChange={(e) => {
            form.setValue(l, e.target.value);
            form.setErrors({});
            setOutcome(null);
          }}
        />
      ))}
      <div className="flex gap-2">
        <Button kind="secondary" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button onClick={() => void save()} disabled={form.busy} data-save-labels>
          {t('saveLabels')}
        </Button>
      </div>
    </div>
  );
}
