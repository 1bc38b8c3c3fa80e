// The ads choice and the privacy page, in the shop's three languages. {platforms} is "Meta" or
// "TikTok" or both, as the owner set them up; brand names read the same in every language.
import { defineMessages } from '../../i18n/messages.ts';

export const adsMessages = defineMessages({
  en: {
    consentTitle: 'Ads and your visit',
    consentText:
      'May we tell {platforms} what you view and order here, so our ads reach people like you? Nothing is sent unless you accept. You can change this at any time at the bottom of every page.',
    accept: 'Accept',
    refuse: 'Refuse',
    privacyLink: 'What is sent',
    adsChoice: 'Ads choice',
    privacy: 'Privacy',
    and: ' and ',
  },
  fr: {
    consentTitle: 'Publicités et votre visite',
    consentText:
      'Pouvons-nous indiquer à {platforms} ce que vous regardez et commandez ici, pour que nos publicités touchent des personnes comme vous ? Rien n’est envoyé sans votre accord. Vous pouvez changer d’avis à tout moment en bas de chaque page.',
    accept: 'Accepter',
    refuse: 'Refuser',
    privacyLink: 'Ce qui est envoyé',
    adsChoice: 'Choix publicitaire',
    privacy: 'Confidentialité',
    and: ' et ',
  },
  ar: {
    consentTitle: 'الإعلانات وزيارتك',
    consentText:
      'هل نُعلم {platforms} بما تشاهدينه وتطلبينه هنا، لتصل إعلاناتنا إلى أشخاص مثلك؟ لا يُرسَل شيء إلا إذا وافقتِ. يمكنك تغيير اختيارك في أي وقت من أسفل كل صفحة.',
    accept: 'أوافق',
    refuse: 'أرفض',
    privacyLink: 'ما الذي يُرسَل',
    adsChoice: 'خيار الإعلانات',
    privacy: 'الخصوصية',
    and: ' و',
  },
});

// The privacy page (/privacy): what is sent, to whom and why (issue 40 §1, Algeria's Law 18-07 on
// personal data asks for the person's consent first). "noAds" is the page of a shop without pixels.
export const privacyMessages = defineMessages({
  en: {
    title: 'Privacy',
    intro:
      'This shop keeps what it needs to deliver your order: your name, phone, email and address, and what you ordered. They are used to confirm, ship and deliver your order, and are not sold.',
    noAds: 'This shop uses no advertising pixel: nothing about your visit is sent to an ad platform.',
    adsTitle: 'Ads (only if you accept)',
    adsWho: 'Who: {platforms}, the companies that show our ads.',
    adsWhat:
      'What: the pages you view, the products you add to your cart, that you start ordering and that you placed an order (its number, its products and their price), with the identifiers these platforms keep in cookies on this site (_fbp, _fbc, _ttp) and the ad you came from (fbclid, ttclid, utm_ tags). When your order is delivered, the shop tells them so, with your phone, email and name in hashed form (SHA-256), so they can recognise an account without reading the details.',
    adsWhy: 'Why: so the shop’s ads reach people who really buy, and the shop pays for fewer orders that are never delivered.',
    adsNo: 'If you refuse, or have not chosen yet, nothing at all is sent to them and the shop works the same.',
    adsChange:
      'You can change your choice at any time with “Ads choice” at the bottom of every page. Refusing also deletes what this site kept for ads in your browser.',
    lawTitle: 'Your rights',
    law: 'Under Algeria’s Law 18-07 on personal data you may ask the shop to see, correct or delete what it keeps about you: write to us from the Contact page.',
  },
  fr: {
    title: 'Confidentialité',
    intro:
      'Cette boutique garde ce qu’il faut pour livrer votre commande : votre nom, téléphone, e-mail et adresse, et ce que vous avez commandé. Ils servent à confirmer, expédier et livrer votre commande, et ne sont pas vendus.',
    noAds: 'Cette boutique n’utilise aucun pixel publicitaire : rien de votre visite n’est envoyé à une plateforme publicitaire.',
    adsTitle: 'Publicités (seulement si vous acceptez)',
    adsWho: 'À qui : {platforms}, les sociétés qui diffusent nos publicités.',
    adsWhat:
      'Quoi : les pages que vous consultez, les produits ajoutés au panier, le début de votre commande et la commande passée (son numéro, ses produits et leur prix), avec les identifiants que ces plateformes gardent en cookies sur ce site (_fbp, _fbc, _ttp) et la publicité d’où vous venez (fbclid, ttclid, balises utm_). Quand votre commande est livrée, la boutique le leur indique, avec votre téléphone, e-mail et nom sous forme chiffrée (SHA-256), pour qu’elles reconnaissent un compte sans lire ces informations.',
    adsWhy:
      'Pourquoi : pour que les publicités de la boutique touchent des personnes qui achètent vraiment, et qu’elle paie moins de commandes jamais livrées.',
    adsNo: 'Si vous refusez, ou n’avez pas encore choisi, rien ne leur est envoyé et la boutique fonctionne de la même façon.',
    adsChange:
      'Vous pouvez changer d’avis à tout moment avec « Choix publicitaire » en bas de chaque page. Refuser efface aussi ce que ce site gardait pour les publicités dans votre navigateur.',
    lawTitle: 'Vos droits',
    law: 'Selon la loi algérienne 18-07 sur les données personnelles, vous pouvez demander à la boutique de consulter, corriger ou effacer ce qu’elle garde sur vous : écrivez-nous depuis la page Contact.',
  },
  ar: {
    title: 'الخصوصية',
    intro:
      'يحتفظ هذا المتجر بما يلزم لتوصيل طلبك: اسمك وهاتفك وبريدك الإلكتروني وعنوانك وما طلبته. تُستعمل لتأكيد طلبك وشحنه وتوصيله، ولا تُباع.',
    noAds: 'لا يستعمل هذا المتجر أي بكسل إعلاني: لا يُرسَل شيء عن زيارتك إلى أي منصة إعلانات.',
    adsTitle: 'الإعلانات (فقط إذا وافقتِ)',
    adsWho: 'إلى من: {platforms}، الشركات التي تعرض إعلاناتنا.',
    adsWhat:
      'ماذا: الصفحات التي تشاهدينها، والمنتجات التي تضيفينها إلى السلة، وبدء الطلب، والطلب المُرسَل (رقمه ومنتجاته وسعرها)، مع المعرّفات التي تحفظها هذه المنصات في ملفات تعريف الارتباط على هذا الموقع (_fbp و_fbc و_ttp) والإعلان الذي جئتِ منه (fbclid وttclid ووسوم utm_). وعند تسليم طلبك يُعلمها المتجر بذلك، مع هاتفك وبريدك واسمك في صورة مشفّرة (SHA-256)، لتتعرّف على الحساب دون قراءة هذه البيانات.',
    adsWhy: 'لماذا: لتصل إعلانات المتجر إلى من يشترون فعلًا، فيدفع المتجر ثمن طلبات أقل لا تُسلَّم أبدًا.',
    adsNo: 'إذا رفضتِ، أو لم تختاري بعد، لا يُرسَل إليها أي شيء ويعمل المتجر كما هو.',
    adsChange: 'يمكنك تغيير اختيارك في أي وقت عبر «خيار الإعلانات» أسفل كل صفحة. والرفض يمحو أيضًا ما حفظه هذا الموقع للإعلانات في متصفحك.',
    lawTitle: 'حقوقك',
    law: 'وفق القانون الجزائري 18-07 المتعلق بالمعطيات الشخصية، يمكنك أن تطلبي من المتجر الاطلاع على ما يحفظه عنك أو تصحيحه أو حذفه: راسلينا من صفحة اتصل بنا.',
  },
});

/** "Meta", "TikTok" or "Meta and TikTok", as the owner set the pixels up. */
export function platformNames(ads: { metaPixelId: string | null; tiktokPixelId: string | null }, and: string): string {
  return [ads.metaPixelId ? 'Meta (Facebook, Instagram)' : null, ads.tiktokPixelId ? 'TikTok' : null].filter(Boolean).join(and);
}
