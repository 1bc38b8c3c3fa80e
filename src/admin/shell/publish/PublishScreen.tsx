// Publishing: where the shop stands, the saved changes shoppers do not see yet, the explicit Publish,
// and automatic publishing (off by default on Netlify, where each publish costs credits).
import { useEffect, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { AUTO_PUBLISH_MINUTES, autoPublishBodySchema, type PendingChange, type PublishState } from '../../../domain/admin/publish.ts';
import { useAdminForm } from '../../ui/form/use-admin-form.ts';
import { useFieldText } from '../../ui/form/use-field-text.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField, Toggle } from '../../ui/Field.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { useAdminText } from '../../core/use-admin-text.ts';
import { useTranslator } from '../../core/use-translator.ts';
import { Card, Page } from '../../ui/Page.tsx';
import { isSettingsMessageKey, settingsMessages, type SettingsMessageKey } from '../../settings/messages/index.ts';
import { clockTime, shopDateTime } from '../../ui/shop-time.ts';
import { publishMessages } from './messages.ts';
import { publishLine } from './publish-status.ts';
import { $publish, readPublishStatus, requestPublish, saveAutoPublish } from '../../core/publish-store.ts';

export default function PublishScreen() {
  const { t } = useTranslator(publishMessages);
  const status = useStore($publish);
  useEffect(() => void readPublishStatus(), []);
  return (
    <Page title={t('title')} intro={t('intro')}>
      {status && (
        <div className="flex flex-col gap-4" data-publish-screen={status.state}>
          <NowCard status={status} />
          {status.target !== 'none' && <AutoPublishCard status={status} />}
        </div>
      )}
    </Page>
  );
}

function NowCard({ status }: { status: PublishState }) {
  const { t, locale } = useTranslator(publishMessages);
  const { t: shell } = useAdminText();
  const line = publishLine(status, locale);
  const running = status.state === 'publishing';
  const canPublish = status.target !== 'none' && !running && (status.changesPending || status.state === 'failed');
  return (
    <Card {...(status.changesPending ? { title: t('pendingTitle', { n: status.pendingTotal }) } : {})}>
      <p className="text-base font-semibold" data-publish-line>
        {line?.key === 'publishLive' ? (
          shell('publishLive', { time: line.time })
        ) : line?.key === 'publishFailed' ? (
          <>
            {shell('publishFailed', { reason: '' })}
            <bdi className="font-mono text-sm font-normal">{line.reason}</bdi>
          </>
        ) : line?.key === 'publishRunning' ? (
          shell('publishRunning')
        ) : status.liveSince ? (
          shell('publishLive', { time: clockTime(status.liveSince, locale) })
        ) : (
          t('neverPublished')
        )}
      </p>
      {status.changesPending ? (
        <PendingList changes={status.pending} total={status.pendingTotal} />
      ) : (
        <p className="text-muted">{t('pendingEmpty')}</p>
      )}
      {status.auto.nextAt && (
        <p className="text-sm text-muted" data-auto-next>
          {t('autoNext', { time: clockTime(status.auto.nextAt, locale) })}
        </p>
      )}
      {status.target === 'none' ? (
        <Notice tone="info">{t('unavailable')}</Notice>
      ) : (
        <div className="flex flex-col gap-2">
          <Button className="self-stretch sm:self-start" disabled={!canPublish} onClick={() => void requestPublish()} data-publish-button>
            {running ? t('publishing') : t('publish')}
          </Button>
          <p className="text-sm text-muted">{status.target === 'netlify' ? t('helpNetlify') : t('helpLocal')}</p>
        </div>
      )}
    </Card>
  );
}

/** The saved changes not live yet: what, which, when (newest first). */
function PendingList({ changes, total }: { changes: PendingChange[]; total: number }) {
  const { t, locale } = useTranslator(publishMessages);
  const { t: label } = useTranslator(settingsMessages);
  const shown = changes.length;
  return (
    <>
      <ul className="flex flex-col divide-y divide-line" data-pending-changes>
        {changes.map((change) => {
          const key = `action.${change.action}`;
          return (
            <li
              key={`${change.action}\u0000${change.subject}`}
              className="flex flex-col gap-0.5 py-2 text-sm sm:flex-row sm:items-baseline sm:justify-between sm:gap-3"
              data-pending-change={change.action}
            >
              <span className="min-w-0">
                <span className="font-semibold">{isSettingsMessageKey(key) ? label(key as SettingsMessageKey) : change.action}</span>
                {change.subject && !change.action.endsWith(change.subject) && (
                  <span className="text-muted">
                    {' '}
                    · <bdi className="break-all">{change.subject}</bdi>
                  </span>
                )}
                {change.count > 1 && (
                  <span className="text-muted">
                    {' '}
                    (×<bdi>{change.count}</bdi>)
                  </span>
                )}
              </span>
              <span className="shrink-0 text-muted">{shopDateTime(change.at, locale)}</span>
            </li>
          );
        })}
      </ul>
      {total > shown && <p className="text-sm text-muted">{t('pendingMore', { n: total - shown })}</p>}
    </>
  );
}

function AutoPublishCard({ status }: { status: PublishState }) {
  const { t } = useTranslator(publishMessages);
  const {
    values,
    setValue,
    onText,
    errors,
    busy: saving,
    submit,
  } = useAdminForm({
    enabled: status.auto.enabled,
    intervalMinutes: String(status.auto.intervalMinutes),
  });
  const error = useFieldText(errors);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const netlify = status.target === 'netlify';

  async function save(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const minutes = values.intervalMinutes.trim();
    const body = { enabled: values.enabled, intervalMinutes: minutes === '' ? Number.NaN : Number(minutes) };
    const done = await submit(body, { schema: autoPublishBodySchema, send: () => saveAutoPublish(autoPublishBodySchema.parse(body)) });
    if (done.kind === 'sent') setOutcome({ tone: 'success', text: t('saved') });
    if (done.kind === 'refused') {
      const e = done.error;
      setOutcome({ tone: 'error', text: t('saveFailed', { message: e instanceof Error ? e.message : String(e) }) });
    }
  }

  return (
    <Card title={t('autoTitle')} intro={netlify ? t('autoCost') : t('autoLocal')}>
      <form
        onSubmit={(e) => void save(e)}
        noValidate
        className="flex flex-col gap-4"
        data-auto-publish={status.auto.enabled ? 'on' : 'off'}
      >
        {outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
        <Toggle id="autoPublish" label={t('autoToggle')} checked={values.enabled} onChange={(on) => setValue('enabled', on)} />
        {netlify && (
          <TextField
            id="intervalMinutes"
            label={t('autoInterval')}
            inputMode="numeric"
            dir="ltr"
            className="sm:max-w-40"
            min={AUTO_PUBLISH_MINUTES.min}
            max={AUTO_PUBLISH_MINUTES.max}
            value={values.intervalMinutes}
            error={error('intervalMinutes')}
            hint={t('autoIntervalHint')}
            onChange={onText('intervalMinutes')}
          />
        )}
        <Button type="submit" kind="secondary" className="self-stretch sm:self-start" disabled={saving}>
          {t('save')}
        </Button>
      </form>
    </Card>
  );
}
