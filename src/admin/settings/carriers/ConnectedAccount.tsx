// A connected account as the admin knows it: never its keys, only their last characters ("…a1b2"), the
// address it talks to, when and by whom it was connected; Disconnect asks first (the keys are erased).
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CarrierAccountsAnswer, CarrierAccountView } from '../../../domain/carriers/admin-api.ts';
import { adminCall } from '../../core/admin-api.ts';
import { CARRIER_ACCOUNTS_KEY, PLATFORM_NAMES } from '../../carriers/carrier-accounts-query.ts';
import { useTranslator } from '../../core/use-translator.ts';
import { wilayasQuery } from '../../core/wilayas-query.ts';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { Ltr } from '../../ui/Ltr.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { phrase } from '../../ui/phrase.tsx';
import { refusalText } from '../../ui/problem-text.ts';
import { shopDateTime } from '../../ui/shop-time.ts';
import { carriersMessages } from './carriers-messages.ts';

/** `mayChange`: the owner's; a staff admin sees the account without its Change keys and Disconnect. */
type Props = { account: CarrierAccountView; mayChange: boolean; onChangeKeys: (() => void) | undefined; onDisconnected: () => void };

export function ConnectedAccount({ account, mayChange, onChangeKeys, onDisconnected }: Props) {
  const { t, locale } = useTranslator(carriersMessages);
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const name = PLATFORM_NAMES[account.platform];
  const wilayas = useQuery({ ...wilayasQuery, select: (answer) => answer.wilayas, staleTime: Number.POSITIVE_INFINITY }).data ?? [];
  const wilayaName = (code: string) => {
    const wilaya = wilayas.find((w) => w.code === code);
    return wilaya ? `${code} · ${locale === 'ar' ? wilaya.nameAr : wilaya.nameFr}` : code;
  };

  async function disconnect() {
    setAsking(false);
    setBusy(true);
    setProblem(undefined);
    try {
      await adminCall(`carriers/${account.platform}`, { method: 'DELETE' });
      queryClient.setQueryData<CarrierAccountsAnswer>(CARRIER_ACCOUNTS_KEY, (now) =>
        now ? { ...now, accounts: now.accounts.filter((a) => a.platform !== account.platform) } : now,
      );
      onDisconnected();
    } catch (error) {
      setProblem(refusalText(error, t, { byCode: { network: 'networkError' }, failed: 'failed' }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-3" data-connected-account>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{t('keyHint')}</dt>
        <dd className="font-mono font-semibold" data-key-hint>
          <Ltr>{account.keyHint}</Ltr>
        </dd>
        <dt className="text-muted">{t('address')}</dt>
        <dd className="break-all">
          <Ltr>{account.baseUrl}</Ltr>
        </dd>
        {account.fromWilayaCode && (
          <>
            <dt className="text-muted">{t('leavesFrom')}</dt>
            <dd data-from-wilaya={account.fromWilayaCode}>{wilayaName(account.fromWilayaCode)}</dd>
          </>
        )}
        {account.webhookSecretSet !== undefined && (
          <>
            <dt className="text-muted">{t('webhook')}</dt>
            <dd data-webhook={account.webhookSecretSet ? 'on' : 'off'}>{t(account.webhookSecretSet ? 'webhookOn' : 'webhookOff')}</dd>
          </>
        )}
      </dl>
      <p className="text-sm text-muted">
        {phrase(t('since'), { date: <bdi>{shopDateTime(account.connectedAt, locale)}</bdi>, who: <bdi>{account.connectedBy}</bdi> })}
      </p>
      {problem && <Notice tone="error">{problem}</Notice>}
      {mayChange && (
        <div className="flex flex-col gap-2 sm:flex-row">
          {onChangeKeys && (
            <Button kind="secondary" onClick={onChangeKeys} data-change-keys>
              {t('changeKeys')}
            </Button>
          )}
          <Button kind="danger" disabled={busy} onClick={() => setAsking(true)} data-disconnect>
            {t('disconnect')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={asking}
        title={t('disconnectTitle', { carrier: name })}
        confirmLabel={t('disconnect')}
        cancelLabel={t('cancel')}
        onConfirm={() => void disconnect()}
        onCancel={() => setAsking(false)}
      >
        {t('disconnectBody')}
      </ConfirmDialog>
    </div>
  );
}
