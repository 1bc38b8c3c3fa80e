// The server's own parcel notes, in English in the database, read in the owner's language.
import { expect, it } from 'vitest';
import { translator } from '../../../i18n/messages.ts';
import { parcelNote } from './parcel-history.ts';
import { parcelMessages } from './parcel-messages.ts';

it('words the note of a label kept (labels.service.ts) in Arabic, French and English, the tracking as it is', () => {
  const note = 'Label of parcel yal-12AB kept';
  const worded = (['ar', 'fr', 'en'] as const).map((locale) => parcelNote(note, translator(parcelMessages, locale)));
  expect(worded.map((text) => text.replace(/[\u2066-\u2069]/g, ''))).toEqual([
    'حُفظت بطاقة الطرد yal-12AB',
    'Étiquette du colis yal-12AB enregistrée',
    'Label of parcel yal-12AB kept',
  ]);
  // A note the server did not write stays as the carrier said it.
  expect(parcelNote('Label of parcel', translator(parcelMessages, 'fr'))).toBe('Label of parcel');
});
