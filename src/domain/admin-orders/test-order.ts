// 'Send a test order' (the spec's console helper): sample data, pending, home delivery, and the
// shipping price of 600 DZD the spec names, found in the owner's own table (Alger's default). It is a
// real order request, checked by the same schema as a shopper's; only the test flag sets it apart.
import type { OrderRequestInput } from '../orders/order-request.ts';

export const TEST_ORDER_SHIPPING = 600;

export type SampleChoice = {
  wilayaCode: string;
  commune: string;
  line: { productId: string; size: string; color: string };
};

/**
 * The sample order. The cart's rule refuses the same order again from a phone within the cooldown (a
 * double tap): the time and a reference from the order's own key in the notes make each test order a
 * new one, however fast the owner sends them.
 */
export function testOrderRequest(choice: SampleChoice, idempotencyKey: string, stamp: string): OrderRequestInput {
  return {
    flow: 'cart',
    idempotencyKey,
    locale: 'en',
    name: 'Test Order',
    email: 'test-order@example.com',
    phone: '0555000000',
    address: 'Test order from the admin: delete it after checking the chat',
    notes: `Test order sent from the admin at ${stamp} (Algiers time), ref ${idempotencyKey.slice(-8)}`,
    wilayaCode: choice.wilayaCode,
    commune: choice.commune,
    deliveryType: 'home',
    lines: [{ ...choice.line, quantity: 1 }],
  };
}
