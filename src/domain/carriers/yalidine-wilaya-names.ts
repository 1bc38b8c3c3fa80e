// Yalidine's own spelling of a wilaya, where it differs from the official French name the shop keeps.
// Its create (API and bulk-import file alike) takes a wilaya only as its /wilayas list spells it, and
// refuses the whole batch otherwise (docs/carrier-apis.md, "Lists", source YAL-WIL). The API path reads
// the live list; the file is written without it, so it uses this table of the two that differ.
const YALIDINE_SPELLING: Readonly<Record<number, string>> = {
  34: 'Bordj Bou Arreridj',
  58: 'El Menia',
};

/** The wilaya's name as Yalidine's list spells it. */
export function yalidineWilayaName(code: string | number, officialName: string): string {
  return YALIDINE_SPELLING[Number(code)] ?? officialName;
}
