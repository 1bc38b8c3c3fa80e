import { defineMessages } from '../../../i18n/messages.ts';
import { useTranslator } from '../../core/use-translator.ts';

// The dashboard's tables of delivery and return rates per wilaya and per customer (7 days). The
// columns' headers longer than a 390 px phone's fifth of a table carry a soft hyphen (\u00AD) where
// they may break: "Deliv-ered" rather than running into the next header.
export const ratesMessages = defineMessages({
  en: {
    byWilayaTitle: 'Deliveries by wilaya (7 days)',
    byWilayaIntro:
      'Rates count only parcels delivered or returned. Under {n} of them, too few to judge. Failed: delivery attempts that failed (nobody answered, refused at the door).',
    wilaya: 'Wilaya',
    parcels: 'Parcels',
    delivered: 'Deliv\u00ADered',
    returned: 'Re\u00ADturned',
    failedAttempts: 'Failed',
    tooFew: 'Too few to judge',
    noParcels: 'No parcel sent or finished in the last 7 days.',
    byCustomerTitle: 'Customers with returns or failed deliveries (7 days)',
    byCustomerIntro:
      'Those who sent a parcel back, or with {n} failed attempts or more. Most returns first. Open a customer to see all their orders.',
    customer: 'Customer',
    orders: 'Orders',
    noCustomerReturns: 'No customer sent a parcel back or failed deliveries again and again in the last 7 days.',
  },
  fr: {
    byWilayaTitle: 'Livraisons par wilaya (7 jours)',
    byWilayaIntro:
      'Les taux ne comptent que les colis livrés ou retournés. En dessous de {n}, trop peu pour juger. Échecs : tentatives de livraison échouées (pas de réponse, refus à la porte).',
    wilaya: 'Wilaya',
    parcels: 'Colis',
    delivered: 'Livrés',
    returned: 'Retours',
    failedAttempts: 'Échecs',
    tooFew: 'Trop peu pour juger',
    noParcels: 'Aucun colis envoyé ou terminé ces 7 derniers jours.',
    byCustomerTitle: 'Clients avec retours ou livraisons échouées (7 jours)',
    byCustomerIntro:
      'Ceux qui ont renvoyé un colis, ou avec {n} tentatives échouées ou plus. Le plus de retours d’abord. Ouvrez un client pour voir toutes ses commandes.',
    customer: 'Client',
    orders: 'Com\u00ADmandes',
    noCustomerReturns: 'Aucun client n’a renvoyé de colis ni fait échouer de livraisons à répétition ces 7 derniers jours.',
  },
  ar: {
    byWilayaTitle: 'التوصيل حسب الولاية (7 أيام)',
    byWilayaIntro:
      'النسب تحسب الطرود المسلَّمة أو المرتجعة فقط. أقل من {n} منها عدد قليل لا يكفي للحكم. الفاشلة: محاولات التوصيل التي فشلت (لا رد، أو رفض عند الباب).',
    wilaya: 'الولاية',
    parcels: 'الطرود',
    delivered: 'المسلَّمة',
    returned: 'المرتجعة',
    failedAttempts: 'الفاشلة',
    tooFew: 'عدد قليل للحكم',
    noParcels: 'لا طرد أُرسل أو انتهى في آخر 7 أيام.',
    byCustomerTitle: 'زبائن بمرتجعات أو توصيلات فاشلة (7 أيام)',
    byCustomerIntro: 'من أرجع طردًا، أو فشلت عنده {n} محاولات توصيل أو أكثر. الأكثر إرجاعًا أولًا. افتح الزبون لترى كل طلباته.',
    customer: 'الزبون',
    orders: 'الطلبات',
    noCustomerReturns: 'لم يُرجع أي زبون طردًا ولم تفشل توصيلات متكررة عند أحد في آخر 7 أيام.',
  },
});

export type RatesMessageKey = keyof (typeof ratesMessages)['en'];
export const useRatesText = () => useTranslator(ratesMessages);
