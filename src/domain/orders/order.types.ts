// An order as the service returns it: what was stored, never what the client claimed.
import type { DeliveryType } from '../shipping/delivery.ts';
import type { OrderFlow } from './order-request.ts';
import type { CodeKind, OfferSeen } from '../offers/offer.types.ts';

export type OrderLine = {
  productId: string;
  variantId: number | null;
  name: string;
  size: string;
  color: string;
  unitPrice: number;
  quantity: number;
  /** unitPrice × quantity − offerDiscount. */
  lineTotal: number;
  /** The quantity offer she saw on this line and what it took off (none: null / 0). */
  offer?: OfferSeen | null;
  offerDiscount?: number;
};

/** A discount code on an order: as typed (in capitals), its kind and what it took off the goods. */
export type OrderCode = { code: string; kind: CodeKind; discount: number };

export type Order = {
  id: string;
  number: number;
  flow: OrderFlow;
  status: string;
  createdAt: string;
  customerName: string;
  email: string;
  phone: string;
  address: string;
  notes: string;
  wilayaCode: string;
  /** The commune's official French name, and its Arabic name. */
  commune: string;
  communeAr: string;
  deliveryType: DeliveryType;
  /** The goods after their quantity offers. */
  subtotal: number;
  shippingPrice: number;
  /** subtotal − the code's discount + shippingPrice: the cash the carrier collects. */
  total: number;
  currency: string;
  lines: OrderLine[];
  /** The discount code, when one was used (its discount is off the goods; a free-delivery code's is 0). */
  code?: OrderCode | null;
  /** What delivery would have cost when an offer or a code made it free (0 otherwise), and the offer. */
  deliveryDiscount?: number;
  deliveryOffer?: OfferSeen | null;
};
