// After a save the function answers at once; the publish it schedules runs on (waitUntil on
// Netlify, a background promise in the local runtime).
import type { AdminContext } from './http.ts';
import { changesSaved, publishTarget } from '../publish/publisher.ts';

export function schedulePublish(context: AdminContext | undefined): void {
  if (publishTarget().kind === 'none') return; // nothing can publish here: the changes stay pending
  const work = changesSaved().catch((error: unknown) => console.error('[publish] scheduling failed:', error));
  context?.waitUntil?.(work);
}
