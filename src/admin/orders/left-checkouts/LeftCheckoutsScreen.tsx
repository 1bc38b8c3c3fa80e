// The owner's Left checkouts (issue 41 §1), phone first: each shopper who consented to a call and left,
// newest first, with her phone, wilaya and items, a call and a WhatsApp button (the message in HER
// language, with the link that reopens her cart), the owner's mark after the call, and her order once
// she came back with the same phone. Owner and staff alike, as the orders.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../core/admin-api.ts';
import { AdminLink } from '../../core/AdminLink.tsx';
import { Card, Page } from '../../ui/Page.tsx';
import { RetryNotice } from '../../ui/Notice.tsx';
import { Ltr } from '../../ui/Ltr.tsx';
import { phrase } from '../../ui/phrase.tsx';
import { shopDateTime } from '../../ui/shop-time.ts';
import { useOrdersText } from '../use-orders-text.ts';
import { problemText } from '../problem-text.ts';
import { orderPath } from '../orders-paths.ts';
import type { LeftCheckout, LeftCheckoutList } from '../../../domain/left-checkouts/left-checkout.ts';
import { LEFT_CHECKOUT_LIMITS } from '../../../domain/left-checkouts/limits.ts';
import { LIST_QUERY_KEY } from './list-query.ts';
import { ContactButtons } from './ContactButtons.tsx';
import { MarkButtons } from './MarkButtons.tsx';
import { useLeftCheckoutsText } from './messages.ts';
import { groupedPhone } from '../phone-links.ts';

const LIST_LIMIT = LEFT_CHECKOUT_LIMITS.listMax;

export default function LeftCheckoutsScreen() {
  const { t } = useLeftCheckoutsText();
  const { t: ot } = useOrdersText();
  const read = useQuery({ queryKey: LIST_QUERY_KEY, queryFn: () => adminCall<LeftCheckoutList>('left-checkouts') });
  const list = read.data;
  return (
    <Page title={t('title')} intro={t('intro', { days: list?.days ?? 7 })}>
      {read.error && (
        <RetryNotice retryLabel={ot('retry')} onRetry={() => void read.refetch()}>
          {problemText(read.error, ot, 'loadFailed')}
        </RetryNotice>
      )}
      {list && list.entries.length === 0 && (
        <Card>
          <p className="text-muted">{t('empty')}</p>
        </Card>
      )}
      {list && list.entries.length > 0 && (
        <ul className="flex flex-col gap-3" data-left-checkouts>
          {list.entries.map((entry) => (
            <LeftCheckoutCard key={entry.id} entry={entry} list={list} />
          ))}
        </ul>
      )}
      {list && list.entries.length >= LIST_LIMIT && <p className="text-sm text-muted">{t('limited', { n: LIST_LIMIT })}</p>}
    </Page>
  );
}

function LeftCheckoutCard({ entry, list }: { entry: LeftCheckout; list: LeftCheckoutList }) {
  const { t, locale } = useLeftCheckoutsText();
  const queryClient = useQueryClient();
  const wilaya = entry.wilayaName ? (locale === 'ar' ? entry.wilayaName.ar : entry.wilayaName.fr) : '';
  return (
    <li
      className="flex flex-col gap-3 rounded-md border border-line bg-white p-4"
      data-left-checkout={entry.phone}
      data-converted={entry.converted ? entry.converted.number : undefined}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="text-lg font-bold">{entry.name ? <bdi>{entry.name}</bdi> : <span className="text-muted">{t('noName')}</span>}</p>
        <p className="text-sm text-muted">{phrase(t('leftOn'), { date: <bdi>{shopDateTime(entry.updatedAt, locale)}</bdi> })}</p>
      </div>
      <p className="text-xl font-semibold tracking-wide">
        <Ltr>{groupedPhone(entry.phone)}</Ltr>
      </p>
      <p className="text-sm">
        <Ltr>{entry.wilayaCode}</Ltr> <bdi>{wilaya}</bdi>
        {entry.commune && (
          <>
            {' · '}
            <bdi>{entry.commune}</bdi>
          </>
        )}
      </p>
      <p className="text-sm text-muted">
        {t(`flow.${entry.flow}`)} · {phrase(t('inLanguage'), { language: t(`language.${entry.locale}`) })}
      </p>
      <ul className="flex flex-col gap-1 border-s-2 border-line ps-3 text-sm" data-left-lines>
        {entry.lines.map((line) => (
          <li key={`${line.productId}:${line.size}:${line.color}`}>
            <Ltr>{line.quantity}×</Ltr> <bdi>{line.name ?? t('productGone')}</bdi>
            {(line.size || line.color) && (
              <span className="text-muted">
                {' '}
                (<bdi>{[line.size, line.color].filter(Boolean).join(' / ')}</bdi>)
              </span>
            )}
          </li>
        ))}
      </ul>
      {entry.converted ? (
        <p className="rounded-md bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-900" data-left-converted>
          <AdminLink to={orderPath(entry.converted.number)} className="inline-block py-2.5 underline underline-offset-4">
            {phrase(t('converted'), { number: <Ltr>#{entry.converted.number}</Ltr> })}
          </AdminLink>{' '}
          <span className="font-normal">{phrase(t('convertedOn'), { date: <bdi>{shopDateTime(entry.converted.at, locale)}</bdi> })}</span>
        </p>
      ) : (
        <>
          <ContactButtons entry={entry} list={list} />
          <MarkButtons entry={entry} onMarked={() => void queryClient.invalidateQueries({ queryKey: LIST_QUERY_KEY })} />
        </>
      )}
    </li>
  );
}
