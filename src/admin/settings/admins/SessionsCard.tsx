// The signed-in sessions of every admin: when each started and ends; end one, or all but this one.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AdminSessions } from '../../../domain/admin/admins.ts';
import { adminCall } from '../../core/admin-api.ts';
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { useTranslator } from '../../core/use-translator.ts';
import { Card } from '../../ui/Page.tsx';
import { settingsMessages } from '../messages/index.ts';
import { problemText } from './problem-text.ts';
import { shopDateTime } from '../../ui/shop-time.ts';

export function SessionsCard() {
  const { t, locale } = useTranslator(settingsMessages);
  const read = useQuery({ queryKey: ['admin', 'sessions'], queryFn: () => adminCall<AdminSessions>('sessions') });
  const sessions = read.data?.sessions ?? null;
  const [refused, setRefused] = useState<string>();
  const problem = refused ?? (read.error ? problemText(read.error, t) : undefined);
  const [busy, setBusy] = useState(false);

  async function end(path: string) {
    setBusy(true);
    setRefused(undefined);
    try {
      await adminCall(path, { method: 'DELETE' });
      await read.refetch();
    } catch (e) {
      setRefused(problemText(e, t));
    } finally {
      setBusy(false);
    }
  }

  const others = (sessions ?? []).filter((s) => !s.current).length;
  return (
    <Card title={t('sessionsTitle')}>
      {problem && <Notice tone="error">{problem}</Notice>}
      <ul className="flex flex-col divide-y divide-line" data-sessions>
        {(sessions ?? []).map((session) => (
          <li
            key={session.id}
            className="flex items-center justify-between gap-3 py-3"
            data-session={session.current ? 'current' : 'other'}
          >
            <div className="min-w-0">
              <p className="break-all font-semibold" dir="ltr">
                {session.email}
              </p>
              <p className="text-sm text-muted">
                {t('sessionStarted', { time: shopDateTime(session.createdAt, locale) })} ·{' '}
                {t('sessionEnds', { time: shopDateTime(session.expiresAt, locale) })}
              </p>
            </div>
            {session.current ? (
              <span className="shrink-0 rounded bg-ink px-2 py-1 text-xs font-semibold text-paper">{t('thisDevice')}</span>
            ) : (
              <Button
                kind="danger"
                disabled={busy}
                className="shrink-0"
                onClick={() => void end(`sessions/${encodeURIComponent(session.id)}`)}
              >
                {t('endSession')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others > 0 && (
        <Button kind="secondary" disabled={busy} className="self-start" onClick={() => void end('sessions')}>
          {t('endOthers')}
        </Button>
      )}
    </Card>
  );
}
