// What Ecotrack's statuses mean for the order: every slug ECO-PM (Ecotrack's Postman collection)
// lists for get/orders/status, the French labels of get/trackings/info, the accented slug get/orders
// shows ("payé_et_archivé"), couriers' own words (DZS: "Sorti en livraison"), and the failed attempt
// of ECO-PM's get/orders/status example (status en_preparation, reason "Client ne réponds pas").
import { describe, expect, it } from 'vitest';
import { activityInstant, outcomeOfEcotrackStatus, plainLabel, readEcotrackStatus } from './ecotrack-statuses.ts';

describe('outcomeOfEcotrackStatus', () => {
  it('gives every documented get/orders/status slug an outcome', () => {
    const documented = {
      prete_a_expedier: 'created',
      en_ramassage: 'created',
      en_preparation_stock: 'picked_up',
      vers_hub: 'picked_up',
      en_hub: 'picked_up',
      vers_wilaya: 'picked_up',
      en_preparation: 'picked_up',
      en_livraison: 'out_for_delivery',
      suspendu: 'failed_attempt',
      livre_non_encaisse: 'delivered',
      encaisse_non_paye: 'delivered',
      paiements_prets: 'delivered',
      paye_et_archive: 'delivered',
      retour_chez_livreur: 'returning',
      retour_transit_entrepot: 'returning',
      retour_en_traitement: 'returning',
      retour_recu: 'returned',
      retour_archive: 'returned',
      annule: 'cancelled',
    };
    expect(Object.fromEntries(Object.keys(documented).map((slug) => [slug, outcomeOfEcotrackStatus(slug)]))).toEqual(documented);
  });

  it('reads the French labels of get/trackings/info and the accented slug of get/orders as their slugs', () => {
    expect(outcomeOfEcotrackStatus('Prêt à expédier')).toBe('created');
    expect(outcomeOfEcotrackStatus('Vers wilaya')).toBe('picked_up');
    expect(outcomeOfEcotrackStatus('Suspendus')).toBe('failed_attempt');
    expect(outcomeOfEcotrackStatus('Livre encaissé non payé')).toBe('delivered');
    expect(outcomeOfEcotrackStatus('Paiement prêt')).toBe('delivered');
    expect(outcomeOfEcotrackStatus('payé_et_archivé')).toBe('delivered');
    expect(outcomeOfEcotrackStatus('Retours en traitement')).toBe('returning');
    expect(outcomeOfEcotrackStatus('Retours reçu')).toBe('returned');
  });

  it("reads a courier's own word for out for delivery, and knows nothing of a label no source shows", () => {
    expect(outcomeOfEcotrackStatus('Sorti en livraison')).toBe('out_for_delivery');
    expect(outcomeOfEcotrackStatus('sorti_en_livraison')).toBe('out_for_delivery');
    expect(outcomeOfEcotrackStatus('En cours de livraison')).toBe('out_for_delivery');
    expect(outcomeOfEcotrackStatus('Colis égaré au dépôt')).toBeNull();
    expect(plainLabel('  Livré non encaissé ')).toBe('livre_non_encaisse');
  });
});

describe('readEcotrackStatus', () => {
  const attempt = { reason: 'Client ne réponds pas', details: '', date: '2025-07-16', time: '02:08:51', postponed_to: null };
  const absent = {
    reason: 'Le client est absent',
    details: 'test 000029',
    date: '2025-07-16',
    time: '02:09:11',
    postponed_to: '2025-07-19',
  };
  const remark = {
    reason: 'Écrire une remarque',
    details: 'another test',
    date: '2025-07-16',
    time: '02:09:20',
    postponed_to: '2025-07-19',
  };

  it('reads the documented example as a failed attempt with its reason, dated on the Algiers clock', () => {
    expect(readEcotrackStatus('en_preparation', [attempt])).toEqual({
      outcome: 'failed_attempt',
      reason: 'Client ne réponds pas',
      at: '2025-07-16T01:08:51.000Z',
    });
  });

  it('keeps the latest attempt through a remark written after it, with the day it is put off to', () => {
    expect(readEcotrackStatus('en_preparation', [attempt, absent, remark])).toEqual({
      outcome: 'failed_attempt',
      reason: 'Le client est absent (reporté au 2025-07-19)',
      at: '2025-07-16T01:09:11.000Z',
    });
  });

  it('does not make an attempt of a remark, nor of an old attempt once the parcel is out again or delivered', () => {
    expect(readEcotrackStatus('en_preparation', [remark])).toEqual({ outcome: 'picked_up' });
    expect(readEcotrackStatus('en_livraison', [attempt])).toEqual({ outcome: 'out_for_delivery' });
    expect(readEcotrackStatus('livre_non_encaisse', [attempt])).toEqual({ outcome: 'delivered' });
    expect(readEcotrackStatus('Statut maison', [attempt])).toBeNull();
  });

  it('dates an activity line only when its date and time are well formed', () => {
    expect(activityInstant({ date: '2026-11-26', time: '09:30' })).toBe('2026-11-26T08:30:00.000Z');
    expect(activityInstant({ date: '26/11/2026', time: '09:30:00' })).toBeNull();
  });
});
