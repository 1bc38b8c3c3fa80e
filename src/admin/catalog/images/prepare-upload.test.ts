import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '../../../domain/admin-catalog/images.ts';
import { uploadPlanOf } from './prepare-upload.ts';

describe('what the browser does with a photo before sending it', () => {
  it('sends up to 4 MB as it is, redraws up to 15 MB, refuses more', () => {
    expect(uploadPlanOf(200_000)).toBe('send');
    expect(uploadPlanOf(4 * 1024 * 1024)).toBe('send');
    expect(uploadPlanOf(4 * 1024 * 1024 + 1)).toBe('shrink');
    expect(uploadPlanOf(IMAGE_MAX_BYTES)).toBe('shrink');
    expect(uploadPlanOf(IMAGE_MAX_BYTES + 1)).toBe('refuse');
  });
});
