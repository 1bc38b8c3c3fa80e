// What the owner chooses before a parcel is created, from the carrier's own lists: the commune (the
// one matched to the order's preselected, none when no match is certain, so the owner is asked), the
// office for a stop-desk delivery (the suggested one, else the commune's own offices first), a weight.
import type { PlaceView, PlacesAnswer } from '../../../domain/carriers/admin-api.ts';
import { foldPlaceName } from '../../../domain/carriers/place-match.ts';

export type ParcelChoice = { communeId: string; centerId: string; weight: string };

export const DEFAULT_WEIGHT = '1';

export const firstChoice = (places: PlacesAnswer): ParcelChoice => ({
  communeId: places.suggestedCommuneId ?? '',
  centerId: places.suggestedCenterId ?? '',
  weight: DEFAULT_WEIGHT,
});

/** The offices in the chosen commune first (the nearest), then the wilaya's others in the carrier's order. */
export function centersFor(places: PlacesAnswer, communeId: string): PlaceView[] {
  const commune = places.communes.find((c) => c.id === communeId)?.name.toLowerCase();
  if (!commune) return places.centers;
  const here = places.centers.filter((c) => c.communeName?.toLowerCase() === commune);
  return [...here, ...places.centers.filter((c) => !here.includes(c))];
}

/**
 * Whether the offices are nearest first for this commune: only when the server measured them
 * (centersOrder 'distance') from the order's own commune and the owner keeps it; another commune's
 * offices come first, but the rest stay in the order measured from the order's.
 */
export const centersNearestFirst = (places: PlacesAnswer, communeId: string): boolean =>
  places.centersOrder === 'distance' && communeId !== '' && communeId === places.suggestedCommuneId;

/**
 * An office as the select shows it: its name, and its commune after it only when the name does not
 * already say it ("Agence de Bab Ezzouar", not "Agence de Bab Ezzouar (Bab Ezzouar)"). A select cannot
 * wrap, and on an Arabic screen a long Latin name is cut at its start: every letter saved counts.
 */
export function officeLabel(place: Pick<PlaceView, 'name' | 'communeName'>): string {
  const { name, communeName } = place;
  if (!communeName || foldPlaceName(name).includes(foldPlaceName(communeName))) return name;
  return `${name} (${communeName})`;
}

/** '1,5' (a French keyboard) or '1.5' kg; NaN for anything else, which the schema refuses. */
export const weightOf = (typed: string): number => {
  const text = typed.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
};

/** The order's line of the create call: only what the owner chose (the server matches the rest). */
export function choiceBody(number: number, choice: ParcelChoice, deliveryType: 'home' | 'office') {
  return {
    number,
    ...(choice.communeId ? { communeId: choice.communeId } : {}),
    ...(deliveryType === 'office' && choice.centerId ? { centerId: choice.centerId } : {}),
    weightKg: weightOf(choice.weight),
  };
}
