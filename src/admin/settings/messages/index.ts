import { defineMessages } from '../../../i18n/messages.ts';
import { en } from './en.ts';
import { ar } from './ar.ts';
import { fr } from './fr.ts';

// The settings screens' texts. The site password's three sentences are the spec's, word for word.
export const settingsMessages = defineMessages({ en, ar, fr });

export type SettingsMessageKey = keyof (typeof settingsMessages)['en'];
export const isSettingsMessageKey = (key: string): key is SettingsMessageKey => Object.hasOwn(settingsMessages.en, key);
