import { describe, expect, it } from 'vitest';
import { AdminApiError } from '../../core/admin-api.ts';
import { IMAGE_REFUSALS } from '../../../domain/admin-catalog/images.ts';
import { translator } from '../../../i18n/messages.ts';
import { catalogMessages } from '../messages/index.ts';
import { uploadRefusalText } from './upload-refusal.ts';

const refusal = (reason: unknown) =>
  new AdminApiError(413, {
    code: 'image_too_large',
    message: 'This image is too long or too tall (at most 12,000 pixels on a side). Choose another photo.',
    details: { reason },
  });

describe("a refused upload in the owner's language", () => {
  it("words the server's reason in English, French and Arabic", () => {
    const say = (locale: 'en' | 'fr' | 'ar') => uploadRefusalText(refusal('sideTooLong'), translator(catalogMessages, locale), locale);
    expect(say('en')).toBe('This image is too long or too tall (at most 12,000 pixels on a side). Choose another photo.');
    expect(say('fr')).toBe('Cette image est trop longue ou trop haute (12,000 pixels au plus par côté). Choisissez une autre photo.');
    expect(say('ar')).toBe('هذه الصورة طويلة أو عريضة جدًا (12,000 بكسل على الأكثر في كل جانب). اختر صورة أخرى.');
  });

  it("has a text for every reason in every language, and keeps the server's message when there is no known reason", () => {
    for (const locale of ['en', 'fr', 'ar'] as const) {
      const t = translator(catalogMessages, locale);
      for (const reason of IMAGE_REFUSALS) expect(uploadRefusalText(refusal(reason), t, locale)).toMatch(/\S/);
      expect(uploadRefusalText(refusal('something new'), t, locale)).toBe(refusal('x').message);
    }
  });
});
