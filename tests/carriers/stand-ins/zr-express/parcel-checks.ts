// What ZR checks of a parcel on create (ZR-SW `SingleParcelCreationRequest`; ZR-AUDIT): a known
// customer, a city and a district territory (the district within the city), `deliveryType` "home" or
// "pickup-point" — a pickup point needs `hubId` ("HubId is required"), and it must be a hub: a
// territory id answers 404 `HubErrors.HubNotFound` (ZR-AUDIT BUG-4) — an amount, a description and
// products. Every failure of a parcel is listed, several per parcel (ZR-AUDIT BUG-7). The codes other
// than HubNotFound, and the wording, are the stand-in's.
import type { FieldError } from './http.ts';
import type { Hub, Places } from './places.ts';

export type ParcelInput = Record<string, unknown>;
export type CheckedParcel =
  { ok: true; input: ParcelInput; hub: Hub | null; wilayaCode: number } | { ok: false; status: 400 | 404; errors: FieldError[] };

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const obj = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

export function checkParcel(places: Places, customers: ReadonlySet<string>, input: unknown): CheckedParcel {
  const p = obj(input);
  const errors: FieldError[] = [];
  const notFound: FieldError[] = [];
  const customer = obj(p.customer);
  if (!text(customer.customerId)) errors.push({ code: 'CustomerId', description: 'CustomerId is required' });
  else if (!customers.has(text(customer.customerId)))
    notFound.push({ code: 'CustomerErrors.CustomerNotFound', description: 'The customer was not found' });
  if (!text(customer.name)) errors.push({ code: 'Name', description: 'Name is required' });
  if (!text(obj(customer.phone).number1)) errors.push({ code: 'Phone', description: 'Phone.Number1 is required' });

  const address = obj(p.deliveryAddress);
  const city = places.territories.find((t) => t.id === text(address.cityTerritoryId) && t.level === 'wilaya');
  const district = places.territories.find((t) => t.id === text(address.districtTerritoryId) && t.level === 'commune');
  if (!text(address.cityTerritoryId)) errors.push({ code: 'CityTerritoryId', description: 'CityTerritoryId is required' });
  else if (!city) notFound.push({ code: 'TerritoryErrors.TerritoryNotFound', description: 'The city territory was not found' });
  if (!text(address.districtTerritoryId)) errors.push({ code: 'DistrictTerritoryId', description: 'DistrictTerritoryId is required' });
  else if (!district) notFound.push({ code: 'TerritoryErrors.TerritoryNotFound', description: 'The district territory was not found' });
  else if (city && district.parentId !== city.id)
    errors.push({ code: 'DistrictTerritoryId', description: 'The district is not in the city' });

  let hub: Hub | null = null;
  if (p.deliveryType === 'pickup-point') {
    if (!text(p.hubId)) errors.push({ code: 'HubId', description: 'HubId is required' });
    else {
      hub = places.hubs.find((h) => h.id === text(p.hubId)) ?? null;
      if (!hub) notFound.push({ code: 'HubErrors.HubNotFound', description: 'The hub was not found' });
      else if (!hub.isPickupPoint) errors.push({ code: 'HubId', description: 'The hub is not a pickup point' });
    }
  } else if (p.deliveryType !== 'home') errors.push({ code: 'DeliveryType', description: 'DeliveryType must be home or pickup-point' });

  if (typeof p.amount !== 'number' || !Number.isFinite(p.amount) || p.amount < 0)
    errors.push({ code: 'Amount', description: 'Amount must be a number greater than or equal to 0' });
  if (!text(p.description)) errors.push({ code: 'Description', description: 'Description is required' });
  if (!Array.isArray(p.orderedProducts) || p.orderedProducts.length === 0)
    errors.push({ code: 'OrderedProducts', description: 'OrderedProducts must not be empty' });

  // A missing entity answers 404 on its own (ZR-AUDIT BUG-4); otherwise every validation error, 400.
  if (notFound.length && !errors.length) return { ok: false, status: 404, errors: notFound };
  if (errors.length || notFound.length) return { ok: false, status: 400, errors: [...errors, ...notFound] };
  return { ok: true, input: p, hub, wilayaCode: places.wilayaOf.get(district!.id)! };
}
