// The line under the top bar that says whether shoppers see the saved changes yet: pending ones lead
// to the publish screen (what changed) and have the explicit "Publish the site" beside them. A region
// named "Publishing the site" for screen readers, its button named for what it does: a product's
// editor has its own "Publish product" (draft to published) on the same screen.
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { AdminLink } from '../../core/AdminLink.tsx';
import { ADMIN_BASE } from '../../core/admin-paths.ts';
import { useAdminText } from '../../core/use-admin-text.ts';
import { $publish, readPublishStatus, requestPublish, stopFollowingPublish } from '../../core/publish-store.ts';
import { publishLine } from './publish-status.ts';

const TONE = {
  publishPending: 'bg-amber-100 text-amber-950',
  publishRunning: 'bg-sky-100 text-sky-950',
  publishLive: 'bg-emerald-100 text-emerald-950',
  publishFailed: 'bg-red-100 text-red-950',
} as const;

export function PublishBar() {
  const { t, locale } = useAdminText();
  const status = useStore($publish);
  useEffect(() => {
    void readPublishStatus();
    return stopFollowingPublish;
  }, []);
  const line = publishLine(status, locale);
  if (!line)
    return (
      <section className="h-0" data-publish-bar>
        <div role="status" aria-live="polite" />
      </section>
    );
  // The build's reason is English from the tools: isolated, so an Arabic line keeps its order.
  const [beforeReason = '', afterReason = ''] =
    line.key === 'publishFailed' ? t('publishFailed', { reason: '\u0000' }).split('\u0000') : [];
  const action =
    line.key === 'publishFailed' ? t('publishRetry') : line.key === 'publishPending' && status?.target !== 'none' ? t('publishNow') : null;
  return (
    <section aria-label={t('publishBar')} className={`${TONE[line.key]}`} data-publish-bar={status?.state}>
      <div className="mx-auto flex min-h-11 max-w-6xl items-center justify-between gap-3 px-4">
        {line.key === 'publishFailed' ? (
          <p role="status" aria-live="polite" className="min-w-0 flex-1 break-words py-2 text-sm font-semibold">
            {beforeReason}
            <bdi className="font-mono text-xs font-normal">{line.reason}</bdi>
            {afterReason}
          </p>
        ) : line.key === 'publishPending' ? (
          <div role="status" aria-live="polite" className="min-w-0 flex-1">
            <AdminLink
              to={`${ADMIN_BASE}/publish`}
              className="flex min-h-10 items-center text-sm font-semibold underline underline-offset-4"
              title={t('publishReview')}
              data-publish-review
            >
              <span className="truncate">{t('publishPending', { n: line.n })}</span>
            </AdminLink>
          </div>
        ) : (
          <p role="status" aria-live="polite" className="min-w-0 flex-1 truncate text-sm font-semibold">
            {line.key === 'publishLive' ? t(line.key, { time: line.time }) : t(line.key)}
          </p>
        )}
        {action && (
          <button
            type="button"
            onClick={() => void requestPublish()}
            className="min-h-10 shrink-0 rounded-md bg-ink px-4 text-sm font-bold text-paper"
            data-publish-now
          >
            {action}
          </button>
        )}
      </div>
    </section>
  );
}
