import { describe, expect, it } from 'vitest';
import { YALIDINE_STATUSES } from '../../../tests/carriers/stand-ins/yalidine/index.ts';
import { PARCEL_OUTCOMES } from './outcomes.ts';
import { YALIDINE_STATUS_LABELS, yalidineInstant, yalidineOutcome, yalidineTracking } from './yalidine-statuses.ts';

describe('Yalidine statuses', () => {
  it('maps every status Yalidine documents (the stand-in serves the same list) to an outcome', () => {
    for (const status of YALIDINE_STATUSES) expect(PARCEL_OUTCOMES, status).toContain(yalidineOutcome(status));
    expect([...YALIDINE_STATUS_LABELS].sort()).toEqual([...YALIDINE_STATUSES].sort());
  });

  it.each([
    ['En préparation', 'created'],
    ['Ramassé', 'picked_up'],
    ['Reçu à Wilaya', 'picked_up'],
    ['Sorti en livraison', 'out_for_delivery'],
    ['En attente du client', 'out_for_delivery'],
    ['Tentative échouée', 'failed_attempt'],
    ['Livré', 'delivered'],
    ['Echèc livraison', 'returning'],
    ['Retour vers vendeur', 'returning'],
    ['Retourné au vendeur', 'returned'],
  ])('%s → %s', (status, outcome) => {
    expect(yalidineOutcome(status)).toBe(outcome);
  });

  it('only "Retourné au vendeur" is back at the shop: every other "Retour …" is still on its way', () => {
    const returns = YALIDINE_STATUSES.filter((s) => s.startsWith('Retour'));
    expect(returns.filter((s) => yalidineOutcome(s) === 'returned')).toEqual(['Retourné au vendeur']);
  });

  it('reads the label whatever its case, accents and spacing; an undocumented label is unknown', () => {
    expect(yalidineOutcome('Echec livraison')).toBe('returning');
    expect(yalidineOutcome('  tentative   ECHOUEE ')).toBe('failed_attempt');
    expect(yalidineOutcome('livre')).toBe('delivered');
    expect(yalidineOutcome('in delivery')).toBeNull();
    expect(yalidineOutcome('')).toBeNull();
  });

  it("Yalidine's instants are Algeria's time (UTC+1)", () => {
    expect(yalidineInstant('2022-12-17 01:48:09')).toBe('2022-12-17T00:48:09.000Z');
    expect(yalidineInstant('2026-05-09 14:55')).toBe('2026-05-09T13:55:00.000Z');
    expect(yalidineInstant('17/12/2022')).toBeNull();
    expect(yalidineInstant(null)).toBeNull();
  });

  it('one spelling of a tracking: "YAL-123456" (the webhook guide) and "yal-123456" are one parcel', () => {
    expect(yalidineTracking('YAL-12345a')).toBe('yal-12345A');
    expect(yalidineTracking(' yal-64BPEK ')).toBe('yal-64BPEK');
  });
});
