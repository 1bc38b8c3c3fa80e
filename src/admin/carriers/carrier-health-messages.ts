import { defineMessages } from '../../i18n/messages.ts';

// A carrier's health line (Settings → Carriers, the dashboard): when the shop last heard from it, the
// parcels waiting for news, and, while its polls fail, since when and why, with what to do. {carrier}
// is a brand, the same in every language; {time} is Algiers time.
export const carrierHealthMessages = defineMessages({
  en: {
    healthTitle: 'Carriers',
    healthIntro: 'Each connected carrier: when the shop last heard from it, and the parcels still waiting for news.',
    lastNewsPoll: 'Last news {time}, asked by the shop.',
    lastNewsWebhook: 'Last news {time}, sent by {carrier}.',
    noNewsYet: 'No news asked yet: the shop asks every 15 minutes.',
    waiting: 'Parcels waiting for news: {n}',
    other: 'In a state the shop does not know (other): {n}',
    failedPolls: 'Failed polls in a row: {n}',
    'failing.auth': '{carrier} has refused the shop’s token since {time} — reconnect it.',
    'failing.quota': '{carrier}’s request quota has been used up since {time} — the shop asks again once it resets.',
    'failing.unreachable':
      '{carrier} has not answered since {time} (no answer, or its own error) — the shop keeps asking every 15 minutes.',
    'failing.refused': '{carrier} has refused the shop’s requests since {time} — the shop keeps asking; ask {carrier} why.',
    'failing.answer':
      '{carrier} has answered in a way the shop cannot read since {time} — the shop keeps asking; tell {carrier} if it lasts.',
    reconnect: 'Reconnect',
    loadFailed: 'The carriers’ news could not be loaded.',
  },
  fr: {
    healthTitle: 'Transporteurs',
    healthIntro: 'Chaque transporteur connecté : quand la boutique a eu de ses nouvelles, et les colis qui en attendent encore.',
    lastNewsPoll: 'Dernières nouvelles {time}, demandées par la boutique.',
    lastNewsWebhook: 'Dernières nouvelles {time}, envoyées par {carrier}.',
    noNewsYet: 'Aucune nouvelle demandée pour l’instant : la boutique demande toutes les 15 minutes.',
    waiting: 'Colis en attente de nouvelles : {n}',
    other: 'Dans un état que la boutique ne connaît pas (autre) : {n}',
    failedPolls: 'Demandes échouées d’affilée : {n}',
    'failing.auth': '{carrier} refuse le jeton de la boutique depuis {time} — reconnectez-le.',
    'failing.quota': 'Le quota de requêtes de {carrier} est épuisé depuis {time} — la boutique redemande dès qu’il se renouvelle.',
    'failing.unreachable':
      '{carrier} ne répond plus depuis {time} (pas de réponse, ou sa propre erreur) — la boutique redemande toutes les 15 minutes.',
    'failing.refused':
      '{carrier} refuse les requêtes de la boutique depuis {time} — la boutique redemande ; demandez à {carrier} pourquoi.',
    'failing.answer':
      '{carrier} répond depuis {time} d’une façon que la boutique ne sait pas lire — la boutique redemande ; prévenez {carrier} si cela dure.',
    reconnect: 'Reconnecter',
    loadFailed: 'Les nouvelles des transporteurs n’ont pas pu être chargées.',
  },
  ar: {
    healthTitle: 'شركات التوصيل',
    healthIntro: 'كل شركة توصيل مربوطة: متى وصلت أخبارها إلى المتجر آخر مرة، والطرود التي ما زالت تنتظر أخبارًا.',
    lastNewsPoll: 'آخر الأخبار {time}، سأل عنها المتجر.',
    lastNewsWebhook: 'آخر الأخبار {time}، أرسلتها {carrier}.',
    noNewsYet: 'لم يسأل المتجر عن أي خبر بعد: يسأل كل 15 دقيقة.',
    waiting: 'طرود تنتظر أخبارًا: {n}',
    other: 'في حالة لا يعرفها المتجر (أخرى): {n}',
    failedPolls: 'محاولات فاشلة متتالية: {n}',
    'failing.auth': 'ترفض {carrier} رمز المتجر منذ {time} — أعد ربطها.',
    'failing.quota': 'نفدت حصة طلبات {carrier} منذ {time} — يسأل المتجر من جديد حين تتجدد.',
    'failing.unreachable': 'لا تُجيب {carrier} منذ {time} (لا رد، أو خطأ من جهتها) — يواصل المتجر السؤال كل 15 دقيقة.',
    'failing.refused': 'ترفض {carrier} طلبات المتجر منذ {time} — يواصل المتجر السؤال؛ اسأل {carrier} عن السبب.',
    'failing.answer': 'تُجيب {carrier} منذ {time} بما لا يستطيع المتجر قراءته — يواصل المتجر السؤال؛ أخبر {carrier} إن استمر ذلك.',
    reconnect: 'إعادة الربط',
    loadFailed: 'تعذر تحميل أخبار شركات التوصيل.',
  },
});
