// The order_attribution row an order's statement writes (store_order's p_order.attribution): the
// request's attribution (with the shopper's consent only) and the browser she ordered from, as the
// platforms' user data asks (client_user_agent, user_agent), cut to the column's length.
import type { Attribution } from '../../domain/orders/attribution.ts';

export type StoredAttribution = {
  consented_at: string;
  fbp: string | null;
  fbc: string | null;
  ttclid: string | null;
  ttp: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_content: string | null;
  utm_term: string | null;
  user_agent: string | null;
};

const USER_AGENT_MAX = 500;

export function attributionRow(attribution: Attribution | undefined, userAgent: string | null): StoredAttribution | null {
  if (!attribution) return null;
  const a = attribution;
  return {
    consented_at: new Date(a.consentedAt).toISOString(),
    fbp: a.fbp ?? null,
    fbc: a.fbc ?? null,
    ttclid: a.ttclid ?? null,
    ttp: a.ttp ?? null,
    utm_source: a.utmSource ?? null,
    utm_medium: a.utmMedium ?? null,
    utm_campaign: a.utmCampaign ?? null,
    utm_content: a.utmContent ?? null,
    utm_term: a.utmTerm ?? null,
    user_agent: userAgent ? [...userAgent].slice(0, USER_AGENT_MAX).join('') : null,
  };
}
