// After a save the function answers at once; automatic publishing, where it is on, runs on (waitUntil
// on Netlify, a background promise in the local runtime). With it off, the changes wait for Publish.
import type { AdminContext } from './http.ts';
import { publishAfterSave, publishTarget } from '../publish/publisher.ts';

export function schedulePublish(context: AdminContext | undefined): void {
  if (publishTarget().kind === 'none') return; // nothing can publish here: the changes stay pending
  const work = publishAfterSave().catch((error: unknown) => console.error('[publish] automatic publishing failed:', error));
  context?.waitUntil?.(work);
}
