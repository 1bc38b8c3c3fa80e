// Props for an island with many small values (a product's variants, a dictionary of texts), packed
// into one JSON string. Astro serialises island props value by value ([0, "M"], [1, [...]] for each,
// then escapes and hashes the result): for the product page's picker and the header's search box that
// was about 0.75 ms of every product page, a tenth of a 3,000-page build. Packed, the server runs one
// JSON.stringify and the browser one JSON.parse. Plain data only (no Date, Map or Set).
import { useMemo } from 'react';

declare const packedOf: unique symbol;
/** A JSON string that remembers the type it was made from. */
export type Packed<T> = string & { readonly [packedOf]?: T };

export const pack = <T>(props: T): Packed<T> => JSON.stringify(props) as Packed<T>;

export const unpack = <T>(packed: Packed<T>): T => JSON.parse(packed) as T;

/** In the island: the props, parsed once per value of the string. */
export const usePacked = <T>(packed: Packed<T>): T => useMemo(() => unpack(packed), [packed]);
