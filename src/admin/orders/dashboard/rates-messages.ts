import { defineMessages } from '../../../i18n/messages.ts';
import { useTranslator } from '../../shell/use-admin-text.ts';

// The dashboard's tables of delivery and return rates per wilaya and per customer (7 days).
export const ratesMessages = defineMessages({
  en: {
    byWilayaTitle: 'Deliveries by wilaya (7 days)',
    byWilayaIntro: 'Rates count only parcels delivered or returned. Under {n} of them, too few to judge.',
    wilaya: 'Wilaya',
    parcels: 'Parcels',
    delivered: 'Delivered',
    returned: 'Returned',
    tooFew: 'Too few to judge',
    noParcels: 'No parcel sent or finished in the last 7 days.',
    byCustomerTitle: 'Customers who sent parcels back (7 days)',
    byCustomerIntro: 'Most returns first. Open a customer to see all their orders.',
    customer: 'Customer',
    orders: 'Orders',
    noCustomerReturns: 'No customer sent a parcel back in the last 7 days.',
  },
  fr: {
    byWilayaTitle: 'Livraisons par wilaya (7 jours)',
    byWilayaIntro: 'Les taux ne comptent que les colis livrés ou retournés. En dessous de {n}, trop peu pour juger.',
    wilaya: 'Wilaya',
    parcels: 'Colis',
    delivered: 'Livrés',
    returned: 'Retours',
    tooFew: 'Trop peu pour juger',
    noParcels: 'Aucun colis envoyé ou terminé ces 7 derniers jours.',
    byCustomerTitle: 'Clients qui ont renvoyé des colis (7 jours)',
    byCustomerIntro: 'Le plus de retours d’abord. Ouvrez un client pour voir toutes ses commandes.',
    customer: 'Client',
    orders: 'Commandes',
    noCustomerReturns: 'Aucun client n’a renvoyé de colis ces 7 derniers jours.',
  },
  ar: {
    byWilayaTitle: 'التوصيل حسب الولاية (7 أيام)',
    byWilayaIntro: 'النسب تحسب الطرود المسلَّمة أو المرتجعة فقط. أقل من {n} منها عدد قليل لا يكفي للحكم.',
    wilaya: 'الولاية',
    parcels: 'الطرود',
    delivered: 'المسلَّمة',
    returned: 'المرتجعة',
    tooFew: 'عدد قليل للحكم',
    noParcels: 'لا طرد أُرسل أو انتهى في آخر 7 أيام.',
    byCustomerTitle: 'الزبائن الذين أرجعوا طرودًا (7 أيام)',
    byCustomerIntro: 'الأكثر إرجاعًا أولًا. افتح الزبون لترى كل طلباته.',
    customer: 'الزبون',
    orders: 'الطلبات',
    noCustomerReturns: 'لم يُرجع أي زبون طردًا في آخر 7 أيام.',
  },
});

export type RatesMessageKey = keyof (typeof ratesMessages)['en'];
export const useRatesText = () => useTranslator(ratesMessages);
