// A field's error key in the admin's language (a key the server adds later reads as 'invalid').
import { fieldKeyOf, fieldMessages } from '../../core/field-messages.ts';
import { useTranslator } from '../../core/use-translator.ts';
import type { FieldKeys } from './schema-errors.ts';

export function useFieldText(errors: FieldKeys, values: Record<string, number> = {}): (field: string) => string | undefined {
  const { t } = useTranslator(fieldMessages);
  return (field) => {
    const key = errors[field];
    return key === undefined ? undefined : t(fieldKeyOf(key), values);
  };
}
