// The path from a saved setting to the live site. A save marks changes pending; the owner's Publish
// (POST /api/admin/publish) asks for a build, and automatic publishing may too, where the owner turned
// it on. GET /api/admin/publish only reads where it stands: live since, the pending changes, why a
// publish failed. On Netlify the site is live when Netlify says so ("Deploy succeeded" notification).
import * as z from 'zod/mini';
import { key, wholeNumber } from './text-rules.ts';

export const PUBLISH_STATES = ['live', 'pending', 'publishing', 'failed'] as const;
export type PublishStateName = (typeof PUBLISH_STATES)[number];

/** Where a publish goes: a Netlify build hook, the local runtime's own build, or nowhere (not set up). */
export type PublishTargetKind = 'netlify' | 'local' | 'none';

/** Automatic publishing waits at least this long after the last build it or the owner asked for (Netlify only). */
export const AUTO_PUBLISH_MINUTES = { min: 10, max: 1440, default: 30 } as const;

export type AutoPublish = {
  enabled: boolean;
  /** on Netlify: at most one automatic publish per this many minutes */
  intervalMinutes: number;
  /** when the pending changes go live by themselves at the earliest (null: they wait for Publish) */
  nextAt: string | null;
};

/** A saved change shoppers do not see yet, from the audit log: one line per thing changed. */
export type PendingChange = { action: string; subject: string; at: string; count: number };

export type PublishState = {
  state: PublishStateName;
  /** when the site now live was published (null: never through the admin) */
  liveSince: string | null;
  /** why the last publish failed (state 'failed') */
  error: string | null;
  /** saved changes shoppers do not see yet */
  changesPending: boolean;
  target: PublishTargetKind;
  auto: AutoPublish;
  /** the newest pending changes (at most PENDING_LIST_SIZE), and how many things changed in all */
  pending: PendingChange[];
  pendingTotal: number;
};
export const PENDING_LIST_SIZE = 30;

/** The audit actions whose changes reach shoppers only through a publish. */
export const PUBLISHED_ACTIONS = ['product.', 'products.', 'category.', 'catalog.', 'settings.', 'wilayas.', 'gate.', 'offer.'] as const;

/** Automatic publishing when the owner has not chosen: on where a build is free, off where it costs. */
export const autoPublishByDefault = (target: PublishTargetKind) => target === 'local';

/** PUT /api/admin/publish/settings */
export const autoPublishBodySchema = z.object({
  enabled: z.boolean(key('invalid')),
  intervalMinutes: wholeNumber(AUTO_PUBLISH_MINUTES.min, AUTO_PUBLISH_MINUTES.max),
});
export type AutoPublishBody = z.infer<typeof autoPublishBodySchema>;
