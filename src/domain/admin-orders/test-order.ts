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

/** The sample order; `stamp` (the Algiers time) keeps two test orders from being the same order (the double-tap rule). */
export function testOrderRequest(choice: SampleChoice, idempotencyKey: string, stamp: string): OrderRequestInput {
  return {
    // The cart's rule refuses only the same order again within the cooldown: the stamp in the notes
    // makes each test order a new one.
    flow: 'cart',
    idempotencyKey,
    locale: 'en',
    name: 'Test Order',
    email: 'test-order@example.com',
    phone: '0555000000',
    address: 'Test order from the admin: delete it after checking the chat',
    notes: `Test order sent from the admin at ${stamp} (Algiers time)`,
    wilayaCode: choice.wilayaCode,
    commune: choice.commune,
    deliveryType: 'home',
    lines: [{ ...choice.line, quantity: 1 }],
  };
}
