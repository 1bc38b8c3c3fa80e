// Every field of a product, checked with the function's own schema before it is sent. Saving
// answers: saved, field errors (what was typed stays), stale (changed elsewhere: nothing is
// overwritten, the owner reloads), or sizes/colours holding stock (asked first, then sent again).
import { useState, type FormEvent } from 'react';
import { AdminApiError } from '../../core/admin-api.ts';
import { Button } from '../../ui/Button.tsx';
import { TextAreaField, TextField, inputClass } from '../../ui/Field.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { useTranslator } from '../../core/use-translator.ts';
import { useAdminForm } from '../../ui/form/use-admin-form.ts';
import { useFieldText } from '../../ui/form/use-field-text.ts';
import { Card } from '../../ui/Page.tsx';
import {
  BADGE_CHOICES,
  createProductBodySchema,
  emptyProductFields,
  fieldsOf as savedFieldsOf,
  type AdminProduct,
} from '../../../domain/admin-catalog/product-form.ts';
import type { StockedCell } from '../../../domain/admin-catalog/grid.ts';
import { catalogApi } from '../api/catalog-api.ts';
import { catalogMessages, type CatalogMessageKey } from '../messages/index.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { Num } from '../../ui/Price.tsx';
import { problemText } from '../problem-text.ts';
import { CategoryField } from './CategoryField.tsx';
import { DetailsList } from './DetailsList.tsx';
import { OptionList } from './OptionList.tsx';
import { fieldsOf, valuesOf, type ProductFormValues } from './form-values.ts';
import { TextLanguageSwitch } from './TextLanguageSwitch.tsx';
import { useTextLanguages } from './use-text-languages.ts';
import { LANGUAGE_NAME } from '../language-names.ts';

const BADGE_LABEL: Record<(typeof BADGE_CHOICES)[number], CatalogMessageKey> = {
  none: 'badgeNone',
  new: 'badgeNew',
  bestseller: 'badgeBestseller',
  limited: 'badgeLimited',
};

type Outcome = { kind: 'saved' } | { kind: 'invalid' } | { kind: 'stale' } | { kind: 'failed'; message: string } | null;

type Props = {
  /** null: the create form */
  product: AdminProduct | null;
  categories: string[];
  currency: string;
  onSaved: (product: AdminProduct) => void;
  onCategoriesChanged: (categories: string[]) => void;
  /** re-reads the product (after a stale save or a category rename): answers the latest */
  onReload: () => Promise<AdminProduct | null>;
};

export function ProductForm({ product, categories, currency, onSaved, onCategoriesChanged, onReload }: Props) {
  const { t, locale } = useTranslator(catalogMessages);
  const form = useAdminForm<ProductFormValues>(() => valuesOf(product ? savedFieldsOf(product) : emptyProductFields()));
  const { values, setValues, errors, setErrors, busy: saving } = form;
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [atStake, setAtStake] = useState<StockedCell[] | null>(null);
  const error = useFieldText(errors, { min: 1 });
  // The texts are edited one language at a time: the default one's are the product's own fields.
  const languages = useTextLanguages(values, errors, error, set);
  const { defaultLocale, textLocale, textLocales, setTextLocale, missing, withErrors, inLanguage, textOf } = languages;
  const nameText = textOf('name');
  const descriptionText = textOf('description');
  const detailsText = textOf('details');
  const shippingText = textOf('shippingReturns');

  function set<K extends keyof ProductFormValues>(field: K, value: ProductFormValues[K]) {
    form.setValue(field, value);
    if (outcome?.kind === 'saved') setOutcome(null);
  }

  async function save(confirmStockRemoval = false) {
    const fields = fieldsOf(values, defaultLocale ?? undefined);
    const done = await form.submit(fields, {
      schema: createProductBodySchema,
      send: () => {
        setOutcome(null);
        return product ? catalogApi.save(product.id, fields, product.updatedAt, confirmStockRemoval) : catalogApi.create(fields);
      },
    });
    if (done.kind === 'invalid') setOutcome({ kind: 'invalid' });
    if (done.kind === 'sent') {
      setAtStake(null);
      setValues(valuesOf(savedFieldsOf(done.answer)));
      setOutcome({ kind: 'saved' });
      onSaved(done.answer);
    }
    if (done.kind === 'refused') {
      const e = done.error;
      if (e instanceof AdminApiError && e.code === 'stock_at_stake') setAtStake(cellsOf(e.details));
      else if (e instanceof AdminApiError && e.code === 'stale') setOutcome({ kind: 'stale' });
      else if (e instanceof AdminApiError && Object.keys(e.fields).length > 0) setOutcome({ kind: 'invalid' });
      else setOutcome({ kind: 'failed', message: problemText(e, t, locale) });
    }
  }

  async function reload() {
    const latest = await onReload();
    if (latest) setValues(valuesOf(savedFieldsOf(latest)));
    setErrors({});
    setOutcome(null);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };
  const units = (atStake ?? []).reduce((sum, cell) => sum + cell.stock, 0);

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-product-form>
      {outcome?.kind === 'saved' && <Notice tone="success">{t('saved')}</Notice>}
      {outcome?.kind === 'invalid' && <Notice tone="error">{t('invalid')}</Notice>}
      {outcome?.kind === 'stale' && (
        <Notice
          tone="error"
          action={
            <Button kind="secondary" onClick={() => void reload()} data-reload>
              {t('reload')}
            </Button>
          }
        >
          {t('stale')}
        </Notice>
      )}
      {outcome?.kind === 'failed' && <Notice tone="error">{outcome.message}</Notice>}
      <Card>
        {defaultLocale && (
          <TextLanguageSwitch
            locales={textLocales}
            defaultLocale={defaultLocale}
            current={textLocale ?? defaultLocale}
            missing={missing}
            withErrors={withErrors}
            onChange={setTextLocale}
          />
        )}
        <TextField
          id="name"
          label={textLocale ? t('nameIn', { language: t(LANGUAGE_NAME[textLocale]) }) : t('name')}
          lang={inLanguage.lang}
          dir={inLanguage.dir}
          value={nameText.value}
          placeholder={textLocale ? values.name : undefined}
          error={nameText.error()}
          onChange={(e) => nameText.set(e.target.value)}
          hint={inLanguage.hint ?? (product ? t('productAddress', { path: `\u2066/products/${product.id}\u2069` }) : t('addressHint'))}
          data-text-locale={textLocale ?? defaultLocale ?? undefined}
        />
        <div className="grid grid-cols-2 items-end gap-3">
          <TextField
            id="price"
            label={t('price', { currency })}
            inputMode="numeric"
            dir="ltr"
            value={values.price}
            error={error('price')}
            onChange={(e) => set('price', e.target.value)}
          />
          <TextField
            id="originalPrice"
            label={t('originalPrice', { currency })}
            inputMode="numeric"
            dir="ltr"
            value={values.originalPrice}
            error={error('originalPrice')}
            onChange={(e) => set('originalPrice', e.target.value)}
          />
        </div>
        <p className="-mt-2 text-sm text-muted">{t('originalPriceHint')}</p>
        <CategoryField
          value={values.category}
          onChange={(value) => set('category', value)}
          categories={categories}
          error={error('category')}
          savedCategory={product?.category ?? null}
          onRenamed={(to, list) => {
            onCategoriesChanged(list);
            void onReload().then(() => set('category', to)); // the rename moved the product's updatedAt: adopt it, keep what is typed
          }}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="badge" className="text-sm font-semibold">
            {t('badge')}
          </label>
          <select
            id="badge"
            value={values.badge}
            onChange={(e) => set('badge', e.target.value as ProductFormValues['badge'])}
            className={`${inputClass} pe-8`}
          >
            {BADGE_CHOICES.map((badge) => (
              <option key={badge} value={badge}>
                {t(BADGE_LABEL[badge])}
              </option>
            ))}
          </select>
        </div>
      </Card>
      <Card>
        {textLocale && (
          <p className="text-sm font-semibold" data-texts-in={textLocale}>
            {t('textsIn', { language: t(LANGUAGE_NAME[textLocale]) })}
          </p>
        )}
        <TextAreaField
          id="description"
          label={t('description')}
          lang={inLanguage.lang}
          dir={inLanguage.dir}
          rows={5}
          value={descriptionText.value}
          placeholder={textLocale ? values.description : undefined}
          hint={inLanguage.hint}
          error={descriptionText.error()}
          onChange={(e) => descriptionText.set(e.target.value)}
        />
        <DetailsList
          lines={detailsText.value}
          onChange={(lines) => detailsText.set(lines)}
          error={detailsText.error()}
          lineError={(i) => detailsText.error(`details.${i}`)}
          lang={inLanguage.lang}
        />
        <TextAreaField
          id="shippingReturns"
          label={t('shippingReturns')}
          lang={inLanguage.lang}
          dir={inLanguage.dir}
          rows={3}
          value={shippingText.value}
          placeholder={textLocale ? values.shippingReturns : undefined}
          hint={inLanguage.hint}
          error={shippingText.error()}
          onChange={(e) => shippingText.set(e.target.value)}
        />
      </Card>
      <Card>
        <p className="text-sm text-muted">{t('optionsHint')}</p>
        <OptionList
          id="colors"
          label={t('colors')}
          addLabel={t('newColor')}
          options={values.colors}
          onChange={(o) => set('colors', o)}
          error={error('colors')}
          optionError={(i) => error(`colors.${i}`)}
        />
        <OptionList
          id="sizes"
          label={t('sizes')}
          addLabel={t('newSize')}
          options={values.sizes}
          onChange={(o) => set('sizes', o)}
          error={error('sizes')}
          optionError={(i) => error(`sizes.${i}`)}
        />
      </Card>
      <div className="sticky bottom-0 -mx-4 border-t border-line bg-paper/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0">
        <Button type="submit" disabled={saving} className="w-full sm:w-auto" data-save-product>
          {saving ? t('saving') : product ? t('save') : t('create')}
        </Button>
      </div>
      <ConfirmDialog
        open={atStake !== null}
        title={t('confirmRemoveTitle')}
        confirmLabel={t('confirmRemoveSave')}
        cancelLabel={t('cancel')}
        onConfirm={() => void save(true)}
        onCancel={() => setAtStake(null)}
      >
        <p>{t('confirmRemoveText', { n: units })}</p>
        <ul className="mt-2 flex flex-col gap-1" data-stock-at-stake>
          {(atStake ?? []).map((cell) => (
            <li key={`${cell.size}/${cell.color}`} className="flex justify-between gap-3 rounded bg-paper px-2 py-1">
              <bdi>{[cell.size, cell.color].filter(Boolean).join(' · ')}</bdi>
              <Num n={cell.stock} />
            </li>
          ))}
        </ul>
      </ConfirmDialog>
    </form>
  );
}

/** error.details of a 409 stock_at_stake: { cells: [{ size, color, stock }] } (anything else: none listed). */
function cellsOf(details: unknown): StockedCell[] {
  const cells = (details as { cells?: unknown } | undefined)?.cells;
  return Array.isArray(cells)
    ? cells.filter((c): c is StockedCell => typeof c === 'object' && c !== null && typeof (c as StockedCell).stock === 'number')
    : [];
}
