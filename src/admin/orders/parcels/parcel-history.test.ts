// The server's own parcel notes, in English in the database, read in the owner's language.
import { expect, it } from 'vitest';
import { translator } from '../../../i18n/messages.ts';
import { parcelNote, parcelUpdates } from './parcel-history.ts';
import { parcelMessages } from './parcel-messages.ts';

it('words the note of a label kept (labels.service.ts) in Arabic, French and English, the tracking as it is', () => {
  const note = 'Label of parcel yal-12AB kept';
  const worded = (['ar', 'fr', 'en'] as const).map((locale) => parcelNote(note, translator(parcelMessages, locale)));
  expect(worded.map((text) => text.replace(/[\u2066-\u2069]/g, ''))).toEqual([
    'حُفظت بطاقة الطرد yal-12AB',
    'Étiquette du colis yal-12AB enregistrée',
    'Label of parcel yal-12AB kept',
  ]);
  // The tracking isolated left to right, so that ZR's "31-QWMPZ3CPHK-ZR" keeps its order in an Arabic line.
  expect(parcelNote('Parcel created at ZR Express: 31-QWMPZ3CPHK-ZR', translator(parcelMessages, 'ar'))).toContain(
    '\u206631-QWMPZ3CPHK-ZR\u2069',
  );
  expect(parcelNote('Parcel 31-QWMPZ3CPHK-ZR cancelled at the carrier', translator(parcelMessages, 'ar'))).toContain(
    '\u206631-QWMPZ3CPHK-ZR\u2069',
  );
  // A note the server did not write stays as the carrier said it.
  expect(parcelNote('Label of parcel', translator(parcelMessages, 'fr'))).toBe('Label of parcel');
});

it("leaves a return's restock line out of the parcel's updates: its move already has the carrier's words, in the owner's language the history and next step say the units are back", () => {
  const at = '2026-11-26T20:08:00.000Z';
  const line = (kind: 'status' | 'restock' | 'parcel', status: 'confirmed' | 'returned', note: string, by: string) =>
    ({ kind, status, note, changes: null, by, at }) as const;
  const updates = parcelUpdates(
    [
      line('parcel', 'confirmed', 'Parcel created at NOEST: ECS1000000001', 'owner@drp.example'),
      line('status', 'returned', 'Return received by partner', 'NOEST'),
      line('restock', 'returned', 'Return received by partner: units back to stock', 'NOEST'),
    ],
    'noest',
    translator(parcelMessages, 'ar'),
  );
  expect(updates.map((u) => [u.note.replace(/[\u2066-\u2069]/g, ''), u.status])).toEqual([
    ['أُنشئ الطرد عند NOEST: ECS1000000001', undefined],
    ['Return received by partner', 'returned'],
  ]);
});

it("words the note of a tracking the carrier answered that another order's parcel holds (create-parcels.service.ts), both numbers left to right", () => {
  const note = "Parcel not recorded: the carrier answered yal-7F3K2Q, which order #10042's parcel holds";
  const worded = (['ar', 'fr', 'en'] as const).map((locale) => parcelNote(note, translator(parcelMessages, locale)));
  expect(worded.map((text) => text.replace(/[\u2066-\u2069]/g, ''))).toEqual([
    'لم يُسجَّل الطرد: أجابت شركة التوصيل بالرقم yal-7F3K2Q، وهو رقم طرد الطلبية #10042',
    'Colis non enregistré : le transporteur a répondu yal-7F3K2Q, que le colis de la commande #10042 a déjà',
    'Parcel not recorded: the carrier answered yal-7F3K2Q, which the parcel of order #10042 already holds',
  ]);
  expect(worded[0]).toContain('\u2066#10042\u2069');
});

it('words the note of a tracking the shop could not keep (create-parcels.service.ts), what was answered left to right, or that none was', () => {
  const note = `Parcel not recorded: the carrier answered "yal-${'X'.repeat(55)}…" as its tracking number`;
  const worded = (['ar', 'fr', 'en'] as const).map((locale) => parcelNote(note, translator(parcelMessages, locale)));
  for (const [i, locale] of (['ar', 'fr', 'en'] as const).entries()) {
    expect(worded[i]).toBe(translator(parcelMessages, locale)('historyUnreadable', { tracking: `\u2066yal-${'X'.repeat(55)}…\u2069` }));
  }
  expect(worded[0]).not.toMatch(/[A-Za-z]{3,}(?![^\u2066]*\u2069)/);
  expect(parcelNote('Parcel not recorded: the carrier answered no tracking number', translator(parcelMessages, 'fr'))).toBe(
    'Colis non enregistré : le transporteur n’a donné aucun numéro de suivi',
  );
});
