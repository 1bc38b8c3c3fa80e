// A carrier's reason in the owner's words, for every code the clients send (tests/functions/carrier-refusal-codes.test.ts
// proves the functions answer them): no English sentence in Arabic or French, the carrier's status, a
// tracking and its own words isolated in the sentence, its own words only as a quoted detail.
import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/messages.ts';
import { CARRIER_REASON_CODES, ORDER_FIELDS, carrierReason, type CarrierReason } from '../../domain/carriers/carrier-reason.ts';
import { unreadableTracking } from '../../domain/carriers/tracking.ts';
import { carrierReasonMessages, carrierReasonText, isCarrierReason } from './carrier-reason-text.ts';

const LOCALES = ['ar', 'fr', 'en'] as const;
// Words of the server's English sentences; none may be left in an Arabic or French sentence.
const ENGLISH = /\b(refused|cancel|parcel|holds|validated|the shop|does not|no longer|dispatch|order|answer)\b/i;
const isolated = /[\u2066\u2068][^\u2069]*\u2069/g;

/** Each code with the details a client gives it (tests/functions and the clients' tests show them sent so). */
const EXAMPLES: CarrierReason[] = CARRIER_REASON_CODES.map((code) =>
  carrierReason(code, {
    ...(['parcel_unknown', 'validation_pending', 'tracking_taken'].includes(code) ? { detail: 'ECDHDZ2611260001' } : {}),
    ...(code === 'tracking_taken' ? { order: 1042 } : {}),
    ...(code === 'cancel_too_late' ? { detail: 'Ramassé' } : {}),
    ...(['duplicate_reference', 'twice_in_sending'].includes(code) ? { detail: '00012' } : {}),
    ...(code === 'fields_refused' ? { fields: ['phone', 'commune'], said: 'Le champ téléphone est obligatoire.' } : {}),
    ...(code === 'carrier_refused' ? { said: 'Commune inconnue' } : {}),
  }),
);

describe("a carrier's reason in the owner's words", () => {
  it('words every code in Arabic and French without an English sentence, its details isolated', () => {
    for (const reason of EXAMPLES)
      for (const locale of LOCALES) {
        const text = carrierReasonText(reason, 'Yalidine', translator(carrierReasonMessages, locale));
        if (reason.detail) expect(text).toMatch(new RegExp(`[\u2066\u2068]${reason.detail}\u2069`));
        if (reason.said) expect(text).toContain(`\u2068${reason.said}\u2069`);
        if (locale === 'en') continue;
        const owners = text.replace(isolated, '').replaceAll('Yalidine', '');
        expect(owners, `${locale} ${reason.code}: ${text}`).not.toMatch(ENGLISH);
        if (locale === 'ar') expect(owners.replaceAll('API', '').replace('Stop-desk', ''), text).not.toMatch(/[A-Za-z]{3,}/);
      }
  });

  it("says a cancel refused too late with the carrier's status, reading in its own direction in Arabic", () => {
    const reason = carrierReason('cancel_too_late', { detail: 'Ramassé' });
    expect(carrierReasonText(reason, 'Yalidine', translator(carrierReasonMessages, 'fr'))).toBe(
      'Yalidine n’annule un colis que tant qu’il est en préparation ; celui-ci est maintenant « \u2068Ramassé\u2069 ». Demandez son retour à Yalidine.',
    );
    expect(carrierReasonText(reason, 'Yalidine', translator(carrierReasonMessages, 'ar'))).toBe(
      'لا تلغي Yalidine الطرد إلا ما دام قيد التحضير، وحالته الآن «\u2068Ramassé\u2069». اطلب من Yalidine إرجاعه.',
    );
    // Without a status (Ecotrack's 10001, NOEST's bare refusal), the sentence says it was sent for collection.
    expect(carrierReasonText(carrierReason('cancel_too_late'), 'NOEST', translator(carrierReasonMessages, 'en'))).toBe(
      'NOEST no longer lets the shop cancel this parcel: it has already been sent for collection. Ask NOEST to return it.',
    );
  });

  it('says why a validated Ecotrack or NOEST parcel has no Cancel, and what to ask the carrier instead', () => {
    expect(carrierReasonText(carrierReason('cancel_validated'), 'NOEST', translator(carrierReasonMessages, 'en'))).toBe(
      'NOEST does not cancel a parcel once it is validated, and the shop validates each parcel as soon as it is created. Ask NOEST to cancel it on its side, or to return it if it was already picked up.',
    );
  });

  it('says a tracking number another order holds with both isolated left to right, and that the carrier may have made the parcel', () => {
    const reason = carrierReason('tracking_taken', { detail: 'yal-7F3K2Q', order: 1042 });
    const ar = carrierReasonText(reason, 'Yalidine', translator(carrierReasonMessages, 'ar'));
    expect(ar).toContain('\u2066yal-7F3K2Q\u2069');
    expect(ar).toContain('\u2066#1042\u2069');
    expect(carrierReasonText(reason, 'Yalidine', translator(carrierReasonMessages, 'en'))).toBe(
      'Yalidine answered the tracking number \u2066yal-7F3K2Q\u2069, which the shop already holds for order \u2066#1042\u2069, so it was not recorded for this order. Yalidine may have made a parcel for this order all the same: look for it on Yalidine’s site before sending the order again.',
    );
  });

  it('says a tracking the shop could not keep with what was answered isolated, or that none was given, in ar, fr and en', () => {
    const long = unreadableTracking(`yal-${'X'.repeat(150)}`);
    const blank = unreadableTracking('   ');
    for (const locale of LOCALES) {
      const t = translator(carrierReasonMessages, locale);
      const withValue = carrierReasonText(long, 'Yalidine', t);
      expect(withValue).toContain(`\u2066yal-${'X'.repeat(55)}…\u2069`);
      const none = carrierReasonText(blank, 'Yalidine', t);
      expect(none).not.toBe(carrierReasonText(carrierReason('answer_unreadable'), 'Yalidine', t));
      if (locale === 'en') continue;
      for (const text of [withValue, none]) expect(text.replace(isolated, '').replaceAll('Yalidine', ''), text).not.toMatch(ENGLISH);
    }
    expect(carrierReasonText(blank, 'Yalidine', translator(carrierReasonMessages, 'en'))).toBe(
      'Yalidine gave no tracking number for this parcel, so it was not recorded. Yalidine may have made the parcel all the same: the next Send asks Yalidine for it first; or look for it on Yalidine’s site.',
    );
  });

  it("names the refused fields in the owner's language, and the carrier's words only after her sentence, quoted", () => {
    const reason = carrierReason('fields_refused', { fields: ['phone', 'commune'], said: 'Le champ téléphone est obligatoire.' });
    expect(carrierReasonText(reason, 'NOEST', translator(carrierReasonMessages, 'ar'))).toBe(
      'رفضت NOEST رقم الهاتف، البلدية: صحّح الطلبية وأعد إرسالها. قالت NOEST: «\u2068Le champ téléphone est obligatoire.\u2069»',
    );
    expect(carrierReasonText(carrierReason('fields_refused'), 'NOEST', translator(carrierReasonMessages, 'fr'))).toBe(
      'NOEST a refusé la commande sans dire quel champ ne va pas.',
    );
  });

  it("says any other refusal by the carrier's own words alone, quoted, once", () => {
    const reason = carrierReason('carrier_refused', { said: 'The commune Tazrouk is not deliverable' });
    expect(carrierReasonText(reason, 'Yalidine', translator(carrierReasonMessages, 'ar'))).toBe(
      'رفضت Yalidine: «\u2068The commune Tazrouk is not deliverable\u2069»',
    );
    expect(carrierReasonText(carrierReason('carrier_refused'), 'ZR Express', translator(carrierReasonMessages, 'fr'))).toBe(
      'ZR Express a refusé sans dire pourquoi.',
    );
  });

  it('has a name for every field in every language, and a sentence for every code', () => {
    for (const locale of LOCALES) {
      const t = translator(carrierReasonMessages, locale);
      for (const field of ORDER_FIELDS) expect(t(`field.${field}`)).not.toBe(`field.${field}`);
    }
    for (const code of CARRIER_REASON_CODES) expect(Object.hasOwn(carrierReasonMessages.en, code)).toBe(true);
  });

  it('reads only a reason it knows from an answer (an older or newer server may send another)', () => {
    expect(isCarrierReason({ code: 'cancel_too_late', detail: 'Ramassé' })).toBe(true);
    expect(isCarrierReason({ code: 'something_new' })).toBe(false);
    expect(isCarrierReason({ code: 'said' })).toBe(false);
    expect(isCarrierReason('cancel_too_late')).toBe(false);
    expect(isCarrierReason(null)).toBe(false);
  });
});
