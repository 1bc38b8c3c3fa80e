// An order's parcel through a carrier's API, as the order's answer carries it.
import type { OrderDetail } from '../../../domain/admin-orders/order-detail.ts';
import type { ParcelView } from '../../../domain/carriers/admin-api.ts';
import type { CarrierPlatform } from '../../../domain/carriers/platforms.ts';

export const parcelOf = (order: OrderDetail): ParcelView | null => order.parcel ?? null;

/** A parcel that stands: being created or created. A failed or cancelled one leaves the order free to send again. */
export const hasLiveParcel = (order: OrderDetail): boolean => ['creating', 'created'].includes(parcelOf(order)?.state ?? '');

/**
 * The carrier holding the order's live parcel, null when none does. The server refuses to cancel or edit
 * such an order (has_parcel: the parcel would still be delivered and collected), so the screen offers
 * neither and says to cancel the parcel first.
 */
export const parcelHolder = (order: OrderDetail): CarrierPlatform | null => (hasLiveParcel(order) ? parcelOf(order)!.platform : null);
