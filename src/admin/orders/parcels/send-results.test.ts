import { describe, expect, it } from 'vitest';
import type { CreateParcelResult } from '../../../domain/carriers/admin-api.ts';
import { carrierWordsOf, sendOutcome } from './send-results.ts';
import { parcelUpdates } from './parcel-history.ts';
import { translator } from '../../../i18n/messages.ts';
import { parcelMessages } from './parcel-messages.ts';
import { exampleParcel } from '../test-examples.ts';

describe("a send's answer as the owner reads it", () => {
  it('lists a parcel waiting for its validation apart, with its tracking and why in the owner’s words when the shop knows it', () => {
    const results: CreateParcelResult[] = [
      {
        number: 14,
        ok: false,
        code: 'awaiting_validation',
        message: 'The courier’s Ecotrack created parcel ECDHDZ2611260001 but did not confirm its dispatch: quota spent',
        tracking: 'ECDHDZ2611260001',
        waitingFor: 'quota',
      },
    ];
    expect(sendOutcome(results, 'Ecotrack', { parcels: 52, withinMinutes: 3 })).toEqual({
      carrier: 'Ecotrack',
      created: [],
      waiting: [{ number: 14, tracking: 'ECDHDZ2611260001', message: 'quota spent', waitingFor: 'quota' }],
      refused: [],
      finishing: { parcels: 52, withinMinutes: 3 },
    });
    expect(translator(parcelMessages, 'fr')('finishing', { n: 52, minutes: 3 })).toBe(
      'Validation en cours : 52 en attente, tous validés d’eux-mêmes d’ici 3 min, dans le quota du transporteur.',
    );
  });

  it('keeps the created with their tracking and each refused order with its code and the carrier’s words', () => {
    const results: CreateParcelResult[] = [
      { number: 12, ok: true, parcel: exampleParcel({ tracking: 'yal-12AB' }) },
      { number: 13, ok: false, code: 'carrier_refused', message: 'Commune inconnue' },
    ];
    expect(sendOutcome(results, 'Yalidine')).toEqual({
      carrier: 'Yalidine',
      created: [{ number: 12, tracking: 'yal-12AB' }],
      waiting: [],
      refused: [{ number: 13, code: 'carrier_refused', message: 'Commune inconnue' }],
    });
  });
});

describe("a send's reasons", () => {
  it('keeps each refusal’s and each wait’s reason, which the admin words instead of the server’s English', () => {
    const results: CreateParcelResult[] = [
      {
        number: 15,
        ok: false,
        code: 'awaiting_validation',
        message: 'NOEST created parcel ECS2611260001 but did not confirm its dispatch: NOEST refused the order («Erreur»).',
        tracking: 'ECS2611260001',
        reason: { code: 'validation_pending', detail: 'ECS2611260001', said: 'Erreur' },
      },
      {
        number: 16,
        ok: false,
        code: 'carrier_refused',
        message: 'The amount to collect is above what NOEST allows this account («montant doit être inferieur à 20000»).',
        reason: { code: 'amount_too_high', said: 'montant doit être inferieur à 20000' },
      },
    ];
    const outcome = sendOutcome(results, 'NOEST');
    expect(outcome.waiting).toEqual([
      {
        number: 15,
        tracking: 'ECS2611260001',
        message: 'NOEST refused the order («Erreur»).',
        reason: { code: 'validation_pending', detail: 'ECS2611260001', said: 'Erreur' },
      },
    ]);
    expect(outcome.refused).toEqual([
      {
        number: 16,
        code: 'carrier_refused',
        message: expect.any(String),
        reason: { code: 'amount_too_high', said: 'montant doit être inferieur à 20000' },
      },
    ]);
  });
});

describe("a carrier's refusal", () => {
  it("keeps the carrier's own words, without the server's English frame", () => {
    expect(carrierWordsOf('Yalidine refused this parcel: The commune Tazrouk is not deliverable')).toBe(
      'The commune Tazrouk is not deliverable',
    );
    expect(carrierWordsOf('Yalidine refused to cancel yal-12AB: Parcel already picked up')).toBe('Parcel already picked up');
    expect(carrierWordsOf('Yalidine collects at most 150000 DZD per parcel.')).toBe('Yalidine collects at most 150000 DZD per parcel.');
    // A parcel waiting for its validation: the owner's sentence names the carrier, the list shows the tracking.
    expect(
      carrierWordsOf(
        'The courier’s Ecotrack created parcel ECDHDZ2611260001 but did not confirm its dispatch: The courier’s Ecotrack refused the API token.',
      ),
    ).toBe('The courier’s Ecotrack refused the API token.');
    expect(carrierWordsOf('The carrier holds parcel ECDHDZ2611260001 but did not confirm its dispatch: quota spent')).toBe('quota spent');
  });
});

describe("a parcel's updates among the order's history", () => {
  it("keeps the parcel's lines and the carrier's moves, not the owner's, the server's notes in the owner's language", () => {
    const line = (kind: string, by: string, note: string) => ({
      kind,
      by,
      note,
      status: 'shipped',
      changes: null,
      at: '2026-11-26T10:00:00Z',
    });
    const history = [
      line('status', 'owner@shop.dz', 'confirmed on the phone'),
      line('parcel', 'owner@shop.dz', 'Parcel created at Yalidine: yal-12AB'),
      line('parcel', 'Yalidine', 'Tentative échouée: Client absent (reporté)'),
      line('status', 'Yalidine', 'Livré'),
      line('parcel', 'owner@shop.dz', 'Parcel yal-12AB cancelled at the carrier'),
    ] as never[];
    expect(parcelUpdates(history, 'yalidine', translator(parcelMessages, 'fr')).map((u) => u.note)).toEqual([
      'Colis créé chez Yalidine : \u2066yal-12AB\u2069',
      'Tentative échouée: Client absent (reporté)',
      'Livré',
      'Colis \u2066yal-12AB\u2069 annulé chez le transporteur',
    ]);
    expect(parcelUpdates(history, 'yalidine', translator(parcelMessages, 'fr'))[2]).toMatchObject({ status: 'shipped' });
  });
});
