// The category: pick one in use (the list under the box) or type a new one. For a saved product
// whose category exists, "Rename this category" renames it on every product of that category.
import { useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/Field.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { useTranslator } from '../../core/use-translator.ts';
import { catalogApi } from '../api/catalog-api.ts';
import { catalogMessages } from '../messages/index.ts';
import { problemText } from '../problem-text.ts';
import { CategoryLabelsForm } from './CategoryLabelsForm.tsx';

type Props = {
  value: string;
  onChange: (value: string) => void;
  categories: string[];
  error?: string | undefined;
  /** the saved product's category: the one a rename applies to (none for a new product) */
  savedCategory: string | null;
  onRenamed: (to: string, categories: string[]) => void;
};

export function CategoryField({ value, onChange, categories, error, savedCategory, onRenamed }: Props) {
  const { t, locale } = useTranslator(catalogMessages);
  const [renaming, setRenaming] = useState(false);
  const [to, setTo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [labelling, setLabelling] = useState(false);
  const canRename = savedCategory !== null && savedCategory === value && categories.includes(savedCategory);

  async function rename() {
    if (!savedCategory || to.trim() === '') return;
    setBusy(true);
    setProblem(null);
    try {
      const answer = await catalogApi.renameCategory(savedCategory, to.trim());
      onRenamed(to.trim(), answer.categories);
      setRenaming(false);
      setTo('');
    } catch (e) {
      setProblem(problemText(e, t, locale));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <TextField
        id="category"
        label={t('category')}
        list="category-choices"
        dir="auto"
        autoComplete="off"
        value={value}
        error={error}
        hint={t('categoryHint')}
        onChange={(e) => onChange(e.target.value)}
      />
      <datalist id="category-choices">
        {categories.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      {canRename && !renaming && !labelling && (
        <button
          type="button"
          className="inline-flex min-h-11 items-center self-start text-sm font-semibold underline underline-offset-4"
          onClick={() => setLabelling(true)}
          data-labels-open
        >
          {t('categoryLabels')}
        </button>
      )}
      {canRename && labelling && <CategoryLabelsForm name={savedCategory} onClose={() => setLabelling(false)} />}
      {canRename && !renaming && !labelling && (
        <button
          type="button"
          className="inline-flex min-h-11 items-center self-start text-sm font-semibold underline underline-offset-4"
          onClick={() => {
            setRenaming(true);
            setTo(savedCategory);
          }}
          data-rename-open
        >
          {t('renameCategory')}
        </button>
      )}
      {canRename && renaming && (
        <div className="flex flex-col gap-2 rounded-md border border-line bg-paper p-3" data-rename-category>
          {problem && <Notice tone="error">{problem}</Notice>}
          <TextField
            id="category-rename"
            label={t('renameCategoryTo', { name: savedCategory })}
            dir="auto"
            value={to}
            hint={t('renameCategoryHint')}
            onChange={(e) => setTo(e.target.value)}
          />
          <div className="flex gap-2">
            <Button kind="secondary" onClick={() => setRenaming(false)}>
              {t('cancel')}
            </Button>
            <Button onClick={() => void rename()} disabled={busy || to.trim() === '' || to.trim() === savedCategory}>
              {t('renameApply')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
