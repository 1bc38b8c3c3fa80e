import { defineMessages } from '../../i18n/messages.ts';

export const countdownMessages = defineMessages({
  en: {
    defaultTitle: 'Next Drop Coming Soon',
    expiredTitle: 'Drop Time Expired',
    expiredText: 'Stay tuned for the next drop!',
    close: 'Close countdown',
    days: 'Days',
    hours: 'Hours',
    minutes: 'Minutes',
    seconds: 'Seconds',
    timeLeft: 'Time left until the next drop',
  },
  ar: {
    defaultTitle: 'الإصدار القادم قريباً',
    expiredTitle: 'انتهى وقت الإصدار',
    expiredText: 'ترقّبوا الإصدار القادم!',
    close: 'إغلاق العد التنازلي',
    days: 'أيام',
    hours: 'ساعات',
    minutes: 'دقائق',
    seconds: 'ثوانٍ',
    timeLeft: 'الوقت المتبقي حتى الإصدار القادم',
  },
  fr: {
    defaultTitle: 'Le prochain drop arrive bientôt',
    expiredTitle: 'Le drop est terminé',
    expiredText: 'Restez connectés pour le prochain drop !',
    close: 'Fermer le compte à rebours',
    days: 'Jours',
    hours: 'Heures',
    minutes: 'Minutes',
    seconds: 'Secondes',
    timeLeft: 'Temps restant avant le prochain drop',
  },
});
