// One order-list row, one order's detail and one parcel as the admin API answers them, for the admin's component tests:
// each test changes only what its subject is (a parcel waiting, refused, tried at the door…), so a new
// field of the answer is added here once. GET /api/admin/orders and the order's answer are proven
// against a real database in tests/functions (order-list-parcels, carrier-*).
import type { OrderDetail } from '../../domain/admin-orders/order-detail.ts';
import type { OrderListRow } from '../../domain/admin-orders/order-list.ts';
import type { ParcelView } from '../../domain/carriers/admin-api.ts';

/** A Yalidine parcel created and not yet picked up, with `changes`. */
export const exampleParcel = (changes: Partial<ParcelView> = {}): ParcelView => ({
  platform: 'yalidine',
  tracking: 'yal-7F3K2Q',
  state: 'created',
  outcome: 'created',
  carrierStatus: null,
  trackingUrl: null,
  waitingReason: null,
  waitingWhy: null,
  failedWhy: null,
  failedAttempts: 0,
  lastAttempt: null,
  cancelRefused: null,
  updatedAt: '2026-11-26T10:00:00.000Z',
  ...changes,
});

/** Order 1042, a confirmed home delivery to Bab Ezzouar without a parcel, with `changes`. */
export const exampleListRow = (changes: Partial<OrderListRow> = {}): OrderListRow => ({
  number: 1042,
  createdAt: '2026-11-26T09:30:00.000Z',
  customerName: 'Amina Benali',
  phone: '0555123456',
  wilayaCode: '16',
  wilayaNameFr: 'Alger',
  wilayaNameAr: 'الجزائر',
  wilaya2026: null,
  commune: 'Bab Ezzouar',
  communeAr: 'باب الزوار',
  deliveryType: 'home',
  total: 5400,
  currency: 'DZD',
  status: 'confirmed',
  flow: 'cart',
  isTest: false,
  customer: { orders: 1, pending: 0, delivered: 0, cancelled: 0, returned: 0 },
  signals: [],
  confirmedVia: 'owner',
  callRequestedAt: null,
  parcel: null,
  ...changes,
});

/** Order 1042's detail: confirmed, a home delivery to Bab Ezzouar without a parcel, with `changes`. */
export const exampleOrderDetail = (changes: Partial<OrderDetail> = {}): OrderDetail => ({
  number: 1042,
  createdAt: '2026-11-26T09:30:00.000Z',
  updatedAt: '2026-11-26T09:40:00.000Z',
  status: 'confirmed',
  flow: 'cart',
  isTest: false,
  customerName: 'Amina Benali',
  email: '',
  phone: '0555123456',
  address: 'Cité 20 août, bâtiment 3',
  notes: '',
  wilayaCode: '16',
  wilayaNameFr: 'Alger',
  wilayaNameAr: 'الجزائر',
  wilaya2026: null,
  commune: 'Bab Ezzouar',
  communeAr: 'باب الزوار',
  deliveryType: 'home',
  lines: [],
  subtotal: 4800,
  shippingPrice: 600,
  total: 5400,
  currency: 'DZD',
  code: null,
  codeDiscount: 0,
  deliveryDiscount: 0,
  carrier: null,
  trackingNumber: null,
  stockReturnedAt: null,
  nextStatuses: ['shipped', 'cancelled'],
  editable: true,
  awaitingReturn: false,
  history: [],
  calls: [],
  customer: { phone: '0555123456', orders: 1, pending: 0, delivered: 0, cancelled: 0, returned: 0, lastOrder: null, blacklisted: null },
  signals: [],
  locale: 'fr',
  confirmedVia: 'owner',
  callRequestedAt: null,
  customerLink: null,
  parcel: null,
  ...changes,
});
