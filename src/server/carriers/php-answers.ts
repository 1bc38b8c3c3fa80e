// What the Laravel (PHP) carrier APIs answer, as zod pieces their parsers share (Ecotrack, NOEST):
// PHP writes numbers as text at times, and an empty map as [] (or a list as a map keyed "0","1",…).
import * as z from 'zod/mini';

/** A text field that may come as a number, or be null or missing ('' then). */
export const text = z.pipe(
  z.optional(z.nullable(z.union([z.string(), z.number()]))),
  z.transform((value) => (value === undefined || value === null ? '' : String(value))),
);

const mapOr = <T extends z.core.$ZodType, A extends z.core.$ZodType>(value: T, asArray: A) =>
  z.union([z.record(z.string(), value), asArray]);

/** A PHP map: an object, or [] when it is empty. */
export const phpMap = <T extends z.core.$ZodType>(value: T) =>
  mapOr(
    value,
    z.pipe(
      z.array(z.unknown()).check(z.maxLength(0)),
      z.transform(() => ({}) as Record<string, z.output<T>>),
    ),
  );

/** A PHP map keyed "0","1",…: an object, or an array (its indexes as keys). */
export const phpIndexedMap = <T extends z.core.$ZodType>(value: T) =>
  mapOr(
    value,
    z.pipe(
      z.array(value),
      z.transform((rows) => Object.fromEntries(rows.map((row, i) => [String(i), row])) as Record<string, z.output<T>>),
    ),
  );
