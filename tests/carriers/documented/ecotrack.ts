// Ecotrack's documented examples, quoted: the requests and answers of Ecotrack's official Postman
// collection "ECOTRACK API" (ECO-PM in docs/carrier-apis.md; read in k-achraf/amalice-ecom,
// `ECOTRACK API.postman_collection.json`, also in unitealfa/the-project2). Each example names its
// folder › request › saved response. The answer bodies are the collection's text as written (its
// indentation included); a long list is cut where said. Where the collection's example request sends
// its fields as query parameters, CDZ (PiteurStudio/CourierDZ, `EcotrackProviderIntegration.php`)
// sends the same names as a JSON body with the Bearer token, which is what the shop's client does.
// ecotrack-documented.test.ts feeds these answers to the shop's Ecotrack client.

export type DocumentedAnswer = { source: string; status: number; headers?: Record<string, string>; body: string };
export type DocumentedRequest = { source: string; method: 'GET' | 'POST' | 'DELETE'; route: string; query: Record<string, string> };

/** Authorisation: "Utiliser le token de l'API dans l'en-tête Autorisation autant que jeton Bearer." */
export const AUTH_SCHEME = 'Bearer';

/**
 * Commandes › Ajouter une commande: every parameter the request documents, with its rule, in order.
 * "Il n'est possible d'ajouter qu'une seule commande par requête."
 */
export const CREATE_ORDER_FIELDS = {
  reference: 'string ≤ 255, optionnel',
  nom_client: 'string ≤ 255, obligatoire',
  telephone: 'numeric, 9 à 10 chiffres, obligatoire',
  telephone_2: 'numeric, 9 à 10 chiffres, optionnel',
  adresse: 'string ≤ 255, obligatoire',
  code_postal: 'numeric, optionnel',
  commune: 'string ≤ 255, obligatoire',
  code_wilaya: 'integer 1 à 58, obligatoire',
  montant: 'numeric, obligatoire ("Le montant à récolter, incluant les frais de livraison")',
  remarque: 'string ≤ 255, optionnel',
  produit: 'string ≤ 255, optionnel',
  stock: 'integer 0 ou 1',
  quantite: 'obligatoire si stock = 1',
  produit_a_recuperer: '≤ 255, optionnel',
  boutique: 'string ≤ 255, optionnel',
  type: 'integer 1 à 4, obligatoire [1 = Livraison, 2 = Echange, 3 = PICKUP, 4 = Recouvrement]',
  stop_desk: 'integer 0 ou 1, optionnel [0 = a domicile, 1 = STOP DESK]',
  weight: 'optionnel',
  fragile: 'optionnel [0, 1]',
  gps_link: 'optionnel',
} as const;
export const CREATE_ORDER_REQUIRED = ['nom_client', 'telephone', 'adresse', 'commune', 'code_wilaya', 'montant', 'type'] as const;

/** Commandes › Ajouter une commande › "Ajouter une commande" (200): the example order's parameters. */
export const CREATE_ORDER_EXAMPLE: DocumentedRequest = {
  source: 'ECO-PM Commandes › Ajouter une commande › "Ajouter une commande" (request)',
  method: 'POST',
  route: 'create/order',
  query: {
    reference: 'EC2909',
    nom_client: 'Mohamed Tahar',
    telephone: '0560000000',
    telephone_2: '0770000000',
    adresse: 'rue med slimani - Kouba Alger',
    code_postal: '16018',
    commune: 'Kouba',
    code_wilaya: '16',
    montant: '2900',
    remarque: 'Livraison urgente',
    produit: 'Livre',
    boutique: 'Ma boutique',
    type: '1',
  },
};

export const CREATED: DocumentedAnswer = {
  source: 'ECO-PM Commandes › Ajouter une commande › "Ajouter une commande" (200 OK)',
  status: 200,
  headers: { 'Content-Type': 'application/json', 'X-RateLimit-Limit': '120', 'X-RateLimit-Remaining': '119' },
  body: `{
    "success": true,
    "tracking": "ECQFLD2103047673"
}`,
};

export const WILAYA_NOT_SERVED: DocumentedAnswer = {
  source: 'ECO-PM Commandes › Ajouter une commande › "Ajouter une commande - Erreur wilaya" (200 OK)',
  status: 200,
  headers: { 'Content-Type': 'application/json', 'X-RateLimit-Limit': '120', 'X-RateLimit-Remaining': '119' },
  body: `{
    "success": false,
    "error": 10002,
    "message": "Pas de livraison pour la wilaya sélectionnée"
}`,
};

export const CREATE_FIELDS_MISSING: DocumentedAnswer = {
  source: 'ECO-PM Commandes › Ajouter une commande › "Ajouter une commande - Erreur parametres" (422 Unprocessable Entity)',
  status: 422,
  headers: { 'Content-Type': 'application/json', 'X-RateLimit-Limit': '120', 'X-RateLimit-Remaining': '119' },
  body: `{
    "message": "The given data was invalid.",
    "errors": {
        "nom_client": [
            "Le champ nom client est obligatoire."
        ],
        "telephone": [
            "Le champ téléphone est obligatoire."
        ],
        "adresse": [
            "Le champ adresse est obligatoire."
        ],
        "code_wilaya": [
            "Le champ code wilaya est obligatoire."
        ],
        "commune": [
            "Le champ commune est obligatoire."
        ],
        "montant": [
            "Le champ montant est obligatoire."
        ],
        "type": [
            "Le champ type est obligatoire."
        ]
    }
}`,
};

/**
 * Commandes › Ajouter plusieurs commandes: the request body saved with its 422 answer below (DEMO852
 * without its phone and wilaya code, which the answer refuses; DEMO853 whole).
 */
export const CREATE_ORDERS_EXAMPLE_BODY = {
  source: 'ECO-PM Commandes › Ajouter plusieurs commandes › "Ajouter plusieurs commandes - Erreur parametres" (its request body)',
  body: {
    orders: {
      '0': {
        reference: 'DEMO852',
        nom_client: 'client 1',
        telephone: '',
        telephone_2: '',
        adresse: '17 rue med',
        code_postal: '',
        commune: 'Oum Touyour',
        code_wilaya: '',
        montant: '5000',
        remarque: 'test',
        produit: 'tesrty',
        stock: 1,
        quantite: '1',
        produit_a_recuperer: '',
        boutique: '',
        type: '1',
        stop_desk: 0,
        weight: '2',
      },
      '1': {
        reference: 'DEMO853',
        nom_client: 'client 2',
        telephone: '05600000001',
        telephone_2: '',
        adresse: '17 rue med',
        code_postal: '',
        commune: 'Draria',
        code_wilaya: '16',
        montant: '5000',
        remarque: 'test',
        produit: 'tesrty',
        stock: 1,
        quantite: '1',
        produit_a_recuperer: '',
        boutique: '',
        type: '1',
        stop_desk: 0,
        weight: '2',
      },
    },
  },
} as const;

export const CREATE_ORDERS_MIXED: DocumentedAnswer = {
  source: 'ECO-PM Commandes › Ajouter plusieurs commandes › "Ajouter plusieurs commandes - Erreur parametres" (422 Unprocessable Entity)',
  status: 422,
  headers: { 'Content-Type': 'application/json', 'X-RateLimit-Limit': '120', 'X-RateLimit-Remaining': '119' },
  body: `{
    "results": {
        "DEMO852": {
            "telephone": [
                "Le champ téléphone est obligatoire."
            ],
            "code_wilaya": [
                "Le champ code wilaya est obligatoire."
            ],
            "commune": [
                "Commune mal écrite, ou désactivée.",
                "Wilaya mal écrite, ou désactivée."
            ]
        },
        "DEMO853": {
            "success": true,
            "tracking": "ECTNYH2407062554"
        }
    }
}`,
};

/** Commandes › Expedier une commande: `{{url}}/api/v1/valid/order?tracking={{tracking}}&ask_collection`. */
export const VALID_ORDER_QUERY_KEYS = ['tracking', 'ask_collection'] as const;
export const VALIDATED: DocumentedAnswer = {
  source: 'ECO-PM Commandes › Expedier une commande › "Valider & Expedier une commande" (200 OK)',
  status: 200,
  headers: { 'Content-Type': 'application/json' },
  body: `{
    "success": true,
    "message": "Commande expedier avec succès"
}`,
};

/** Commandes › Supprimer une commande: `DELETE {{url}}/api/v1/delete/order?tracking={{tracking}}`. */
export const DELETED: DocumentedAnswer = {
  source: 'ECO-PM Commandes › Supprimer une commande › "Supprimer une commande" (200 OK)',
  status: 200,
  headers: { 'Content-Type': 'application/json' },
  body: `{
    "success": true,
    "message": "Commande supprimée"
}`,
};
export const NOT_MODIFIABLE: DocumentedAnswer = {
  source: 'ECO-PM Commandes › Supprimer une commande › "Supprimer une commande - Erreur commande non modifiable" (200 OK)',
  status: 200,
  headers: { 'Content-Type': 'application/json', 'X-RateLimit-Limit': '120', 'X-RateLimit-Remaining': '118' },
  body: `{
    "success": false,
    "error": 10001,
    "message": "Commande non modifiable"
}`,
};
export const TRACKING_INVALID: DocumentedAnswer = {
  source: 'ECO-PM Commandes › Modifier une commande › "Modifier une commande - Erreur tracking" (422 Unprocessable Entity)',
  status: 422,
  headers: { 'Content-Type': 'application/json' },
  body: `{
    "message": "The given data was invalid.",
    "errors": {
        "tracking": [
            "Le champ tracking sélectionné est invalide."
        ]
    }
}`,
};

/**
 * Suivi des commandes › Filtre des commandes par status:
 * `{{url}}/api/v1/get/orders/status?api_token={{token}}&trackings={{tracking1}},{{tracking2}},{{tracking3}}&status={{status1}},…`.
 */
export const ORDERS_STATUS_QUERY_KEYS = ['api_token', 'trackings', 'status'] as const;
export const ORDERS_STATUS: DocumentedAnswer = {
  source: 'ECO-PM Suivi des commandes › Filtre des commandes par status › "Filtre des commandes par status" (200 OK)',
  status: 200,
  headers: { 'Content-Type': 'application/json' },
  body: `{
    "data": {
        "ECLWIT2505052286": {
            "status": "en_preparation",
            "order_id": "1237",
            "desk_phone": "",
            "desk_commune": "",
            "desk_map_link": "",
            "desk_address": "",
            "activity": [
                {
                    "reason": "Client ne réponds pas",
                    "details": "",
                    "station": "Station principale",
                    "driver": "HINI Djamel",
                    "date": "2025-07-16",
                    "time": "02:08:51",
                    "postponed_to": null
                },
                {
                    "reason": "Le client est absent",
                    "details": "test 000029",
                    "station": "Station principale",
                    "driver": "HINI Djamel",
                    "date": "2025-07-16",
                    "time": "02:09:11",
                    "postponed_to": "2025-07-19"
                },
                {
                    "reason": "Écrire une remarque",
                    "details": "another test",
                    "station": "Station principale",
                    "driver": "HINI Djamel",
                    "date": "2025-07-16",
                    "time": "02:09:20",
                    "postponed_to": "2025-07-19"
                }
            ]
        },
        "ECLWIT2507162547": {
            "status": "en_livraison",
            "order_id": "",
            "driver_phone": "0123456789",
            "desk_phone": "",
            "desk_commune": "",
            "desk_map_link": "",
            "desk_address": "",
            "activity": [
                {
                    "reason": "Remarque",
                    "details": "Colis a livrer le 23 juillet",
                    "station": "Station principale",
                    "driver": "",
                    "date": "2025-07-16",
                    "time": "02:31:15",
                    "postponed_to": "2025-07-23"
                }
            ]
        },
        "ECLWIT2505052287": {
            "status": "encaisse_non_paye",
            "order_id": "",
            "estimated_fee": 700,
            "activity": []
        }
    }
}`,
};

/**
 * Suivi des commandes › Liste des commandes avec status:
 * `{{url}}/api/v1/get/orders?page={{int}}&start_date={{Y-m-d}}&end_date={{Y-m-d}}&tracking`. The answer's
 * `links` array (one entry per page link) is left out here; every other key is as written.
 */
export const ORDERS_QUERY_KEYS = ['page', 'start_date', 'end_date', 'tracking'] as const;
export const ORDERS_PAGE: DocumentedAnswer = {
  source: 'ECO-PM Suivi des commandes › Liste des commandes avec status › "Liste des commandes avec status" (200 OK), without "links"',
  status: 200,
  headers: { 'Content-Type': 'application/json', 'X-RateLimit-Limit': '60', 'X-RateLimit-Remaining': '57' },
  body: `{
    "current_page": 1,
    "data": [
        {
            "tracking": "ECG4SU2112195902",
            "reference": null,
            "client": "kas",
            "phone": "0560351041",
            "phone_2": null,
            "adresse": "Alger",
            "commune": "Ain Taya",
            "wilaya_id": 16,
            "montant": "500",
            "tarif_prestation": "400",
            "tarif_retour": "200",
            "type_id": 1,
            "created_at": "2021-12-19",
            "payment_id": null,
            "return_id": null,
            "status": "prete_a_expedier",
            "products": "Prod 1"
        },
        {
            "tracking": "ECG4SU2111175434",
            "reference": "REF123",
            "client": "client 1",
            "phone": "0500000000",
            "phone_2": null,
            "adresse": "ouled fayet",
            "commune": "Ouled Fayet",
            "wilaya_id": 16,
            "montant": "21900",
            "tarif_prestation": "400",
            "tarif_retour": "200",
            "type_id": 1,
            "created_at": "2021-11-16",
            "payment_id": 312,
            "return_id": null,
            "status": "payé_et_archivé",
            "products": "Prod 1"
        }
    ],
    "first_page_url": "https://ecotrack-new.test/api/v1/get/orders?page=1",
    "from": 1,
    "last_page": 190,
    "last_page_url": "https://ecotrack-new.test/api/v1/get/orders?page=190",
    "next_page_url": "https://ecotrack-new.test/api/v1/get/orders?page=2",
    "path": "https://ecotrack-new.test/api/v1/get/orders",
    "per_page": 2,
    "prev_page_url": null,
    "to": 2,
    "total": 379
}`,
};

/** Configuration › Liste des wilayas actives (the first three of its list). */
export const WILAYAS: DocumentedAnswer = {
  source: 'ECO-PM Configuration › Liste des wilayas actives (200 OK), its first three wilayas',
  status: 200,
  headers: { 'Content-Type': 'application/json' },
  body: `[
    {
        "wilaya_id": 1,
        "wilaya_name": "Adrar"
    },
    {
        "wilaya_id": 2,
        "wilaya_name": "Chlef"
    },
    {
        "wilaya_id": 3,
        "wilaya_name": "Laghouat"
    }
]`,
};

/**
 * Configuration › Liste des communes actives: the example asks `get/communes` without its wilaya and gets
 * every wilaya's communes, an object keyed "0","1",… Here its first three and the four of Alger (16) among
 * its first 200, with their keys as written.
 */
export const COMMUNES: DocumentedAnswer = {
  source: 'ECO-PM Configuration › Liste des communes actives (200 OK), entries "0"-"2", "29", "112", "156", "190"',
  status: 200,
  headers: { 'Content-Type': 'application/json' },
  body: `{
    "0": {
        "nom": "Abadla",
        "wilaya_id": 8,
        "code_postal": "817",
        "has_stop_desk": 0
    },
    "1": {
        "nom": "Abalessa",
        "wilaya_id": 11,
        "code_postal": "1102",
        "has_stop_desk": 0
    },
    "2": {
        "nom": "Abi Youcef",
        "wilaya_id": 15,
        "code_postal": "1531",
        "has_stop_desk": 0
    },
    "29": {
        "nom": "Ain Benian",
        "wilaya_id": 16,
        "code_postal": "1657",
        "has_stop_desk": 1
    },
    "112": {
        "nom": "Ain Taya",
        "wilaya_id": 16,
        "code_postal": "1641",
        "has_stop_desk": 1
    },
    "156": {
        "nom": "Alger Centre",
        "wilaya_id": 16,
        "code_postal": "1601",
        "has_stop_desk": 1
    },
    "190": {
        "nom": "Bab El Oued",
        "wilaya_id": 16,
        "code_postal": "1605",
        "has_stop_desk": 0
    }
}`,
};

/** Taux limite: "Si vous envoyez plus de 50 requêtes par minute vous aurez la réponse suivante: 429 Too Many Request". */
export const TOO_MANY: DocumentedAnswer = {
  source: 'ECO-PM Taux limite › "Taux limite" (429 Too Many Requests)',
  status: 429,
  headers: {
    'X-RateLimit-Limit': '120',
    'X-RateLimit-Remaining': '117',
    'Retry-After': '33',
    'X-RateLimit-Reset': '1614965972',
    'Cache-Control': 'no-cache, private',
    'Content-Type': 'application/json',
  },
  body: `{
    "message": "Too Many Attempts."
}`,
};

/** Commandes › Télécharger l'étiquette: `GET {{url}}/api/v1/get/order/label?tracking={{tracking}}`, no saved answer. */
export const LABEL_QUERY_KEYS = ['tracking'] as const;
