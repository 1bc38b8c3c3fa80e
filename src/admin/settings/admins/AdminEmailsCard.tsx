// The authorised emails (spec: authorizedAdminEmails): add one, remove one (asked twice: the
// person's sessions end at once). Only the shop's owner (marked) adds and removes; the others see
// the list, and the last owner has no Remove button (the server refuses both anyway).
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import { addAdminBodySchema, type AdminEmails } from '../../../domain/admin/admins.ts';
import { adminCall } from '../../core/admin-api.ts';
import { $session } from '../../core/admin-session.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/Field.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { useTranslator } from '../../core/use-translator.ts';
import { useAdminForm } from '../../ui/form/use-admin-form.ts';
import { Card } from '../../ui/Page.tsx';
import { useFieldText } from '../../ui/form/use-field-text.ts';
import { settingsMessages } from '../messages/index.ts';
import { problemText } from './problem-text.ts';
import { shopDateTime } from '../../ui/shop-time.ts';

export function AdminEmailsCard() {
  const { t, locale } = useTranslator(settingsMessages);
  const me = useStore($session)?.email;
  const read = useQuery({ queryKey: ['admin', 'emails'], queryFn: () => adminCall<AdminEmails>('admins') });
  const emails = read.data?.emails ?? null;
  const { values, setValues, onText, errors, busy: adding, submit } = useAdminForm({ email: '' });
  const [refused, setRefused] = useState<string>();
  const problem = refused ?? (read.error ? problemText(read.error, t) : undefined);
  const [confirming, setConfirming] = useState<string>();
  const [removing, setRemoving] = useState(false);
  const busy = adding || removing;
  const error = useFieldText(errors);
  const rows = emails ?? [];
  const iAmOwner = rows.some((row) => row.email === me && row.isOwner);
  const owners = rows.filter((row) => row.isOwner).length;

  const load = async (): Promise<void> => void (await read.refetch());

  async function add(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const done = await submit(values, {
      schema: addAdminBodySchema,
      send: async (body) => {
        setRefused(undefined);
        await adminCall('admins', { method: 'POST', body });
        setValues({ email: '' });
        await load();
      },
    });
    if (done.kind === 'refused') setRefused(problemText(done.error, t));
  }

  async function remove(target: string) {
    setRemoving(true);
    setRefused(undefined);
    try {
      await adminCall(`admins/${encodeURIComponent(target)}`, { method: 'DELETE' });
      setConfirming(undefined);
      await load();
    } catch (e) {
      setRefused(problemText(e, t));
    } finally {
      setRemoving(false);
    }
  }

  return (
    <Card title={t('emailsTitle')} intro={t('emailsIntro')}>
      {problem && <Notice tone="error">{problem}</Notice>}
      <ul className="flex flex-col divide-y divide-line" data-admin-emails>
        {rows.map((row) => (
          <li
            key={row.email}
            className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
            data-admin-email={row.email}
          >
            <div className="min-w-0">
              <p className="break-all font-semibold" dir="ltr">
                {row.email}
                {row.isOwner && (
                  <span className="ms-2 rounded bg-ink px-1.5 py-0.5 text-xs font-medium text-paper" data-owner>
                    {t('owner')}
                  </span>
                )}
                {row.email === me && <span className="ms-2 rounded bg-line px-1.5 py-0.5 text-xs font-medium">{t('you')}</span>}
              </p>
              <p className="text-sm text-muted">
                {row.hasPassword ? `${t('hasPassword')} · ` : ''}
                {shopDateTime(row.createdAt, locale)}
              </p>
            </div>
            {confirming === row.email ? (
              <div className="flex flex-col gap-2 sm:items-end">
                <p className="text-sm">{t('removeConfirm', { email: row.email })}</p>
                <div className="flex gap-2">
                  <Button kind="danger" disabled={busy} onClick={() => void remove(row.email)}>
                    {t('confirmRemove')}
                  </Button>
                  <Button kind="secondary" onClick={() => setConfirming(undefined)}>
                    {t('cancel')}
                  </Button>
                </div>
              </div>
            ) : (
              iAmOwner &&
              !(row.isOwner && owners === 1) && (
                <Button kind="danger" className="self-start sm:self-auto" onClick={() => setConfirming(row.email)}>
                  {t('remove')}
                </Button>
              )
            )}
          </li>
        ))}
      </ul>
      {emails && !iAmOwner && (
        <p className="text-sm text-muted" data-owner-only>
          {t('notOwner')}
        </p>
      )}
      {iAmOwner && (
        <form onSubmit={(e) => void add(e)} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <div className="flex-1">
            <TextField
              id="new-admin-email"
              label={t('newEmail')}
              type="email"
              inputMode="email"
              dir="ltr"
              autoComplete="off"
              value={values.email}
              error={error('email')}
              onChange={onText('email')}
            />
          </div>
          <Button type="submit" disabled={busy} className="sm:mt-7">
            {t('addEmail')}
          </Button>
        </form>
      )}
    </Card>
  );
}
