// The publishing state every screen shares: read at sign-in, re-read after each save and while a
// build is pending or running.
import { atom } from 'nanostores';
import { adminCall } from '../admin-api.ts';
import { pollDelay, type PublishStatus } from './publish-status.ts';

export const $publish = atom<PublishStatus | null>(null);

let timer: ReturnType<typeof setTimeout> | undefined;

function schedule(status: PublishStatus | null) {
  clearTimeout(timer);
  const delay = pollDelay(status);
  if (delay !== null) timer = setTimeout(() => void readPublishStatus(), delay);
}

export async function readPublishStatus(): Promise<void> {
  try {
    const status = await adminCall<PublishStatus>('publish');
    $publish.set(status);
    schedule(status);
  } catch {
    schedule($publish.get()); // try again on the next beat while something is pending
  }
}

/** A save marked changes pending on the server, which also scheduled the build: show it and follow it. */
export function changesSaved(): void {
  const current = $publish.get();
  $publish.set({ state: current?.state === 'publishing' ? 'publishing' : 'pending', liveSince: current?.liveSince ?? null, error: null, changesPending: true });
  schedule($publish.get());
}

export async function publishNow(): Promise<void> {
  try {
    const status = await adminCall<PublishStatus>('publish', { method: 'POST' });
    $publish.set(status);
    schedule(status);
  } catch {
    await readPublishStatus();
  }
}

export function stopFollowingPublish(): void {
  clearTimeout(timer);
}
