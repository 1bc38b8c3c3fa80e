import { describe, expect, it } from 'vitest';
import { createProductBodySchema, emptyProductFields } from '../../../domain/admin-catalog/product-form.ts';
import { fieldsOf, valuesOf, withOption } from './form-values.ts';

describe('the product form’s typed values', () => {
  it('starts empty with empty price boxes, and reads typed prices with their spaces', () => {
    const values = valuesOf(emptyProductFields());
    expect(values.price).toBe('');
    expect(values.originalPrice).toBe('');
    const fields = fieldsOf({ ...values, name: 'Linen shirt', category: 'Shirts', price: '3 900', originalPrice: '' });
    expect(fields.price).toBe(3900);
    expect(fields.originalPrice).toBeNull();
    expect(createProductBodySchema.safeParse(fields).success).toBe(true);
  });

  it('keeps a malformed price as text and lets the shared schema refuse it on the price field', () => {
    const fields = fieldsOf({ ...valuesOf(emptyProductFields()), name: 'Shirt', category: 'Shirts', price: '12,5', originalPrice: 'abc' });
    const result = createProductBodySchema.safeParse(fields);
    expect(result.success).toBe(false);
    const paths = result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['price', 'originalPrice']));
  });

  it('adds a size or colour once, whatever its case, and never an empty one', () => {
    expect(withOption(['S', 'M'], ' L ')).toEqual({ options: ['S', 'M', 'L'], taken: false });
    expect(withOption(['Black'], 'black')).toEqual({ options: ['Black'], taken: true });
    expect(withOption(['Black'], '  ')).toEqual({ options: ['Black'], taken: false });
  });

  it('round-trips a saved product', () => {
    const saved = {
      ...emptyProductFields(),
      name: 'Tee',
      category: 'T-Shirts',
      price: 2500,
      originalPrice: 3000,
      colors: ['Black'],
      sizes: ['M'],
    };
    expect(createProductBodySchema.parse(fieldsOf(valuesOf(saved)))).toEqual(saved);
  });

  it('sends the other languages as typed, the default one apart, and the schema keeps only what was written', () => {
    const values = valuesOf({
      ...emptyProductFields(),
      name: 'Tee',
      category: 'T-Shirts',
      price: 2500,
      translations: { ar: { name: 'تيشيرت' } },
    });
    expect(values.translations.ar).toEqual({ name: 'تيشيرت', description: '', details: [], shippingReturns: '' });
    values.translations.fr = { name: '  ', description: 'Coton épais ', details: ['', 'Coton'], shippingReturns: '' };
    values.translations.en.name = 'Ignored: English is the default';
    const fields = fieldsOf(values, 'en');
    expect(Object.keys(fields.translations ?? {})).toEqual(['ar', 'fr']);
    expect(createProductBodySchema.parse(fields).translations).toEqual({
      ar: { name: 'تيشيرت' },
      fr: { description: 'Coton épais', details: ['Coton'] },
    });
  });

  it('refuses a translated name longer than the name itself may be, on its own path', () => {
    const values = valuesOf({ ...emptyProductFields(), name: 'Tee', category: 'T-Shirts', price: 2500 });
    values.translations.ar.name = 'ا'.repeat(201);
    const result = createProductBodySchema.safeParse(fieldsOf(values, 'en'));
    expect(result.success ? [] : result.error.issues.map((i) => i.path.join('.'))).toEqual(['translations.ar.name']);
  });
});
