// The product editor's texts in one language at a time (the language switch): the default language's
// are the product's own fields, the others its translations. Which languages are missing, which hold an
// error, and each text field's value, error and change in the language shown.
import { useState } from 'react';
import { useTranslator } from '../../core/use-translator.ts';
import type { FieldKeys } from '../../ui/form/schema-errors.ts';
import { missingLanguages } from '../../../domain/catalog/product-texts.ts';
import { LOCALES, directionOf, type Locale } from '../../../i18n/locales.ts';
import { catalogMessages } from '../messages/index.ts';
import { LANGUAGE_NAME } from '../language-names.ts';
import { useDefaultLocale } from '../use-default-locale.ts';
import type { ProductFormValues, TypedTexts } from './form-values.ts';

export function useTextLanguages(
  values: ProductFormValues,
  errors: FieldKeys,
  error: (path: string) => string | undefined,
  set: <K extends keyof ProductFormValues>(field: K, value: ProductFormValues[K]) => void,
) {
  const { t } = useTranslator(catalogMessages);
  const defaultLocale = useDefaultLocale();
  const [chosenLocale, setTextLocale] = useState<Locale | null>(null);
  const textLocale = defaultLocale && chosenLocale && chosenLocale !== defaultLocale ? chosenLocale : null;
  const textLocales = defaultLocale ? [defaultLocale, ...LOCALES.filter((l) => l !== defaultLocale)] : [];
  const missing = defaultLocale ? missingLanguages(values, values.translations, LOCALES, defaultLocale) : [];
  const withErrors = textLocales.filter((l) =>
    Object.keys(errors).some((path) =>
      l === defaultLocale ? /^(name|description|details|shippingReturns)(\.|$)/.test(path) : path.startsWith(`translations.${l}.`),
    ),
  );
  const defaultName = defaultLocale ? t(LANGUAGE_NAME[defaultLocale]) : '';
  /** A text field in the language shown: its value, its error, its change. */
  function textOf<F extends keyof TypedTexts>(field: F) {
    if (!textLocale) {
      return {
        value: values[field],
        error: (path = field as string) => error(path),
        set: (v: TypedTexts[F]) => set(field, v as ProductFormValues[F]),
      };
    }
    return {
      value: values.translations[textLocale][field],
      error: (path = field as string) => error(`translations.${textLocale}.${path}`),
      set: (v: TypedTexts[F]) =>
        set('translations', { ...values.translations, [textLocale]: { ...values.translations[textLocale], [field]: v } }),
    };
  }
  const inLanguage = textLocale
    ? { lang: textLocale, dir: directionOf(textLocale), hint: t('fallsBackTo', { language: defaultName }) }
    : { dir: 'auto' as const, hint: undefined };
  return { defaultLocale, textLocale, textLocales, setTextLocale, missing, withErrors, inLanguage, textOf };
}
