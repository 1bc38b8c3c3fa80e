import { defineMessages } from '../../i18n/messages.ts';

export const toastMessages = defineMessages({
  en: { notifications: 'Notifications ({hotkey})', close: 'Close' },
  ar: { notifications: 'الإشعارات ({hotkey})', close: 'إغلاق' },
  fr: { notifications: 'Notifications ({hotkey})', close: 'Fermer' },
});
