import { defineMessages } from '../../../i18n/messages.ts';

// The publish screen's texts: what is not live yet, the Publish button, automatic publishing and
// what a publish costs on Netlify (15 credits per production deploy on Netlify's credit-based plans,
// as its "How credits work" page said in November 2026; docs/deploy.md "What publishing costs").
export const publishMessages = defineMessages({
  en: {
    title: 'Publish',
    intro: 'The shop’s pages are built from your catalog and settings: what you save reaches shoppers once it is published.',
    neverPublished: 'Not published from the admin yet.',
    pendingTitle: 'Not yet live: {n}',
    pendingEmpty: 'Everything you saved is live.',
    pendingMore: '…and {n} more.',
    publish: 'Publish the site',
    publishing: 'Publishing...',
    helpNetlify:
      'Publishing starts a production deploy on Netlify. The shop shows the changes once Netlify reports the deploy live, usually within a few minutes.',
    helpLocal: 'Publishing rebuilds the site on this computer (about 10 seconds).',
    unavailable: 'Publishing is not set up here: set NETLIFY_BUILD_HOOK_URL (docs/deploy.md).',
    autoTitle: 'Automatic publishing',
    autoToggle: 'Publish automatically',
    autoCost:
      'On Netlify every publish is a production deploy, paid for with your Netlify plan’s credits (15 credits each on the credit-based plans; the Free plan has 300 a month). Off: changes wait until you publish the site.',
    autoLocal: 'On this computer a publish costs nothing: when this is on, changes go live a few seconds after each save.',
    autoInterval: 'Minutes between two automatic publishes',
    autoIntervalHint: 'At least 10, at most 1440. Saves made in between wait and go out together.',
    autoNext: 'The changes go live by themselves at about {time}.',
    save: 'Save',
    saved: 'Saved.',
    saveFailed: 'Not saved: {message}',
  },
  fr: {
    title: 'Publication',
    intro:
      'Les pages de la boutique sont construites à partir du catalogue et des réglages\u00a0: ce que vous enregistrez arrive aux clients une fois publié.',
    neverPublished: 'Pas encore publié depuis l’admin.',
    pendingTitle: 'Pas encore en ligne\u00a0: {n}',
    pendingEmpty: 'Tout ce que vous avez enregistré est en ligne.',
    pendingMore: '…et {n} de plus.',
    publish: 'Publier le site',
    publishing: 'Publication en cours...',
    helpNetlify:
      'Publier lance un déploiement de production sur Netlify. La boutique affiche les modifications quand Netlify annonce le déploiement en ligne, en général en quelques minutes.',
    helpLocal: 'Publier reconstruit le site sur cet ordinateur (environ 10 secondes).',
    unavailable: 'La publication n’est pas configurée ici\u00a0: définissez NETLIFY_BUILD_HOOK_URL (docs/deploy.md).',
    autoTitle: 'Publication automatique',
    autoToggle: 'Publier automatiquement',
    autoCost:
      'Sur Netlify chaque publication est un déploiement de production, payé avec les crédits de votre offre Netlify (15 crédits chacun sur les offres à crédits\u00a0; l’offre Free en a 300 par mois). Désactivée\u00a0: les modifications attendent votre «\u00a0Publier le site\u00a0».',
    autoLocal:
      'Sur cet ordinateur une publication ne coûte rien\u00a0: activée, les modifications sont en ligne quelques secondes après chaque enregistrement.',
    autoInterval: 'Minutes entre deux publications automatiques',
    autoIntervalHint: 'Au moins 10, au plus 1440. Les enregistrements faits entre-temps attendent et partent ensemble.',
    autoNext: 'Les modifications seront en ligne d’elles-mêmes vers {time}.',
    save: 'Enregistrer',
    saved: 'Enregistré.',
    saveFailed: 'Non enregistré\u00a0: {message}',
  },
  ar: {
    title: 'النشر',
    intro: 'صفحات المتجر مبنية من الكتالوج والإعدادات: ما تحفظه يصل إلى الزبائن بعد نشره.',
    neverPublished: 'لم يُنشر من لوحة الإدارة بعد.',
    pendingTitle: 'لم يُنشر بعد: {n}',
    pendingEmpty: 'كل ما حفظته منشور.',
    pendingMore: '…و{n} أخرى.',
    publish: 'انشر الموقع',
    publishing: 'جارٍ النشر...',
    helpNetlify: 'النشر يطلق نشرًا إنتاجيًا على Netlify. يُظهر المتجر التغييرات عندما يعلن Netlify أن النشر صار متاحًا، عادةً خلال دقائق.',
    helpLocal: 'النشر يعيد بناء الموقع على هذا الحاسوب (نحو 10 ثوانٍ).',
    unavailable: 'النشر غير مُعدّ هنا: عيّن NETLIFY_BUILD_HOOK_URL (راجع docs/deploy.md).',
    autoTitle: 'النشر التلقائي',
    autoToggle: 'انشر تلقائيًا',
    autoCost:
      'على Netlify كل نشر هو نشر إنتاجي يُدفع من أرصدة باقتك في Netlify (15 رصيدًا لكل نشر في الباقات القائمة على الأرصدة؛ والباقة المجانية فيها 300 في الشهر). عند الإيقاف: تنتظر التغييرات ضغطك على «انشر الموقع».',
    autoLocal: 'على هذا الحاسوب لا يكلّف النشر شيئًا: عند التشغيل تُنشر التغييرات بعد ثوانٍ من كل حفظ.',
    autoInterval: 'الدقائق بين نشرين تلقائيين',
    autoIntervalHint: '10 على الأقل و1440 على الأكثر. ما يُحفظ بينهما ينتظر ويُنشر معًا.',
    autoNext: 'تُنشر التغييرات تلقائيًا نحو الساعة {time}.',
    save: 'حفظ',
    saved: 'تم الحفظ.',
    saveFailed: 'لم يُحفظ: {message}',
  },
});

export type PublishMessageKey = keyof (typeof publishMessages)['en'];
