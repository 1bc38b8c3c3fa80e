import { describe, expect, it } from 'vitest';
import type { PlacesAnswer } from '../../../domain/carriers/admin-api.ts';
import { createParcelsBodySchema } from '../../../domain/carriers/admin-api.ts';
import { centersFor, centersNearestFirst, choiceBody, firstChoice, officeLabel, weightOf } from './parcel-choice.ts';

const places: PlacesAnswer = {
  communes: [
    { id: '1601', name: 'Alger Centre' },
    { id: '1630', name: 'Bab Ezzouar' },
  ],
  centers: [
    { id: '160101', name: 'Agence Alger Centre', communeName: 'Alger Centre' },
    { id: '163001', name: 'Agence Bab Ezzouar', communeName: 'Bab Ezzouar' },
  ],
  suggestedCommuneId: '1630',
  suggestedCenterId: null,
};

describe("the owner's choices before a parcel is created", () => {
  it('preselects what the server matched for certain and leaves the rest to choose', () => {
    expect(firstChoice(places)).toEqual({ communeId: '1630', centerId: '', weight: '1' });
    expect(firstChoice({ ...places, suggestedCommuneId: null }).communeId).toBe('');
  });

  it("lists the chosen commune's offices first, then the wilaya's others", () => {
    expect(centersFor(places, '1630').map((c) => c.id)).toEqual(['163001', '160101']);
    expect(centersFor(places, '').map((c) => c.id)).toEqual(['160101', '163001']);
  });

  it('says the offices are nearest first only when the server measured them from the commune she keeps', () => {
    const measured: PlacesAnswer = { ...places, centersOrder: 'distance' };
    expect(centersNearestFirst(measured, '1630')).toBe(true);
    expect(centersNearestFirst(measured, '1601')).toBe(false);
    expect(centersNearestFirst(measured, '')).toBe(false);
    expect(centersNearestFirst({ ...measured, suggestedCommuneId: null }, '')).toBe(false);
    for (const centersOrder of ['seat', 'name'] as const) expect(centersNearestFirst({ ...places, centersOrder }, '1630')).toBe(false);
    expect(centersNearestFirst(places, '1630')).toBe(false);
  });

  it('names an office with its commune only when its name does not already say it (accents, case and hyphens aside)', () => {
    expect(officeLabel({ name: 'Agence de Bab Ezzouar', communeName: 'Bab Ezzouar' })).toBe('Agence de Bab Ezzouar');
    expect(officeLabel({ name: 'AGENCE BAB-EZZOUAR', communeName: 'Bab Ezzouar' })).toBe('AGENCE BAB-EZZOUAR');
    expect(officeLabel({ name: 'Agence Béjaïa Ihaddaden', communeName: 'Bejaia' })).toBe('Agence Béjaïa Ihaddaden');
    expect(officeLabel({ name: 'Agence Cité 1000 logements', communeName: 'Bab Ezzouar' })).toBe(
      'Agence Cité 1000 logements (Bab Ezzouar)',
    );
    expect(officeLabel({ name: 'Station 16A' })).toBe('Station 16A');
  });

  it('reads a weight typed with a comma or a dot, and nothing else', () => {
    expect(weightOf('1,5')).toBe(1.5);
    expect(weightOf(' 2 ')).toBe(2);
    expect(weightOf('2kg')).toBeNaN();
    expect(weightOf('')).toBeNaN();
  });

  it('sends only what was chosen, an office only for a stop-desk order, and the schema refuses a weight that is not one', () => {
    const choice = { communeId: '1630', centerId: '163001', weight: '1,2' };
    expect(choiceBody(7, choice, 'home')).toEqual({ number: 7, communeId: '1630', weightKg: 1.2 });
    expect(choiceBody(7, choice, 'office')).toEqual({ number: 7, communeId: '1630', centerId: '163001', weightKg: 1.2 });
    const bad = { platform: 'yalidine', orders: [choiceBody(7, { ...choice, weight: 'x' }, 'home')] };
    expect(createParcelsBodySchema.safeParse(bad).success).toBe(false);
  });
});
