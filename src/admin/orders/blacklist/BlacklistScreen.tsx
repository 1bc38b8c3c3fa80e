// Phones the owner will not deliver to, each with its reason, and the orders they tried to place since
// (the shopper only hears a neutral refusal). Add, change a reason, remove.
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { blacklistBodySchema, type Blacklist, type BlacklistEntry } from '../../../domain/admin-orders/blacklist.ts';
import { AdminApiError, adminCall } from '../../core/admin-api.ts';
import { Card, Page } from '../../ui/Page.tsx';
import { useAdminForm } from '../../ui/form/use-admin-form.ts';
import { useFieldText } from '../../ui/form/use-field-text.ts';
import { Button } from '../../ui/Button.tsx';
import { PhoneField, TextField } from '../../ui/Field.tsx';
import { Notice, RetryNotice } from '../../ui/Notice.tsx';
import { groupedPhone } from '../phone-links.ts';
import { problemText } from '../problem-text.ts';
import { Ltr } from '../../ui/Ltr.tsx';
import { phrase } from '../../ui/phrase.tsx';
import { useToolsText } from '../tools-messages.ts';
import { useOrdersText } from '../use-orders-text.ts';
import { shopDateTime } from '../../ui/shop-time.ts';

export default function BlacklistScreen() {
  const { t } = useToolsText();
  const { t: ot } = useOrdersText();
  const read = useQuery({ queryKey: ['orders', 'blacklist'], queryFn: () => adminCall<Blacklist>('blacklist') });
  const list = read.data ?? null;
  const problem = read.error ? problemText(read.error, ot, 'loadFailed') : undefined;
  const load = async (): Promise<void> => void (await read.refetch());

  return (
    <Page title={t('blacklistTitle')} intro={t('blacklistIntro')}>
      {problem && (
        <RetryNotice retryLabel={ot('retry')} onRetry={() => void load()}>
          {problem}
        </RetryNotice>
      )}
      <AddPhoneForm onAdded={() => void load()} />
      {list && (
        <Card title={t('listedPhones')}>
          {list.entries.length === 0 ? (
            <p className="text-muted">{t('blacklistEmpty')}</p>
          ) : (
            <ul className="flex flex-col gap-2" data-blacklist>
              {list.entries.map((entry) => (
                <ListedPhone key={entry.phone} entry={entry} onRemoved={() => void load()} />
              ))}
            </ul>
          )}
        </Card>
      )}
      {list && list.attempts.length > 0 && (
        <Card title={t('refusedAttempts')} intro={t('refusedAttemptsIntro')}>
          <ul className="flex flex-col gap-2" data-refused-attempts>
            {list.attempts.map((a) => (
              <RefusedAttemptRow key={a.id} attempt={a} />
            ))}
          </ul>
        </Card>
      )}
    </Page>
  );
}

function AddPhoneForm({ onAdded }: { onAdded: () => void }) {
  const { t } = useToolsText();
  const { t: ot } = useOrdersText();
  const { values, setValues, onText, errors, busy, submit } = useAdminForm({ phone: '', reason: '' });
  const [said, setSaid] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const errorOf = useFieldText(errors);

  async function add(event: FormEvent) {
    event.preventDefault();
    const done = await submit(values, {
      schema: blacklistBodySchema,
      send: (body) => {
        setSaid(null);
        return adminCall<BlacklistEntry>('blacklist', { method: 'POST', body });
      },
    });
    if (done.kind === 'sent') {
      setValues({ phone: '', reason: '' });
      setSaid({ tone: 'success', text: t('phoneListed', { phone: groupedPhone(done.answer.phone) }) });
      onAdded();
    } else if (done.kind === 'refused' && !(done.error instanceof AdminApiError && done.error.code === 'invalid'))
      setSaid({
        tone: 'error',
        text:
          done.error instanceof AdminApiError && done.error.code === 'already_listed' ? t('alreadyListed') : problemText(done.error, ot),
      });
  }

  return (
    <Card title={t('addPhone')}>
      <form onSubmit={(e) => void add(e)} noValidate className="flex flex-col gap-3" data-blacklist-form>
        <PhoneField id="blacklist-phone" label={ot('phone')} value={values.phone} error={errorOf('phone')} onChange={onText('phone')} />
        <TextField
          id="blacklist-reason"
          label={t('reason')}
          dir="auto"
          maxLength={300}
          value={values.reason}
          error={errorOf('reason')}
          onChange={onText('reason')}
        />
        {said && <Notice tone={said.tone}>{said.text}</Notice>}
        <Button type="submit" disabled={busy} className="sm:self-start">
          {t('addToBlacklist')}
        </Button>
      </form>
    </Card>
  );
}

function ListedPhone({ entry, onRemoved }: { entry: BlacklistEntry; onRemoved: () => void }) {
  const { t, locale } = useToolsText();
  const { t: ot } = useOrdersText();
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string>();
  async function remove() {
    if (!asking) return setAsking(true);
    try {
      await adminCall(`blacklist/${entry.phone}`, { method: 'DELETE' });
      onRemoved();
    } catch (error) {
      setProblem(problemText(error, ot));
    }
  }
  return (
    <li
      className="flex flex-col gap-2 rounded-md border border-line p-3 sm:flex-row sm:items-center sm:justify-between"
      data-listed-phone={entry.phone}
    >
      <div className="min-w-0">
        <p className="text-lg font-bold">
          <Ltr>{groupedPhone(entry.phone)}</Ltr>
        </p>
        <p className="break-words">
          <bdi>{entry.reason}</bdi>
        </p>
        <p className="text-xs text-muted">
          {phrase(t('listedBy'), { who: <bdi>{entry.addedBy}</bdi>, date: <bdi>{shopDateTime(entry.addedAt, locale)}</bdi> })}
          {entry.attempts > 0 && <> · {phrase(t('attemptsSince'), { n: <Ltr>{entry.attempts}</Ltr> })}</>}
        </p>
        {problem && <p className="text-sm text-accent">{problem}</p>}
      </div>
      <Button kind="danger" onClick={() => void remove()} onBlur={() => setAsking(false)} data-remove-phone>
        {asking ? t('removeAgain') : t('remove')}
      </Button>
    </li>
  );
}

function RefusedAttemptRow({ attempt }: { attempt: Blacklist['attempts'][number] }) {
  const { t, locale } = useToolsText();
  return (
    <li className="rounded-md bg-paper p-3 text-sm" data-refused-attempt>
      <p className="flex flex-wrap justify-between gap-x-3">
        <span className="font-semibold">
          <Ltr>{groupedPhone(attempt.phone)}</Ltr>
        </span>
        <span className="text-muted">
          <bdi>{shopDateTime(attempt.at, locale)}</bdi>
        </span>
      </p>
      <p>
        <bdi>{attempt.customerName}</bdi>
      </p>
      <p className="text-muted">
        <Ltr>{attempt.wilayaCode}</Ltr> · <bdi>{attempt.commune}</bdi> · {phrase(t('attemptItems'), { n: <Ltr>{attempt.itemCount}</Ltr> })}
      </p>
    </li>
  );
}
