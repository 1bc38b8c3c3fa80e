// The path from a saved setting to the live site. A save marks changes pending and schedules a
// publish; GET /api/admin/publish reads where it stands, POST asks for one now (202).
export const PUBLISH_STATES = ['live', 'pending', 'publishing', 'failed'] as const;
export type PublishStateName = (typeof PUBLISH_STATES)[number];

export type PublishState = {
  state: PublishStateName;
  /** when the site now live was published (null: never through the admin) */
  liveSince: string | null;
  /** why the last publish failed (state 'failed') */
  error: string | null;
  /** saved changes shoppers do not see yet */
  changesPending: boolean;
};
