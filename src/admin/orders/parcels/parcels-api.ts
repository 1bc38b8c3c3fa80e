// The parcels' calls to the admin API (contract: src/domain/carriers/admin-api.ts). Parcels are
// addressed by their order's number, as the orders are; labels come as one PDF for a selection.
import type { CreateParcelsAnswer, CreateParcelsBody, ParcelView, PlacesAnswer } from '../../../domain/carriers/admin-api.ts';
import type { CarrierPlatform } from '../../../domain/carriers/platforms.ts';
import { adminCall } from '../../core/admin-api.ts';
import { downloadFile, type Downloaded } from '../download.ts';

/** The carrier's communes and offices of the order's wilaya, with the ones matched to the order's commune. */
export const readPlaces = (platform: CarrierPlatform, wilayaCode: string, commune: string) =>
  adminCall<PlacesAnswer>(`carriers/${platform}/places?${new URLSearchParams({ wilaya: wilayaCode, commune }).toString()}`);

/** One answer per order: created, or refused with the reason; the others are created all the same. */
export const createParcels = (body: CreateParcelsBody) => adminCall<CreateParcelsAnswer>('parcels', { method: 'POST', body });

/** Cancels the order's parcel at the carrier; a 409 carries the carrier's refusal. */
export const cancelParcel = (number: number) => adminCall<ParcelView>(`parcels/${number}`, { method: 'DELETE' });

/** The labels of these orders' parcels, in one PDF, in the order given. */
export const downloadLabels = (numbers: readonly number[]): Promise<Downloaded> =>
  downloadFile(`parcels/labels?numbers=${numbers.join(',')}`, numbers.length === 1 ? `label-${numbers[0]}.pdf` : 'labels.pdf');
