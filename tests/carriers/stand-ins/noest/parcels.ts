// The stand-in's parcels and the test controls that move them. What NOEST documents: a created order
// "is not yet visible for the logistics company" until `valid/order` (NOEST-24), and afterwards it "can
// no longer be modified or deleted" (NOEST-23). So a parcel never validated never moves, whatever a
// test asks. Its history is `get/trackings/info`'s activity: one line per event, oldest first, each
// with NOEST-23's `event_key` and its words.
import { randomInt } from 'node:crypto';

export type NoestActivityLine = {
  event: string;
  event_key: string;
  causer: string;
  'badge-class': string;
  by: string;
  name: string;
  driver: string;
  fdr: string;
  date: string; // "2024-01-15 12:45:04", on the Algiers clock
  /** The driver's words on a failed attempt (`mise_a_jour`): where NOEST-23 is silent, the stand-in's choice. */
  remarque?: string;
};

export type NoestParcel = {
  tracking: string;
  reference: string | null;
  fields: Record<string, string>;
  validated: boolean;
  activity: NoestActivityLine[];
  /** update/order's modification requests, in its renamed fields (NOEST decides on them; the stand-in keeps them). */
  requests: Record<string, string>[];
};

// NOEST-23's event list, in its own words (those the tests use).
const EVENT_WORDS: Record<string, string> = {
  upload: 'Uploaded to system',
  customer_validation: 'Validated',
  validation_collect_colis: 'Package Picked Up',
  validation_reception: 'Picked up by driver',
  fdr_activated: 'Out for delivery',
  mise_a_jour: 'Delivery attempt',
  livred: 'Delivered',
  livre: 'Delivered',
  return_asked_by_hub: 'Return in transit',
  livraison_echoue_recu: 'Return received by partner',
  verssement_admin_cust: 'Amount transmitted to partner',
  validation_reception_cash_by_partener: 'Amount received by partner',
  colis_suspendu: 'Suspended',
};

const algiers = (at: Date) => at.toLocaleString('sv-SE', { timeZone: 'Africa/Algiers' });

export function createParcelBook() {
  const parcels = new Map<string, NoestParcel>();
  // NOEST's tracking numbers are unique across its service: each stand-in numbers from a block of its
  // own (a thousand apart), so two stand-ins on one shop's database (a browser flow run in three
  // languages, two test files) never hand out the same number, which the shop keeps unique.
  let serial = randomInt(0, 1_000_000) * 1000;

  const line = (key: string, causer: string, at: Date, remarque?: string): NoestActivityLine => ({
    event: EVENT_WORDS[key] ?? key,
    event_key: key,
    causer,
    'badge-class': 'badge-success',
    by: causer === 'PARTNER' ? 'Boutique de test' : 'NOEST',
    name: '',
    driver: causer === 'NOEST' ? 'Livreur de test' : '',
    fdr: '',
    date: algiers(at),
    ...(remarque ? { remarque } : {}),
  });

  return {
    all: (): NoestParcel[] => [...parcels.values()],
    get: (tracking: string): NoestParcel | undefined => parcels.get(tracking),
    byReference: (reference: string): NoestParcel | undefined => [...parcels.values()].find((p) => p.reference === reference),

    create(fields: Record<string, string>): NoestParcel {
      serial += 1;
      // Shaped like NOEST-23's "ECS1234567890": letters, then ten digits.
      const tracking = `ECS${String(1_000_000_000 + serial)}`;
      const parcel: NoestParcel = {
        tracking,
        reference: fields.reference || null,
        fields,
        validated: false,
        activity: [line('upload', 'PARTNER', new Date())],
        requests: [],
      };
      parcels.set(tracking, parcel);
      return parcel;
    },

    validate(parcel: NoestParcel): void {
      parcel.validated = true;
      parcel.activity.push(line('customer_validation', 'PARTNER', new Date()));
    },

    delete: (tracking: string) => parcels.delete(tracking),

    /** Test control: NOEST records an event. A parcel never validated is invisible to it: false. */
    record(tracking: string, eventKey: string, options: { remarque?: string; at?: Date } = {}): boolean {
      const parcel = parcels.get(tracking);
      if (!parcel) throw new Error(`stand-in: no parcel ${tracking}`);
      if (!parcel.validated) return false;
      parcel.activity.push(line(eventKey, 'NOEST', options.at ?? new Date(), options.remarque));
      return true;
    },
  };
}

export type ParcelBook = ReturnType<typeof createParcelBook>;
