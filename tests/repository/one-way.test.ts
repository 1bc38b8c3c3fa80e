// One way for each cross-cutting need (issue 23): each helper the shop needs in many places exists
// once, and every file reaches for that one. These read the source as text: a second copy written
// later fails here with the file that holds it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const codeFiles = (dir: string): string[] =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|mjs|astro)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(dir, file));
const codeFilesWithTests = (dir: string): string[] =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => join(dir, file));
const shopCode = () => [...codeFiles('src'), ...codeFiles('netlify'), ...codeFiles('scripts'), 'astro.config.mjs'];
const holding = (files: string[], pattern: RegExp) => files.filter((file) => pattern.test(readFileSync(join(root, file), 'utf8')));

describe('one Queryable', () => {
  it('is declared once, in src/server/db/queryable.ts, and no transaction is cast to the pool', () => {
    expect(holding(shopCode(), /type Queryable\s*=/)).toEqual(['src/server/db/queryable.ts']);
    expect(holding(shopCode(), /as unknown as Sql\b/)).toEqual([]);
  });
});

describe('one environment module', () => {
  it('is the only reader of process.env in src, netlify, scripts and astro.config.mjs (scripts may still set a variable for what they start)', () => {
    const reads = /process\.env\.[A-Z][A-Z0-9_]*\b(?!\s*(\?\?)?=(?!=))|=\s*process\.env\b|\(process\.env\)|entries\(process\.env\)/;
    expect(holding(shopCode(), reads)).toEqual(['src/server/env.ts']);
  });
});

describe('one CSV writer and reader', () => {
  it('is src/server/csv/spreadsheet-csv.ts: nothing else uses csv-parse or csv-stringify or quotes a CSV cell by hand', () => {
    expect(holding(shopCode(), /from 'csv-(parse|stringify)/)).toEqual(['src/server/csv/spreadsheet-csv.ts']);
    expect(holding(shopCode(), /replace(All)?\(\/?"\/?g?,? ?'""'\)|split\('\\n'\)[\s\S]{0,80}split\(','\)/)).toEqual([]);
  });
});

describe('one folder of Astro integrations', () => {
  it('src/integrations holds every integration the config adds, and the config imports no script', () => {
    expect(holding(shopCode(), /AstroIntegration\b/).filter((file) => !file.startsWith('src/integrations/'))).toEqual([]);
    expect(readFileSync(join(root, 'astro.config.mjs'), 'utf8')).not.toMatch(/from '\.\/scripts\//);
  });
});

describe('one placeholder filler', () => {
  it('is fill (src/i18n/messages.ts): no other file fills {placeholders} itself', () => {
    const fillers = holding(shopCode(), /\\\{\(\\w\+\)\\\}|\.replace\('\{n\}'/);
    expect(fillers).toEqual(['src/i18n/messages.ts']);
  });
});

describe('unit tests in one place', () => {
  it('sit beside the file they test (tests/unit is gone; tests/repository checks the repository as a whole), and no two unit tests share a name', () => {
    const tests = [...codeFilesWithTests('src'), ...codeFilesWithTests('scripts'), ...codeFilesWithTests('tests/repository')];
    expect(existsSync(join(root, 'tests/unit')) ? readdirSync(join(root, 'tests/unit')) : []).toEqual([]);
    const names = tests.map((file) => file.split('/').pop());
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });
});

describe('one zod-issues-to-fields mapper', () => {
  it("is issuesByField (src/domain/field-issues.ts): nothing else walks a schema's issues into fields", () => {
    const mappers = holding(shopCode(), /for \(const issue of issues\)/);
    expect(mappers).toEqual(['src/domain/field-issues.ts']);
  });
});

describe('one Algiers-time formatter', () => {
  it("is src/admin/ui/shop-time.ts: no other admin file formats a time on the shop's clock itself", () => {
    const formatters = holding(codeFiles('src/admin'), /timeZone: /);
    expect(formatters).toEqual(['src/admin/ui/shop-time.ts']);
  });
});

describe("one refusal in the owner's words", () => {
  it("is refusalText (src/admin/ui/problem-text.ts): the areas' problemText only give it their words", () => {
    expect(holding(codeFiles('src/admin'), /instanceof AdminApiError/).filter((file) => /problem-text/.test(file))).toEqual([
      'src/admin/ui/problem-text.ts',
    ]);
  });
});

describe('one dictionary layout', () => {
  it('a dictionary is a messages.ts, or (split by language) a messages/ folder whose index.ts defines it: never both side by side', () => {
    const beside = codeFiles('src').filter((file) => file.endsWith('/messages.ts') && existsSync(join(root, file.replace(/\.ts$/, ''))));
    expect(beside).toEqual([]);
    expect(codeFiles('src').filter((file) => /\/messages\/index\.ts$/.test(file)).length).toBeGreaterThan(0);
  });
});
