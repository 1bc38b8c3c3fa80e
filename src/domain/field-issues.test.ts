import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { fieldPath, issuesByField } from './field-issues.ts';

describe('issuesByField', () => {
  const schema = z.object({ name: z.string().check(z.minLength(2, 'nameTooShort')), lines: z.array(z.object({ quantity: z.number() })) });
  const issues = () => {
    const result = schema.safeParse({ name: 'a', lines: [{ quantity: 'x' }] });
    if (result.success) throw new Error('expected issues');
    return result.error.issues;
  };

  it('keys each field by its path, an issue of the whole object by _form, the first issue of a field winning', () => {
    expect(issuesByField(issues(), (message) => message)).toEqual({ name: 'nameTooShort', 'lines.0.quantity': expect.any(String) });
    expect(
      issuesByField(
        [
          { path: [], message: 'a' },
          { path: [], message: 'b' },
        ],
        (m) => m,
      ),
    ).toEqual({ _form: 'a' });
    expect(fieldPath(['lines', 0, 'quantity'])).toBe('lines.0.quantity');
  });

  it("lets a caller name its fields and turn zod's own words into its generic key", () => {
    const fieldOf = (path: readonly PropertyKey[]) => (path[0] === 'lines' ? 'lines' : 'name');
    expect(issuesByField(issues(), (message, field) => (message === 'nameTooShort' ? message : `${field}Invalid`), fieldOf)).toEqual({
      name: 'nameTooShort',
      lines: 'linesInvalid',
    });
  });
});
