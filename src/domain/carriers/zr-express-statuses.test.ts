// ZR Express's states read as the shop's outcomes. No stand-in here (a pure map); the slugs are those
// docs/carrier-apis.md records from ZR-AUDIT (CodFlow's audit of ZR's live API); any other slug is
// 'other' (no source names a return's or a cancel's slug).
import { describe, expect, it } from 'vitest';
import { ZR_STATE_OUTCOMES, zrOutcome, zrSlug } from './zr-express-statuses.ts';

describe('ZR Express statuses', () => {
  it('maps every slug ZR-AUDIT saw, and folds a label into its slug', () => {
    expect(zrSlug('Livré')).toBe('livre');
    expect(zrSlug(' Confirmé au bureau ')).toBe('confirme_au_bureau');
    expect(zrOutcome({ state: { name: 'commande_recue', description: 'Commande reçue' } })).toEqual({
      outcome: 'created',
      carrierStatus: 'Commande reçue',
    });
    expect(zrOutcome({ state: { name: 'vers_wilaya' } })).toEqual({ outcome: 'picked_up', carrierStatus: 'vers_wilaya' });
    expect(zrOutcome({ state: { name: 'en_livraison' } })?.outcome).toBe('out_for_delivery');
    for (const paid of ['livre', 'encaisse', 'recouvert']) expect(zrOutcome({ state: { name: paid } })?.outcome).toBe('delivered');
    expect(Object.keys(ZR_STATE_OUTCOMES)).toHaveLength(14);
  });

  it('a situation on a parcel in ZR hands is a failed attempt with its reason; before pickup it is the confirmation call, not a failure', () => {
    const absent = { name: 'client_absent', description: 'Client absent' };
    expect(zrOutcome({ state: { name: 'en_livraison', description: 'En livraison' }, situation: absent })).toEqual({
      outcome: 'failed_attempt',
      carrierStatus: 'En livraison',
      reason: 'Client absent',
    });
    expect(zrOutcome({ state: { name: 'appel_confirmation' }, situation: absent })).toEqual({
      outcome: 'created',
      carrierStatus: 'appel_confirmation',
    });
  });

  it('the parcel fields speak before the slug: isReturn is returning, returnedAt returned, deliveredAt delivered', () => {
    expect(zrOutcome({ state: { name: 'en_livraison' }, isReturn: true })?.outcome).toBe('returning');
    expect(zrOutcome({ state: { name: 'tenant_own_slug' }, isReturn: true, returnedAt: '2026-11-26T10:00:00Z' })?.outcome).toBe('returned');
    expect(zrOutcome({ state: { name: 'tenant_own_slug' }, deliveredAt: '2026-11-26T10:00:00Z' })?.outcome).toBe('delivered');
  });

  it('a slug no source documents is "other" with ZR\'s own word: never guessed as delivered, returned or cancelled', () => {
    expect(zrOutcome({ state: { name: 'tenant_own_slug' } })).toEqual({ outcome: 'other', carrierStatus: 'tenant_own_slug' });
    for (const [slug, word] of [
      ['retourne', 'Retourné'],
      ['retour_en_cours', 'Retour en cours'],
      ['annule', 'Annulé'],
    ])
      expect(zrOutcome({ state: { name: slug!, description: word } })).toEqual({ outcome: 'other', carrierStatus: word });
    // A situation on an unread state is not read as a failed attempt either.
    expect(zrOutcome({ state: { name: 'odd' }, situation: { name: 'client_absent' } })?.outcome).toBe('other');
  });
});
