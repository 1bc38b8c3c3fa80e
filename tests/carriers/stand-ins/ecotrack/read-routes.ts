// The routes that read (ECO-PM "Configuration", "Suivi des commandes", "Télécharger l'étiquette"):
// get/wilayas (the courier's active wilayas), get/communes (an object keyed "0","1",…, not an array),
// get/orders (Laravel pages of 40 with `reference`, the last 90 days by default), get/orders/status
// (≤ 100 trackings, `reason` on failed attempts) and get/order/label (PDF bytes).
import { allPlaces } from './places.ts';
import { invalid, json, textOf, type Answer, type LaravelRequest as StandInRequest } from '../shared/laravel.ts';
import { unknownTracking } from './http.ts';
import type { CourierState } from './order-routes.ts';
import type { StandInParcel } from './parcels.ts';

const PAGE_SIZE = 40;
const STATUS_MAX = 100;

const dayOnAlgiersClock = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Africa/Algiers' });

function ordersPage(req: StandInRequest, state: CourierState, base: string): Answer {
  const tracking = textOf(req.params.tracking);
  const from = textOf(req.params.start_date) || dayOnAlgiersClock(90);
  const to = textOf(req.params.end_date) || dayOnAlgiersClock(0);
  const rows = state.book
    .all()
    .filter((p) => (tracking ? p.tracking === tracking : p.createdOn >= from && p.createdOn <= to))
    .reverse()
    .map((p) => orderRow(p, state));
  const page = Math.max(1, Number(textOf(req.params.page)) || 1);
  const lastPage = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const data = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const url = (n: number) => `${base}api/v1/get/orders?page=${n}`;
  return json(200, {
    current_page: page,
    data,
    first_page_url: url(1),
    from: data.length ? (page - 1) * PAGE_SIZE + 1 : null,
    last_page: lastPage,
    last_page_url: url(lastPage),
    next_page_url: page < lastPage ? url(page + 1) : null,
    path: `${base}api/v1/get/orders`,
    per_page: PAGE_SIZE,
    prev_page_url: page > 1 ? url(page - 1) : null,
    to: data.length ? (page - 1) * PAGE_SIZE + data.length : null,
    total: rows.length,
  });
}

const orderRow = (p: StandInParcel, state: CourierState) => ({
  tracking: p.tracking,
  reference: p.reference,
  client: p.fields.nom_client,
  phone: p.fields.telephone,
  phone_2: p.fields.telephone_2 || null,
  adresse: p.fields.adresse,
  commune: p.fields.commune,
  wilaya_id: Number(p.fields.code_wilaya),
  montant: p.fields.montant,
  tarif_prestation: '400',
  tarif_retour: '200',
  type_id: Number(p.fields.type),
  created_at: p.createdOn,
  payment_id: null,
  return_id: null,
  status: state.statusLabel(p.status),
  products: p.fields.produit || null,
});

function ordersStatus(req: StandInRequest, state: CourierState): Answer {
  const trackings = textOf(req.params.trackings)
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  const wanted = textOf(req.params.status);
  const errors: Record<string, string[]> = {};
  if (!trackings.length) errors.trackings = ['Le champ trackings est obligatoire.'];
  if (trackings.length > STATUS_MAX) errors.trackings = [`Le champ trackings ne peut avoir plus de ${STATUS_MAX} éléments.`];
  if (!wanted) errors.status = ['Le champ status est obligatoire.'];
  if (Object.keys(errors).length) return invalid(errors);
  const statuses = wanted.split(',').map((s) => s.trim());
  const data: Record<string, unknown> = {};
  for (const tracking of trackings) {
    const p = state.book.get(tracking);
    if (!p || (!statuses.includes('all') && !statuses.includes(p.status))) continue;
    const desk = p.fields.stop_desk === '1';
    // The desk: the commune of its code_postal (the station code integrations send, docs/carrier-apis.md), else the commune named.
    const deskCommune =
      allPlaces().communes.find((c) => p.fields.code_postal && c.code_postal === p.fields.code_postal)?.nom ?? p.fields.commune;
    data[tracking] = {
      status: state.statusLabel(p.status),
      order_id: p.reference ?? '',
      desk_phone: desk ? '0555000000' : '',
      desk_commune: desk ? deskCommune : '',
      desk_map_link: '',
      desk_address: desk ? `Bureau de ${deskCommune}` : '',
      activity: p.activity,
    };
  }
  return json(200, { data });
}

// A one-page PDF that names the parcel: enough for a reader to check it is a PDF and whose label it is.
function labelPdf(p: StandInParcel): Buffer {
  const text = `(${p.tracking} ${p.fields.nom_client ?? ''})`.replace(/[^\x20-\x7e]/g, '?');
  const content = `BT /F1 18 Tf 40 760 Td ${text} Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 298 420] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

export function readRoute(req: StandInRequest, state: CourierState, base: string): Answer | null {
  if (req.method !== 'GET') return null;
  switch (req.route) {
    case 'get/wilayas':
      return json(
        200,
        allPlaces().wilayas.filter((w) => state.served.has(w.wilaya_id)),
      );
    case 'get/communes': {
      const wilaya = Number(textOf(req.params.wilaya_id));
      const communes = allPlaces().communes.filter((c) => state.served.has(c.wilaya_id) && (!wilaya || c.wilaya_id === wilaya));
      return json(200, Object.fromEntries(communes.map((c, i) => [String(i), c])));
    }
    case 'get/orders':
      return ordersPage(req, state, base);
    case 'get/orders/status':
      return ordersStatus(req, state);
    case 'get/order/label': {
      const parcel = state.book.get(textOf(req.params.tracking));
      return parcel ? { status: 200, pdf: labelPdf(parcel) } : unknownTracking();
    }
    default:
      return null;
  }
}
