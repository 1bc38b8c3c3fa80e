// The audit log: every admin change, newest first, 50 at a time (who, when, what, before → after).
import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditPage } from '../../../domain/admin/audit.ts';
import { adminCall } from '../../core/admin-api.ts';
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { useTranslator } from '../../core/use-translator.ts';
import { Card, Page } from '../../ui/Page.tsx';
import { isSettingsMessageKey, settingsMessages, type SettingsMessageKey } from '../messages/index.ts';
import { problemText } from '../admins/problem-text.ts';
import { shopDateTime } from '../../ui/shop-time.ts';
import { auditLines } from './audit-changes.ts';

export default function AuditScreen() {
  const { t, locale } = useTranslator(settingsMessages);
  const read = useInfiniteQuery({
    queryKey: ['audit'],
    queryFn: ({ pageParam }) => adminCall<AuditPage>(pageParam ? `audit?before=${encodeURIComponent(pageParam)}` : 'audit'),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });
  const entries = read.data?.pages.flatMap((page) => page.entries);
  const problem = read.error ? problemText(read.error, t) : undefined;

  return (
    <Page title={t('auditTitle')} intro={t('auditIntro')}>
      {problem && <Notice tone="error">{problem}</Notice>}
      {entries?.length === 0 && (
        <Card>
          <p className="text-muted">{t('auditEmpty')}</p>
        </Card>
      )}
      <ol className="flex flex-col gap-3" data-audit>
        {(entries ?? []).map((entry) => (
          <li key={entry.id} className="rounded-lg border border-line bg-white p-4 shadow-sm" data-audit-entry={entry.action}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <p className="font-semibold">
                {isSettingsMessageKey(`action.${entry.action}`) ? t(`action.${entry.action}` as SettingsMessageKey) : entry.action}
                {entry.subject && !entry.action.endsWith(entry.subject) && (
                  <span className="font-normal text-muted">
                    {' '}
                    · <bdi>{entry.subject}</bdi>
                  </span>
                )}
              </p>
              <p className="text-sm text-muted">{shopDateTime(entry.at, locale)}</p>
            </div>
            <p className="text-sm text-muted" dir="auto">
              {t('by', { email: entry.email })}
            </p>
            <dl className="mt-2 flex flex-col gap-2 text-sm">
              {auditLines(entry.oldValue, entry.newValue).map((line, i) => (
                <div key={line.field ?? i} className="grid grid-cols-1 gap-1 rounded-md bg-paper p-2 sm:grid-cols-[10rem_minmax(0,1fr)]">
                  <dt className="font-semibold">
                    {line.field === null ? t('auditValue') : isSettingsMessageKey(line.field) ? t(line.field) : <bdi>{line.field}</bdi>}
                  </dt>
                  <dd className="min-w-0 break-words">
                    <span className="text-muted line-through decoration-1" dir="auto">
                      {line.before}
                    </span>
                    <span aria-hidden="true" className="mx-1.5">
                      {locale === 'ar' ? '←' : '→'}
                    </span>
                    <span className="sr-only">{` ${t('after')}: `}</span>
                    <span dir="auto" data-audit-after>
                      {line.after}
                    </span>
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ol>
      {read.hasNextPage && (
        <Button kind="secondary" disabled={read.isFetching} className="self-start" onClick={() => void read.fetchNextPage()}>
          {t('loadMore')}
        </Button>
      )}
    </Page>
  );
}
