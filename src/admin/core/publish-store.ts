// The publishing state every screen shares: read at sign-in, after each save and while a build is
// on its way. A save only shows its changes as pending here; the server decides whether anything
// publishes by itself (automatic publishing), and the owner's Publish asks for a build (POST).
import { atom } from 'nanostores';
import { adminCall } from './admin-api.ts';
import { pollDelay, type PublishStatus } from './publish-poll.ts';
import type { AutoPublishBody } from '../../domain/admin/publish.ts';

export const $publish = atom<PublishStatus | null>(null);

let timer: ReturnType<typeof setTimeout> | undefined;

function schedule(status: PublishStatus | null) {
  clearTimeout(timer);
  const delay = pollDelay(status);
  if (delay !== null) timer = setTimeout(() => void readPublishStatus(), delay);
}

function show(status: PublishStatus) {
  $publish.set(status);
  schedule(status);
}

export async function readPublishStatus(): Promise<void> {
  try {
    show(await adminCall<PublishStatus>('publish'));
  } catch {
    schedule($publish.get()); // try again on the next beat while something is on its way
  }
}

/**
 * After a save: a change shoppers will see once published shows as pending at once, then the list is
 * read (and whether it publishes by itself). `pending` false: the save changed nothing shoppers see (a
 * draft product's edits), so the bar only reads where publishing stands.
 */
export function showChangesPending(pending = true): void {
  const current = $publish.get();
  if (current && pending)
    $publish.set({ ...current, state: current.state === 'publishing' ? 'publishing' : 'pending', error: null, changesPending: true });
  void readPublishStatus();
}

/** The owner's Publish: asks the server for a build (POST /api/admin/publish). */
export async function requestPublish(): Promise<void> {
  try {
    show(await adminCall<PublishStatus>('publish', { method: 'POST' }));
  } catch {
    await readPublishStatus();
  }
}

/** Automatic publishing on or off (and its interval); throws the API's refusal for the form to show. */
export async function saveAutoPublish(body: AutoPublishBody): Promise<void> {
  show(await adminCall<PublishStatus>('publish/settings', { method: 'PUT', body }));
}

export function stopFollowingPublish(): void {
  clearTimeout(timer);
}
