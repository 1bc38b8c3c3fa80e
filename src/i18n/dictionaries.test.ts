// Every dictionary (defineMessages, shopper and admin) gives every language the same keys, and no
// language leaves a text empty. The files are found by their text, so a new dictionary anywhere under
// src is checked without being listed here.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales.ts';

const root = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const dictionaryFiles = sourceFiles(root).filter(
  (file) => /\bdefineMessages\(/.test(readFileSync(file, 'utf8')) && !file.endsWith(join('i18n', 'messages.ts')),
);

type Dictionaries = Record<string, Record<string, string>>;
const isDictionaries = (value: unknown): value is Dictionaries =>
  typeof value === 'object' && value !== null && LOCALES.every((l) => typeof (value as Record<string, unknown>)[l] === 'object');

const placeholders = (text: string) => new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));

it('finds the shopper and the admin dictionaries', () => {
  const names = dictionaryFiles.map((f) => relative(root, f));
  expect(names).toEqual(
    expect.arrayContaining([
      'admin/core/messages.ts',
      'admin/settings/messages/index.ts',
      'features/shop/messages.ts',
      'domain/orders/messages.ts',
    ]),
  );
});

describe.each(dictionaryFiles.map((file) => [relative(root, file), file]))('%s', (_name, file) => {
  it('has every key in every language, none empty, and French fills the placeholders English does', async () => {
    const module = (await import(file)) as Record<string, unknown>;
    const dictionaries = Object.entries(module).filter((entry): entry is [string, Dictionaries] => isDictionaries(entry[1]));
    // Each defineMessages call of the file is exported and checked here.
    expect(dictionaries.length).toBe(readFileSync(file, 'utf8').match(/\bdefineMessages\(/g)?.length);
    for (const [exportName, dictionary] of dictionaries) {
      const keys = new Set(LOCALES.flatMap((l) => Object.keys(dictionary[l] ?? {})));
      for (const locale of LOCALES) {
        const missing = [...keys].filter((key) => !(key in dictionary[locale]!));
        expect(missing, `${exportName}.${locale} lacks`).toEqual([]);
        const empty = [...keys].filter((key) => !dictionary[locale]![key]?.trim());
        expect(empty, `${exportName}.${locale} leaves empty`).toEqual([]);
      }
      // French is written from the English: it fills the same {placeholders}, so none stays visible as
      // {name} and no value the shopper needs (a price, a count) is dropped.
      for (const key of keys) {
        expect([...placeholders(dictionary.fr![key]!)].sort(), `${exportName}.fr.${key}`).toEqual(
          [...placeholders(dictionary.en![key]!)].sort(),
        );
      }
    }
  });
});
