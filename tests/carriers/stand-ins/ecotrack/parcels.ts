// The stand-in courier's parcels and the test controls that move them. What ECO-PM documents: a new
// parcel is "prete_a_expedier" until `valid/order` ("Expédier une commande"); until then it never moves
// (issue 24: without it the parcel is not dispatched), and after it the order can no longer be changed
// or deleted. Statuses are the slugs of `get/orders/status`; a courier may word them its own way
// (DZS `ecotrack.md`: "tenant A's 'En livraison' can be tenant B's 'Sorti en livraison'").

export const ECOTRACK_SLUGS = [
  'prete_a_expedier',
  'en_ramassage',
  'en_preparation_stock',
  'vers_hub',
  'en_hub',
  'vers_wilaya',
  'en_preparation',
  'en_livraison',
  'suspendu',
  'livre_non_encaisse',
  'encaisse_non_paye',
  'paiements_prets',
  'paye_et_archive',
  'retour_chez_livreur',
  'retour_transit_entrepot',
  'retour_en_traitement',
  'retour_recu',
  'retour_archive',
  'annule',
] as const;
export type EcotrackSlug = (typeof ECOTRACK_SLUGS)[number];

export type StandInActivity = {
  reason: string;
  details: string;
  station: string;
  driver: string;
  date: string;
  time: string;
  postponed_to: string | null;
};

export type StandInParcel = {
  tracking: string;
  reference: string | null;
  fields: Record<string, string>;
  status: EcotrackSlug;
  validated: boolean;
  askedCollection: boolean;
  createdOn: string; // YYYY-MM-DD on the Algiers clock, as get/orders shows it
  activity: StandInActivity[];
};

const algiers = (at: Date) => {
  const [date, time] = at.toLocaleString('sv-SE', { timeZone: 'Africa/Algiers' }).split(' ') as [string, string];
  return { date, time };
};

export function createParcelBook(courierCode: string) {
  const parcels = new Map<string, StandInParcel>();
  let serial = 0;

  const mustBe = (tracking: string): StandInParcel => {
    const parcel = parcels.get(tracking);
    if (!parcel) throw new Error(`stand-in: no parcel ${tracking}`);
    return parcel;
  };

  return {
    all: (): StandInParcel[] => [...parcels.values()],
    get: (tracking: string): StandInParcel | undefined => parcels.get(tracking),

    create(fields: Record<string, string>): StandInParcel {
      serial += 1;
      const now = new Date();
      const { date } = algiers(now);
      // Shaped like ECO-PM's "ECQFLD2103047673": EC, the courier's letters, yymmdd, a serial.
      const tracking = `EC${courierCode}${date.slice(2).replaceAll('-', '')}${String(serial).padStart(4, '0')}`;
      const parcel: StandInParcel = {
        tracking,
        reference: fields.reference || null,
        fields,
        status: 'prete_a_expedier',
        validated: false,
        askedCollection: false,
        createdOn: date,
        activity: [],
      };
      parcels.set(tracking, parcel);
      return parcel;
    },

    validate(parcel: StandInParcel, askCollection: boolean): void {
      parcel.validated = true;
      parcel.askedCollection = askCollection;
      if (askCollection) parcel.status = 'en_ramassage';
    },

    delete: (tracking: string) => parcels.delete(tracking),

    /** Test control: the courier moves a parcel on. A parcel never validated does not move: false. */
    move(tracking: string, status: EcotrackSlug): boolean {
      const parcel = mustBe(tracking);
      if (!parcel.validated) return false;
      parcel.status = status;
      return true;
    },

    /** Test control: a driver's failed attempt; the parcel goes back to its station with the reason. */
    failAttempt(tracking: string, attempt: { reason: string; details?: string; postponedTo?: string; at?: Date }): boolean {
      const parcel = mustBe(tracking);
      if (!parcel.validated) return false;
      const { date, time } = algiers(attempt.at ?? new Date());
      parcel.activity.push({
        reason: attempt.reason,
        details: attempt.details ?? '',
        station: 'Station principale',
        driver: 'Livreur de test',
        date,
        time,
        postponed_to: attempt.postponedTo ?? null,
      });
      parcel.status = 'en_preparation';
      return true;
    },

    /** Test control: a remark anyone may add ("Écrire une remarque"): never a status. */
    remark(tracking: string, text: string): void {
      const { date, time } = algiers(new Date());
      mustBe(tracking).activity.push({
        reason: 'Écrire une remarque',
        details: text,
        station: '',
        driver: '',
        date,
        time,
        postponed_to: null,
      });
    },
  };
}

export type ParcelBook = ReturnType<typeof createParcelBook>;
