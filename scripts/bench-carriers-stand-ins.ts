// The four carriers' stand-ins for bench:carriers (tests/carriers/stand-ins), which stand in for
// services outside this machine: each started with its platform's documented quota on the bench's
// fast clock, with the account the shop would connect and what the bench reads back of it (requests
// received, 429s answered, and the order each parcel held at the carrier was made for, to count any
// order that got a second parcel).
import type { CarrierCredentials } from '../src/server/carriers/carrier-client.ts';
import type { CarrierPlatform } from '../src/domain/carriers/platforms.ts';
import { startEcotrackStandIn } from '../tests/carriers/stand-ins/ecotrack/index.ts';
import { startNoestStandIn } from '../tests/carriers/stand-ins/noest/index.ts';
import { startYalidineStandIn } from '../tests/carriers/stand-ins/yalidine/index.ts';
import { startZrExpressStandIn } from '../tests/carriers/stand-ins/zr-express/index.ts';

export type BenchCarrier = {
  account: { platform: CarrierPlatform; baseUrl: string; credentials: CarrierCredentials; fromWilayaName?: string };
  /** Every request the carrier received, its path first ("create/orders 200", "POST /v1/parcels 200"). */
  requests: () => readonly string[];
  refused: () => number;
  /** The order each parcel the carrier holds was made for. */
  heldFor: () => string[];
  close: () => Promise<void>;
};

/** A documented minute lasts 60/speed s on the wall; `now` is the bench's clock, that fast. */
export async function startBenchCarriers(clock: { now: () => number }, speed: number): Promise<Record<CarrierPlatform, BenchCarrier>> {
  // Yalidine's stand-in keeps its documented quotas (5/s, 50/min, 1,000/h, 10,000/day) on the clock given.
  const yalidine = await startYalidineStandIn({ now: clock.now });
  // Ecotrack's and NOEST's count their minute on the wall: a minute shortened as much as the clock is fast.
  const ecotrack = await startEcotrackStandIn({
    token: 'bench-ecotrack-token',
    courierCode: 'BNCH',
    perMinute: 50,
    windowMs: 60_000 / speed,
  });
  const noest = await startNoestStandIn({
    token: 'bench-noest-token',
    userGuid: 'bench-noest-guid',
    perMinute: 60,
    windowMs: 60_000 / speed,
  });
  // ZR documents no quota: its stand-in enforces the pace the shop assumes (PLATFORM_QUOTAS, 10/s), so a
  // client going faster shows as 429s. It numbers each parcel on the first read (trackingAfterReads 0):
  // ZR's later numbering costs a read and the client's 1 s wall-clock wait per parcel, not what is measured here.
  const zr = await startZrExpressStandIn({ now: clock.now, trackingAfterReads: 0, quota: { limit: 10, windowMs: 1000 } });
  // A UUID or a wilaya in a path counts as ":id" ("parcels/:id", "get/communes/:id"): the report counts routes.
  const pathOf = (url: string) =>
    url
      .replace(/^\/(api\/)?(v1|public)\//, '')
      .replace(/\?.*$/, '')
      .replace(/[0-9a-f]{8}-[0-9a-f-]{27}|(?<=\/)\d+$/g, ':id');
  // Ecotrack's and NOEST's stand-ins read back alike: requests by their url, parcels by the shop's reference.
  const byReference = (server: typeof ecotrack | typeof noest, credentials: CarrierCredentials): BenchCarrier => ({
    account: { platform: credentials.platform, baseUrl: server.url, credentials },
    requests: () => server.calls.map((c) => `${pathOf(c.url)} ${c.status}`),
    refused: () => server.tooManyAnswered(),
    heldFor: () => server.parcels().map((p) => p.reference ?? `no reference: ${p.tracking}`),
    close: () => server.close(),
  });
  return {
    yalidine: {
      account: {
        platform: 'yalidine',
        baseUrl: yalidine.apiUrl,
        credentials: { platform: 'yalidine', ...yalidine.account },
        fromWilayaName: 'Alger',
      },
      requests: () => yalidine.calls.map((c) => `${c.method} ${pathOf(c.path)} ${c.status}`),
      refused: () => yalidine.calls.filter((c) => c.status === 429).length,
      heldFor: () => yalidine.parcels().map((p) => p.order_id),
      close: () => yalidine.close(),
    },
    ecotrack: byReference(ecotrack, { platform: 'ecotrack', token: 'bench-ecotrack-token' }),
    noest: byReference(noest, { platform: 'noest', apiToken: 'bench-noest-token', userGuid: 'bench-noest-guid' }),
    zr_express: {
      account: {
        platform: 'zr_express',
        baseUrl: zr.apiUrl,
        credentials: { platform: 'zr_express', apiKey: zr.account.apiKey, tenantId: zr.account.tenant },
      },
      requests: () => zr.calls.map((c) => `${c.method} ${pathOf(c.path)} ${c.status}`),
      refused: () => zr.tooManyAnswered(),
      heldFor: () => zr.parcels().map((p) => p.externalId ?? `no reference: ${p.id}`),
      close: () => zr.close(),
    },
  };
}
