// The admin's own language, chosen in the admin and remembered in localStorage (the shop's pages
// take theirs from the URL). The page's lang and dir follow it.
import { atom } from 'nanostores';
import { directionOf, isLocale, type Locale } from '../../i18n/locales.ts';

export const ADMIN_LOCALE_KEY = 'admin-locale';

function remembered(): Locale {
  try {
    const saved = localStorage.getItem(ADMIN_LOCALE_KEY);
    if (isLocale(saved)) return saved;
  } catch {
    // storage off: fall through to the browser's language
  }
  const browser = navigator.language.toLowerCase().slice(0, 2);
  return isLocale(browser) ? browser : 'en';
}

export const $adminLocale = atom<Locale>(typeof window === 'undefined' ? 'en' : remembered());

export function applyLocale(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}

export function chooseLocale(locale: Locale): void {
  try {
    localStorage.setItem(ADMIN_LOCALE_KEY, locale);
  } catch {
    // remembered for this page only
  }
  applyLocale(locale);
  $adminLocale.set(locale);
}
