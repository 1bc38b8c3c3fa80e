// An order's parcel through a carrier's API, as the order's answer carries it.
import type { OrderDetail } from '../../../domain/admin-orders/order-detail.ts';
import type { ParcelView } from '../../../domain/carriers/admin-api.ts';

export const parcelOf = (order: OrderDetail): ParcelView | null => order.parcel ?? null;

/** A parcel that stands: being created or created. A failed or cancelled one leaves the order free to send again. */
export const hasLiveParcel = (order: OrderDetail): boolean => ['creating', 'created'].includes(parcelOf(order)?.state ?? '');
