// The order form's fields, in the order the forms show them (the first invalid one gets the focus).
// Kept apart from the schema so the forms can know their fields without loading the validator.
import type { OrderMessageKey } from './messages.ts';

export const ORDER_FIELDS = [
  'name',
  'email',
  'phone',
  'wilayaCode',
  'commune',
  'deliveryType',
  'address',
  'variant',
  'quantity',
  'notes',
  'discountCode',
  'lines',
  'request',
] as const;
export type OrderField = (typeof ORDER_FIELDS)[number];
export type FieldErrors = Partial<Record<OrderField, OrderMessageKey>>;

export const SHIPPING_FIELDS: readonly OrderField[] = ['wilayaCode', 'commune', 'deliveryType'];

/** The fields that have an error, in the order the forms show them (the first one gets the focus). */
export const invalidFieldsInOrder = (errors: Partial<Record<OrderField, unknown>>): OrderField[] => ORDER_FIELDS.filter((f) => errors[f]);
