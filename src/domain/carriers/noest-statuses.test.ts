// What NOEST's activity means for the order: NOEST-23's event list ("📋 Event List": upload,
// customer_validation, fdr_activated, mise_a_jour "Delivery attempt", livre and livred, the return
// events, the payment events), its two get/trackings/info examples (lines without event_key; a
// return_dispatched_to_partenaire), and DZS `noest.md`'s trap: payment events are not movement.
import { describe, expect, it } from 'vitest';
import { noestInstant, readNoestActivity, type NoestActivity } from './noest-statuses.ts';

const line = (event_key: string, date = '2026-11-26 09:15:30', event = event_key, remarque?: string): NoestActivity => ({
  event,
  event_key,
  date,
  ...(remarque ? { remarque } : {}),
});

describe('readNoestActivity', () => {
  it('reads the latest movement of each documented kind', () => {
    const cases: [string, string][] = [
      ['upload', 'created'],
      ['customer_validation', 'created'],
      ['validation_collect_colis', 'picked_up'],
      ['validation_reception', 'picked_up'],
      ['fdr_activated', 'out_for_delivery'],
      ['sent_to_redispatch', 'out_for_delivery'],
      ['mise_a_jour', 'failed_attempt'],
      ['livre', 'delivered'],
      ['livred', 'delivered'],
      ['return_asked_by_hub', 'returning'],
      ['return_dispatched_to_partenaire', 'returning'],
      ['livraison_echoue_recu', 'returned'],
      ['return_validated_by_partener', 'returned'],
    ];
    for (const [key, outcome] of cases) expect(readNoestActivity([line('upload'), line(key)])?.outcome, key).toBe(outcome);
  });

  it('passes over payment events and edits: a delivered parcel the courier then pays stays delivered', () => {
    const reading = readNoestActivity([
      line('upload', '2026-11-20 10:00:00'),
      line('livred', '2026-11-24 16:40:00', 'Delivered'),
      line('verssement_admin_cust', '2026-11-25 09:00:00'),
      line('validation_reception_cash_by_partener', '2026-11-26 09:00:00'),
      line('edit_price', '2026-11-26 10:00:00'),
    ]);
    expect(reading).toEqual({ outcome: 'delivered', carrierStatus: 'Delivered', at: '2026-11-24T15:40:00.000Z' });
  });

  it("gives a failed attempt its driver's words, and its time on the Algiers clock", () => {
    const reading = readNoestActivity([
      line('fdr_activated'),
      line('mise_a_jour', '2026-11-26 11:05:00', 'Delivery attempt', 'Client ne répond pas'),
    ]);
    expect(reading).toEqual({
      outcome: 'failed_attempt',
      carrierStatus: 'Delivery attempt',
      reason: 'Client ne répond pas',
      at: '2026-11-26T10:05:00.000Z',
    });
  });

  it("reads NOEST-23's first example, whose lines have no event_key, by their words", () => {
    const reading = readNoestActivity([
      { event: 'Uploaded to system', date: '2024-01-15 12:45:04' },
      { event: 'Validated', date: '2024-01-15 13:20:15' },
    ]);
    expect(reading).toEqual({ outcome: 'created', carrierStatus: 'Validated', at: '2024-01-15T12:20:15.000Z' });
  });

  it('leaves the order where it is for an undocumented latest event, or no activity', () => {
    expect(readNoestActivity([line('fdr_activated'), line('teleported_to_mars')])).toBeNull();
    expect(readNoestActivity([])).toBeNull();
    expect(readNoestActivity([line('verssement_admin_cust')])).toBeNull();
  });
});

describe('noestInstant', () => {
  it('reads "YYYY-MM-DD HH:mm:ss" on the Algiers clock, and nothing else', () => {
    expect(noestInstant('2026-07-01 00:30:00')).toBe('2026-06-30T23:30:00.000Z');
    expect(noestInstant('yesterday')).toBeNull();
  });
});
