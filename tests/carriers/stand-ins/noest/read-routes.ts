// The routes that read (NOEST-23 "Order Tracking" and "Reference Data"): POST get/trackings/info
// (≤ 100, keyed by tracking, `{"message": "Trackings not found"}` when none is known), GET desks (keyed
// by station code), GET get/communes/{wilaya_id}, GET get/wilayas, GET fees, GET get/order/label (PDF).
import { labelPdf } from '../shared/label-pdf.ts';
import { invalid, json, textOf, type Answer, type LaravelRequest as NoestRequest } from '../shared/laravel.ts';
import type { NoestState } from './order-routes.ts';
import type { NoestParcel } from './parcels.ts';
import { noestDesks, noestPlaces } from './places.ts';

const INFO_MAX = 100;

const info = (p: NoestParcel) => ({
  OrderInfo: {
    tracking: p.tracking,
    reference: p.reference,
    client: p.fields.client,
    phone: p.fields.phone,
    phone_2: p.fields.phone_2 || null,
    adresse: p.fields.adresse,
    wilaya_id: Number(p.fields.wilaya_id),
    commune: p.fields.commune || null,
    montant: Number(p.fields.montant).toFixed(2),
    remarque: p.fields.remarque ?? '',
    produit: p.fields.produit,
    driver_name: p.validated ? 'Driver 001' : '',
    driver_tel: p.validated ? '0550000000' : '',
    type_id: Number(p.fields.type_id),
    stop_desk: Number(p.fields.stop_desk),
    created_at: new Date().toISOString(),
  },
  recipientName: p.fields.client,
  shippedBy: 'Boutique de test',
  originCity: 16,
  destLocationCity: Number(p.fields.wilaya_id),
  activity: p.activity,
  deliveryAttempts: [],
});

function trackingsInfo(req: NoestRequest, state: NoestState): Answer {
  const trackings = req.params.trackings;
  if (!Array.isArray(trackings) || trackings.length === 0) return invalid({ trackings: ['The trackings field is required.'] });
  if (trackings.length > INFO_MAX) return invalid({ trackings: [`The trackings may not have more than ${INFO_MAX} items.`] });
  const found = trackings.map((t) => state.book.get(textOf(t))).filter((p): p is NoestParcel => p !== undefined);
  // NOEST-23 gives the body, not the status: the stand-in answers it 404.
  if (!found.length) return json(404, { message: 'Trackings not found' });
  return json(200, Object.fromEntries(found.map((p) => [p.tracking, info(p)])));
}

export function readRoute(req: NoestRequest, state: NoestState): Answer | null {
  if (req.method === 'POST' && req.route === 'get/trackings/info') return trackingsInfo(req, state);
  if (req.method !== 'GET') return null;
  const communes = /^get\/communes(?:\/(\d+))?$/.exec(req.route);
  if (communes) {
    const wilaya = Number(communes[1] ?? 0);
    return json(
      200,
      noestPlaces().communes.filter((c) => !wilaya || c.wilaya_id === wilaya),
    );
  }
  switch (req.route) {
    case 'desks':
      return json(200, noestDesks(state.withoutDesks));
    case 'get/wilayas':
      return json(
        200,
        [...noestPlaces().wilayas].map(([code, nom]) => ({ code, nom, is_active: 1 })),
      );
    case 'fees': {
      const rows = [...noestPlaces().wilayas.keys()].map((w) => [
        String(w),
        { tarif_id: 399, wilaya_id: w, tarif: '700', tarif_stopdesk: '400' },
      ]);
      return json(200, { tarifs: { delivery: Object.fromEntries(rows), return: Object.fromEntries(rows) } });
    }
    case 'get/order/label': {
      const parcel = state.book.get(textOf(req.params.tracking));
      return parcel ? { status: 200, pdf: labelPdf([parcel.tracking]) } : json(404, { message: 'Commande introuvable' });
    }
    default:
      return null;
  }
}
