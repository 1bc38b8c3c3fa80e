// NOEST's station (stop-desk) codes: the wilaya's number and a letter. NOEST-23's `GET desks` keys each
// desk zero-padded ("01A") while its `code` says "1A"; its create example answers "wilaya_rank": "16B",
// and its update example sends "code_station": "16B" (docs/carrier-apis.md, "NOEST"). So "1A", "01A"
// and "1a" name one desk: compared by their key, sent as NOEST writes the desk's `code`. Which of the
// two forms `station_code` takes is not settled by any source; the desk's own `code` is what "Use
// /api/public/desks to get the list of available codes" points to. Pure: no I/O.

/** "01A", "1a", " 001A " → "1A"; null when it is no station code. */
export function noestStationKey(code: string): string | null {
  const m = /^0*(\d{1,2})([A-Za-z])$/.exec(code.trim());
  return m ? `${Number(m[1])}${m[2]!.toUpperCase()}` : null;
}

/** Whether two codes name the same desk ("1A" and "01A" do). */
export const sameNoestStation = (a: string, b: string): boolean => {
  const key = noestStationKey(a);
  return key !== null && key === noestStationKey(b);
};

/** The wilaya of a station code ("16A", "1A", the desks' key "01A"), or null. */
export const wilayaOfNoestStation = (code: string): number | null => {
  const key = noestStationKey(code);
  return key ? Number(key.slice(0, -1)) : null;
};
