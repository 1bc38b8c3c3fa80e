// The orders table's columns as the postgres driver reads them (snake_case, as stored): each query's
// row type picks the ones it selects, so a column's type is written once.
import type { OrderFlow } from '../../domain/orders/order-request.ts';
import type { DeliveryType } from '../../domain/shipping/delivery.ts';

export type OrderColumns = {
  id: string;
  number: number;
  flow: OrderFlow;
  created_at: Date;
  is_test: boolean;
  customer_name: string;
  email: string;
  phone: string;
  address: string;
  notes: string;
  wilaya_code: string;
  commune: string;
  commune_ar: string;
  delivery_type: DeliveryType;
  subtotal: number;
  shipping_price: number;
  total: number;
  currency: string;
};

/** What the shopper wrote and the order costs: the columns every reader of a whole order selects. */
export type OrderShopperColumns = Pick<
  OrderColumns,
  | 'customer_name'
  | 'email'
  | 'phone'
  | 'address'
  | 'notes'
  | 'wilaya_code'
  | 'commune'
  | 'commune_ar'
  | 'delivery_type'
  | 'subtotal'
  | 'shipping_price'
  | 'total'
  | 'currency'
>;
