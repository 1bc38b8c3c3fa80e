// The dashboard's carriers: one health line per connected carrier (src/admin/carriers/CarrierHealthLine.tsx),
// so that a carrier gone silent is seen where the owner looks every day, with a link to reconnect it
// when its token is refused. Nothing when no carrier is connected.
import { useQuery } from '@tanstack/react-query';
import { AdminLink } from '../../core/AdminLink.tsx';
import { ADMIN_BASE } from '../../core/admin-paths.ts';
import { carrierHealthQuery } from '../../carriers/carrier-health-query.ts';
import { carrierHealthMessages } from '../../carriers/carrier-health-messages.ts';
import { CarrierHealthLine } from '../../carriers/CarrierHealthLine.tsx';
import { useTranslator } from '../../core/use-translator.ts';
import { Card } from '../../ui/Page.tsx';
import { Notice } from '../../ui/Notice.tsx';

export function CarriersHealth() {
  const { t } = useTranslator(carrierHealthMessages);
  const read = useQuery(carrierHealthQuery);
  if (read.error) return <Notice tone="error">{t('loadFailed')}</Notice>;
  const lines = read.data?.health ?? [];
  if (!lines.length) return null;
  return (
    <div data-carriers-health>
      <Card title={t('healthTitle')} intro={t('healthIntro')}>
        {lines.map((health) => (
          <CarrierHealthLine
            key={health.platform}
            health={health}
            withName
            action={
              health.failing?.kind === 'auth' && (
                <AdminLink
                  to={`${ADMIN_BASE}/settings/carriers`}
                  className="inline-flex min-h-12 items-center self-start font-semibold text-accent underline"
                  data-health-reconnect
                >
                  {t('reconnect')}
                </AdminLink>
              )
            }
          />
        ))}
      </Card>
    </div>
  );
}
