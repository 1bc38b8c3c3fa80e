import { defineMessages } from '../../i18n/messages.ts';

// The gate's texts: the spec's English word for word, and Arabic.
export const gateMessages = defineMessages({
  en: {
    pageTitle: 'Password required',
    title: 'PASSWORD REQUIRED',
    subtitle: 'Enter password to access exclusive content',
    label: 'Password',
    placeholder: 'Enter password',
    enter: 'ENTER',
    verifying: 'VERIFYING...',
    locked: 'LOCKED ({n}s)',
    disabledNote: 'Login temporarily disabled',
    invalid: 'Invalid access credentials. Please try again.',
    invalidFallback: 'Invalid password. Please try again.',
    tooMany: 'Too many failed attempts. Please try again in {n} seconds.',
    failed: 'An error occurred during the authentication process. Please try again later.',
  },
  ar: {
    pageTitle: 'كلمة المرور مطلوبة',
    title: 'كلمة المرور مطلوبة',
    subtitle: 'أدخل كلمة المرور للوصول إلى المحتوى الحصري',
    label: 'كلمة المرور',
    placeholder: 'أدخل كلمة المرور',
    enter: 'دخول',
    verifying: 'جارٍ التحقق...',
    locked: 'مقفل ({n}\u00a0ث)',
    disabledNote: 'تسجيل الدخول معطّل مؤقتًا',
    invalid: 'بيانات الدخول غير صحيحة. يرجى المحاولة مرة أخرى.',
    invalidFallback: 'كلمة المرور غير صحيحة. يرجى المحاولة مرة أخرى.',
    tooMany: 'محاولات فاشلة كثيرة جدًا. يرجى المحاولة مرة أخرى بعد {n}\u00a0ث.',
    failed: 'حدث خطأ أثناء عملية المصادقة. يرجى المحاولة مرة أخرى لاحقًا.',
  },
  fr: {
    pageTitle: 'Mot de passe requis',
    title: 'MOT DE PASSE REQUIS',
    subtitle: 'Entrez le mot de passe pour accéder au contenu exclusif',
    label: 'Mot de passe',
    placeholder: 'Entrez le mot de passe',
    enter: 'ENTRER',
    verifying: 'VÉRIFICATION...',
    locked: 'BLOQUÉ ({n}\u00a0s)',
    disabledNote: 'Connexion momentanément désactivée',
    invalid: 'Identifiants d’accès incorrects. Veuillez réessayer.',
    invalidFallback: 'Mot de passe incorrect. Veuillez réessayer.',
    tooMany: 'Trop de tentatives échouées. Réessayez dans {n}\u00a0secondes.',
    failed: 'Une erreur est survenue lors de l’authentification. Veuillez réessayer plus tard.',
  },
});

/** What the form island needs: the page's heading and subtitle stay in the HTML. */
export type GateLabels = Omit<(typeof gateMessages)['en'], 'pageTitle' | 'title' | 'subtitle'>;
