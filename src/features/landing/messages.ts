import { defineMessages } from '../../i18n/messages.ts';

export const landingMessages = defineMessages({
  en: {
    defaultHero: 'Luxury Streetwear',
    enter: 'ENTER',
  },
  ar: {
    defaultHero: 'أزياء شارع فاخرة',
    enter: 'ادخل',
  },
  fr: {
    defaultHero: 'Streetwear haut de gamme',
    enter: 'ENTRER',
  },
});

// The about and contact pages: the owner's text from the site settings, or these defaults.
export const infoMessages = defineMessages({
  en: {
    aboutTitle: 'About',
    aboutDefault:
      'We make limited runs of heavyweight streetwear in Algeria, released in drops.\n\nEvery piece is cut for everyday wear and delivered across the 58 wilayas, paid in cash on delivery.',
    contactTitle: 'Contact',
    contactDefault:
      'Questions about an order, a size or a delivery? Write to us on our social pages or call the number on your order confirmation.\n\nWe answer every day from 9:00 to 18:00.',
  },
  ar: {
    aboutTitle: 'من نحن',
    aboutDefault:
      'نصنع ملابس شارع ثقيلة بكميات محدودة في الجزائر، وتصدر على دفعات.\n\nكل قطعة مصممة للارتداء اليومي، ونوصلها إلى الولايات الـ58 مع الدفع عند الاستلام.',
    contactTitle: 'اتصل بنا',
    contactDefault:
      'لديك سؤال عن طلبية أو مقاس أو توصيل؟ راسلنا عبر صفحاتنا على مواقع التواصل أو اتصل بالرقم المذكور في تأكيد طلبيتك.\n\nنجيب كل يوم من 9:00 إلى 18:00.',
  },
  fr: {
    aboutTitle: 'À propos',
    aboutDefault:
      'Nous fabriquons en Algérie du streetwear épais en séries limitées, sorties par drops.\n\nChaque pièce est coupée pour être portée tous les jours et livrée dans les 58 wilayas, avec paiement à la livraison.',
    contactTitle: 'Contact',
    contactDefault:
      'Une question sur une commande, une taille ou une livraison ? Écrivez-nous sur nos pages ou appelez le numéro indiqué dans la confirmation de votre commande.\n\nNous répondons tous les jours de 9h00 à 18h00.',
  },
});
