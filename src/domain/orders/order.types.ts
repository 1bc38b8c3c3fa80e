// An order as the service returns it: what was stored, never what the client claimed.
import type { DeliveryType } from '../shipping/delivery.ts';
import type { OrderFlow } from './order-request.ts';

export type OrderLine = {
  productId: string;
  variantId: number | null;
  name: string;
  size: string;
  color: string;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
};

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
  subtotal: number;
  shippingPrice: number;
  total: number;
  currency: string;
  lines: OrderLine[];
};
