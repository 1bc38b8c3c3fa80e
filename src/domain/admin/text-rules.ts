// The small text rules every admin form shares: field-key messages, plain text, URLs, counts.
import * as z from 'zod/mini';
import type { FieldErrorKey } from './api-errors.ts';

export const key = (k: FieldErrorKey) => ({ error: k });

// Control characters (PostgreSQL refuses NUL) and half an emoji (a lone surrogate, only a
// hand-written JSON escape makes one) are refused; line breaks and tabs are text.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;
export const isCleanText = (text: string) => !CONTROL.test(text) && !LONE_SURROGATE.test(text);

/** Trimmed text up to max characters; '' allowed unless required. */
export const text = (max: number, options: { required?: boolean } = {}) =>
  z
    .string(key('invalid'))
    .check(
      z.trim(),
      ...(options.required ? [z.minLength(1, key('required'))] : []),
      z.maxLength(max, key('tooLong')),
      z.refine(isCleanText, key('plainTextOnly')),
    );

/** '' (none), an http(s) address, or a path on this site ('/images/hero.webp'). */
export const isImageUrl = (value: string) => {
  if (value === '') return true;
  if (/^\/(?!\/)[^\s]*$/.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !/\s/.test(value);
  } catch {
    return false;
  }
};
export const imageUrl = z.string(key('invalid')).check(z.trim(), z.maxLength(500, key('tooLong')), z.refine(isImageUrl, key('invalidUrl')));

/** A whole number between min and max (a form's number input sends a number, never a string). */
export const wholeNumber = (min: number, max: number) =>
  z.number(key('wholeNumber')).check(z.int(key('wholeNumber')), z.gte(min, key('outOfRange')), z.lte(max, key('outOfRange')));

export const adminEmail = z.pipe(
  z.string(key('required')).check(z.trim(), z.toLowerCase(), z.minLength(1, key('required')), z.maxLength(254, key('invalidEmail'))),
  z.email(key('invalidEmail')),
);
