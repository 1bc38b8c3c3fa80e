// Carriers: one card per platform the shop speaks to (Yalidine, Ecotrack, NOEST, ZR Express), each connected (its key's
// last characters, when and by whom, Disconnect) or offering its connect form. Only the owner connects, changes or
// removes them (the server refuses anyone else): a staff admin sees the accounts and a line saying so, no buttons.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CarrierAccountView } from '../../../domain/carriers/admin-api.ts';
import type { CarrierPlatform } from '../../../domain/carriers/platforms.ts';
import { carrierAccountsQuery, PLATFORM_NAMES } from '../../carriers/carrier-accounts-query.ts';
import { Loading } from '../../core/Loading.tsx';
import { useTranslator } from '../../core/use-translator.ts';
import { Notice, RetryNotice } from '../../ui/Notice.tsx';
import { Page } from '../../ui/Page.tsx';
import { refusalText } from '../../ui/problem-text.ts';
import { carriersMessages } from './carriers-messages.ts';
import { ConnectedAccount } from './ConnectedAccount.tsx';
import { ConnectForm } from './ConnectForm.tsx';
import { AccountHealth } from './AccountHealth.tsx';

export default function CarriersScreen() {
  const { t } = useTranslator(carriersMessages);
  const read = useQuery(carrierAccountsQuery);
  return (
    <Page title={t('title')} intro={t('intro')}>
      {read.error ? (
        <RetryNotice retryLabel={t('retry')} onRetry={() => void read.refetch()}>
          {refusalText(read.error, t, { byCode: { network: 'networkError' }, failed: 'loadFailed' })}
        </RetryNotice>
      ) : !read.data ? (
        <Loading />
      ) : (
        <>
          {!read.data.mayChange && <Notice tone="info">{t('ownerOnly')}</Notice>}
          {read.data.platforms.map((platform) => (
            <PlatformCard
              key={platform}
              platform={platform}
              account={read.data.accounts.find((a) => a.platform === platform)}
              mayChange={read.data.mayChange}
            />
          ))}
        </>
      )}
    </Page>
  );
}

const INTRO = { yalidine: 'yalidineIntro', ecotrack: 'ecotrackIntro', noest: 'noestIntro', zr_express: 'zrIntro' } as const;

type CardProps = { platform: CarrierPlatform; account: CarrierAccountView | undefined; mayChange: boolean };

// The kit's Card, with the account's state beside the platform's name.
function PlatformCard({ platform, account, mayChange }: CardProps) {
  const { t } = useTranslator(carriersMessages);
  // Connected: the account, and its form only when the owner asks to change the keys.
  const [changing, setChanging] = useState(false);
  const [said, setSaid] = useState<string>();
  const name = PLATFORM_NAMES[platform];
  return (
    <section className="flex flex-col gap-4 rounded-lg border border-line bg-white p-4 shadow-sm sm:p-6" data-carrier={platform}>
      <div className="flex flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-bold">{name}</h2>
          <span
            className={`rounded px-1.5 py-0.5 text-xs font-semibold ${account ? 'bg-emerald-50 text-emerald-900' : 'bg-line text-ink'}`}
            data-carrier-state={account ? 'connected' : 'not-connected'}
          >
            {account ? t('connected') : t('notConnected')}
          </span>
        </div>
        <p className="text-sm text-muted">{t(INTRO[platform])}</p>
      </div>
      {said && <Notice tone="success">{said}</Notice>}
      {account && <AccountHealth platform={platform} />}
      {account && (
        <ConnectedAccount
          account={account}
          mayChange={mayChange}
          onChangeKeys={changing ? undefined : () => setChanging(true)}
          onDisconnected={() => {
            setChanging(false);
            setSaid(t('disconnected', { carrier: name }));
          }}
        />
      )}
      {mayChange && (!account || changing) && (
        <ConnectForm
          platform={platform}
          onCancel={account ? () => setChanging(false) : undefined}
          onConnected={() => {
            setChanging(false);
            setSaid(t('connectedNow', { carrier: name }));
          }}
        />
      )}
    </section>
  );
}
