// The tokens card of the Ads settings: for Meta and TikTok, whether a token is set (its last four
// characters, when, by whom) and a form to set, change or remove it; Meta's test event code beside its
// token. Only the owner changes them (the server refuses anyone else): a staff admin sees the state
// and a line saying so. The token field is a password field, never filled in: typed, sent once, forgotten.
import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adTokenBodySchema, type AdTokensAnswer, type AdTokenView } from '../../domain/ads/ads-admin-api.ts';
import { AD_PLATFORMS, type AdPlatform } from '../../domain/ads/ad-platforms.ts';
import { adminCall } from '../core/admin-api.ts';
import { Loading } from '../core/Loading.tsx';
import { useTranslator } from '../core/use-translator.ts';
import { Button } from '../ui/Button.tsx';
import { TextField } from '../ui/Field.tsx';
import { Notice, RetryNotice } from '../ui/Notice.tsx';
import { Card } from '../ui/Page.tsx';
import { phrase } from '../ui/phrase.tsx';
import { shopDateTime } from '../ui/shop-time.ts';
import { useAdminForm } from '../ui/form/use-admin-form.ts';
import { adsMessages } from './ads-messages.ts';
import { AD_PLATFORM_NAMES, AD_TOKENS_KEY, adTokensQuery } from './ads-api.ts';

export function AdTokensCard() {
  const { t } = useTranslator(adsMessages);
  const read = useQuery(adTokensQuery);
  return (
    <Card title={t('tokensTitle')} intro={t('tokensIntro')}>
      {read.error ? (
        <RetryNotice retryLabel={t('retry')} onRetry={() => void read.refetch()}>
          {t('loadFailed')}
        </RetryNotice>
      ) : !read.data ? (
        <Loading />
      ) : (
        <div className="flex flex-col gap-5" data-ad-tokens>
          {!read.data.mayChange && <Notice tone="info">{t('ownerOnly')}</Notice>}
          {AD_PLATFORMS.map((platform) => (
            <PlatformToken
              key={platform}
              platform={platform}
              view={read.data.tokens.find((v) => v.platform === platform)}
              mayChange={read.data.mayChange}
            />
          ))}
          <p className="text-sm text-muted">{t('secretNote')}</p>
        </div>
      )}
    </Card>
  );
}

type Props = { platform: AdPlatform; view: AdTokenView | undefined; mayChange: boolean };

function PlatformToken({ platform, view, mayChange }: Props) {
  const { t, locale } = useTranslator(adsMessages);
  const queryClient = useQueryClient();
  const form = useAdminForm({ token: '', testEventCode: view?.testEventCode ?? '' });
  const [said, setSaid] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const put = (next: AdTokenView | undefined) =>
    queryClient.setQueryData<AdTokensAnswer>(AD_TOKENS_KEY, (now) =>
      now ? { ...now, tokens: [...now.tokens.filter((v) => v.platform !== platform), ...(next ? [next] : [])] } : now,
    );

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaid(null);
    const body = {
      ...(form.values.token ? { token: form.values.token } : {}),
      ...(platform === 'meta' ? { testEventCode: form.values.testEventCode } : {}),
    };
    const done = await form.submit(body, {
      schema: adTokenBodySchema,
      send: (b) => adminCall<AdTokenView>(`ads/tokens/${platform}`, { method: 'PUT', body: b }),
    });
    if (done.kind === 'sent') {
      put(done.answer);
      form.setValue('token', '');
      setSaid({ tone: 'success', text: t('saved') });
    } else if (done.kind === 'refused') setSaid({ tone: 'error', text: t('saveFailed') });
  }

  async function remove() {
    setSaid(null);
    try {
      await adminCall(`ads/tokens/${platform}`, { method: 'DELETE' });
      put(undefined);
      setSaid({ tone: 'success', text: t('removed') });
    } catch {
      setSaid({ tone: 'error', text: t('saveFailed') });
    }
  }

  const label = platform === 'meta' ? t('metaToken') : t('tiktokToken');
  return (
    <section className="flex flex-col gap-3 border-t border-line pt-4 first:border-t-0 first:pt-0" data-ad-token={platform}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-bold">{AD_PLATFORM_NAMES[platform]}</h3>
        <span
          className={`rounded px-1.5 py-0.5 text-xs font-semibold ${view ? 'bg-emerald-50 text-emerald-900' : 'bg-line text-ink'}`}
          data-ad-token-state={view ? 'set' : 'not-set'}
        >
          {view ? phrase(t('tokenSet'), { hint: <bdi dir="ltr">{view.tokenHint}</bdi> }) : t('tokenNotSet')}
        </span>
      </div>
      {view && (
        <p className="text-xs text-muted">
          {phrase(t('setBy'), { date: <bdi>{shopDateTime(view.setAt, locale)}</bdi>, who: <bdi>{view.setBy}</bdi> })}
        </p>
      )}
      {said && <Notice tone={said.tone}>{said.text}</Notice>}
      {mayChange && (
        <form onSubmit={(e) => void save(e)} noValidate autoComplete="off" className="flex flex-col gap-3">
          <TextField
            id={`ad-token-${platform}`}
            label={label}
            type="password"
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            dir="ltr"
            maxLength={1000}
            value={form.values.token}
            error={form.errors['token'] ? t('invalidToken') : undefined}
            hint={platform === 'meta' ? t('metaTokenHint') : t('tiktokTokenHint')}
            onChange={form.onText('token')}
          />
          {platform === 'meta' && (
            <TextField
              id="ad-test-code-meta"
              label={t('testCode')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              dir="ltr"
              maxLength={100}
              value={form.values.testEventCode}
              error={form.errors['testEventCode'] ? t('invalidCode') : undefined}
              hint={t('testCodeHint')}
              onChange={form.onText('testEventCode')}
            />
          )}
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button type="submit" disabled={form.busy}>
              {form.busy ? t('saving') : t('save')}
            </Button>
            {view && (
              <Button kind="secondary" onClick={() => void remove()}>
                {t('remove')}
              </Button>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
