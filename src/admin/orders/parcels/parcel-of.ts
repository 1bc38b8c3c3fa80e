// An order's parcel through a carrier's API, as the order's answer carries it.
import type { OrderDetail } from '../../../domain/admin-orders/order-detail.ts';
import type { ParcelView } from '../../../domain/carriers/admin-api.ts';
import type { CarrierPlatform } from '../../../domain/carriers/platforms.ts';

export const parcelOf = (order: OrderDetail): ParcelView | null => order.parcel ?? null;

/** An order as the list's rows and the order's answer both carry its parcel. */
type WithParcel = { parcel?: Pick<ParcelView, 'platform' | 'state'> | null };

/**
 * A parcel that stands: being created or created (the carrier has, or is getting, this order). A failed
 * or cancelled one leaves the order free to send again.
 */
export const hasLiveParcel = (order: WithParcel): boolean => order.parcel?.state === 'creating' || order.parcel?.state === 'created';

/**
 * The carrier holding the order's live parcel, null when none does. The server refuses to cancel or edit
 * such an order (has_parcel: the parcel would still be delivered and collected), so the screen offers
 * neither and says to cancel the parcel first.
 */
export const parcelHolder = (order: WithParcel): CarrierPlatform | null => (hasLiveParcel(order) ? order.parcel!.platform : null);
