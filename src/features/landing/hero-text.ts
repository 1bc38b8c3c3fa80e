// The hero line: the owner's own words, or, while it is still the shipped default, that default in
// the page's language.
import type { Locale } from '../../i18n/locales.ts';
import { landingMessages } from './messages.ts';

export const heroTextFor = (heroText: string, locale: Locale) =>
  heroText === landingMessages.en.defaultHero ? landingMessages[locale].defaultHero : heroText;
