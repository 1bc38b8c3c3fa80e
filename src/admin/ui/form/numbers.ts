// Number fields are typed as text (what the owner typed stays, even when it is not a number yet)
// and read as numbers only for the schema: empty or malformed text becomes NaN, which it refuses.
export const asNumber = (typed: string): number => (/^\s*-?\d+(\.\d+)?\s*$/.test(typed) ? Number(typed) : Number.NaN);
export const asText = (value: number | null | undefined): string => (value === null || value === undefined ? '' : String(value));
