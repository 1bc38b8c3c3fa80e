// What leaves the phone: Netlify refuses request bodies over 6 MB before any function runs, so a
// photo over 4 MB is redrawn in the browser (upright, at most 2560 px wide, JPEG) and one over 15 MB
// is refused here with the server's own words. The server converts every upload again (WebP, no EXIF).
import { IMAGE_MAX_BYTES } from '../../../domain/admin-catalog/images.ts';

export const SHRINK_ABOVE_BYTES = 4 * 1024 * 1024;
export const SHRUNK_MAX_WIDTH = 2560;

export type UploadPlan = 'send' | 'shrink' | 'refuse';

export function uploadPlanOf(bytes: number): UploadPlan {
  if (bytes > IMAGE_MAX_BYTES) return 'refuse';
  return bytes > SHRINK_ABOVE_BYTES ? 'shrink' : 'send';
}

/** The file to send: itself, or its redrawn JPEG; a file the browser cannot draw is sent as it is (the server says why it refuses it). */
export async function preparedForUpload(file: File): Promise<File> {
  if (uploadPlanOf(file.size) !== 'shrink') return file;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, SHRUNK_MAX_WIDTH / bitmap.width);
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
    return blob ? new File([blob], file.name.replace(/\.[^.]*$/, '') + '.jpg', { type: 'image/jpeg' }) : file;
  } catch {
    return file;
  }
}
