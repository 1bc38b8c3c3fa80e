// Creating parcels on Yalidine, one result per draft. Yalidine's create takes an array and is all or
// nothing: "when an error occurs, the query will fail and no parcels will be created" (YAL-DOC). So one
// bad parcel would sink the others. The client keeps the drafts it can tell are bad out of the batch;
// when Yalidine still refuses a batch, the parcels its answer names are refused with its reason and the
// rest are sent again without them; when it names none (the refusal's shape is not documented), the
// batch is halved until each bad parcel stands alone (a few calls for one bad parcel in 50, not 50).
// A batch that gets no answer (timeout, network) may have been created: its drafts are retryable, and
// the caller looks them up by reference (findParcel) before sending them again. The wilayas are named
// as Yalidine's /wilayas spells them, read by their code (its create takes no other spelling: "Bordj
// Bou Arreridj", "El Menia", docs/carrier-apis.md): the sender's as kept at connection, else read there.
import { carrierReason, type CarrierReason } from '../../../domain/carriers/carrier-reason.ts';
import { yalidineTracking } from '../../../domain/carriers/yalidine-statuses.ts';
import { trackingAnswer } from '../tracking-answer.ts';
import type { CreateResult, ParcelDraft } from '../carrier-client.ts';
import { CarrierError, withoutSecrets } from '../carrier-error.ts';
import { createEntries, isTrue, type CreateEntry } from './answers.ts';
import type { YalidineHttp } from './http.ts';
import { draftProblem, parcelBody } from './parcel-body.ts';

type Item = { index: number; draft: ParcelDraft };

const entryMessage = (entry: CreateEntry | undefined): string | null => {
  const m = entry?.message;
  return typeof m === 'string' && m.trim() ? m : null;
};

/** The sender's wilaya: its Yalidine name as kept when the owner connected, and its code (1-58). */
export type SenderWilaya = { name?: string; code?: number };

export async function createYalidineParcels(
  http: YalidineHttp,
  drafts: readonly ParcelDraft[],
  from: SenderWilaya,
  wilayaNames: () => Promise<ReadonlyMap<number, string>>,
  batchSize: number,
): Promise<CreateResult[]> {
  const results: CreateResult[] = new Array(drafts.length);
  const refuse = (item: Item, message: string, retryable: boolean, reason: CarrierReason) => {
    results[item.index] = { reference: item.draft.reference, ok: false, message, reason, retryable };
  };
  /** Yalidine's own refusal of a parcel: its words, quoted in the owner's sentence. */
  const refusedBy = (item: Item, words: string) => {
    const said = withoutSecrets(words, http.secrets);
    refuse(item, `Yalidine refused this parcel: ${said}`, false, carrierReason('carrier_refused', { said }));
  };
  const unclear = (item: Item, message: string) => refuse(item, message, true, carrierReason('unclear_answer'));
  /** Set when a call failed for every parcel alike (credentials, quota, no answer): nothing more is sent. */
  let stopped: CarrierError | null = null;

  const toSend: Item[] = [];
  const references = new Set<string>();
  drafts.forEach((draft, index) => {
    const problem = draftProblem(draft);
    if (problem) refuse({ index, draft }, problem.message, false, problem.reason);
    // order_id must be unique within a request; the same order twice is one parcel, not two.
    else if (references.has(draft.reference))
      refuse(
        { index, draft },
        'The same order is already in this request.',
        false,
        carrierReason('twice_in_sending', { detail: draft.reference }),
      );
    else toSend.push({ index, draft });
    references.add(draft.reference);
  });

  let fromWilayaName = from.name ?? '';
  let names: ReadonlyMap<number, string> = new Map();
  if (toSend.length) {
    try {
      names = await wilayaNames();
    } catch (e) {
      if (!(e instanceof CarrierError)) throw e;
      stopped = e;
    }
    fromWilayaName ||= (from.code && names.get(from.code)) || '';
    if (!fromWilayaName && !stopped)
      stopped = new CarrierError(
        'refused',
        "Yalidine's list of wilayas does not name the wilaya your parcels leave from: connect Yalidine again and choose it.",
        false,
        carrierReason('carrier_refused', { said: `from_wilaya ${from.code ?? ''}`.trim() }),
      );
  }
  /** The draft's wilaya as Yalidine's /wilayas spells it, else as its commune list did. */
  const bodyOf = (draft: ParcelDraft) =>
    parcelBody({ ...draft, wilayaName: names.get(draft.wilayaCode) ?? draft.wilayaName }, fromWilayaName);

  const sendBatch = async (items: Item[]): Promise<void> => {
    if (!items.length) return;
    if (stopped) {
      for (const item of items) refuse(item, `Not sent: ${stopped.message}`, stopped.retryable, stopped.reason);
      return;
    }
    let answer;
    try {
      answer = await http.call(
        'POST',
        'parcels/',
        {},
        items.map((i) => bodyOf(i.draft)),
      );
    } catch (e) {
      if (!(e instanceof CarrierError)) throw e;
      stopped = e;
      const unsure = e.kind === 'unreachable' ? ' The parcel may have been created: look it up before sending it again.' : '';
      for (const item of items) refuse(item, `${e.message}${unsure}`, e.retryable, e.reason);
      return;
    }
    const entries = createEntries(answer.body);
    const entry = (item: Item) => entries?.get(item.draft.reference);
    // A success with a tracking, whatever it is: a blank or garbled one is refused for that parcel alone (trackingAnswer).
    const created = items.filter((i) => isTrue(entry(i)?.success) && typeof entry(i)?.tracking === 'string');
    if (created.length) {
      // Created (all of them, as Yalidine documents; if it ever answers a mix, each says its own).
      for (const item of items) {
        const e = entry(item);
        if (created.includes(item)) results[item.index] = trackingAnswer(item.draft.reference, e!.tracking, 'Yalidine', yalidineTracking);
        else if (entryMessage(e)) refusedBy(item, entryMessage(e)!);
        else unclear(item, "Yalidine's answer did not mention this parcel: look it up before sending it again.");
      }
      return;
    }
    const blamed = items.filter((i) => !isTrue(entry(i)?.success) && entryMessage(entry(i)));
    if (answer.status < 300 && !blamed.length) {
      for (const item of items) unclear(item, "Yalidine's answer could not be read: look the parcel up before sending it again.");
      return;
    }
    // Refused, so nothing was created.
    if (items.length === 1) {
      refusedBy(items[0]!, entryMessage(entry(items[0]!)) ?? http.reasonOf(answer));
      return;
    }
    if (blamed.length && blamed.length < items.length) {
      for (const item of blamed) refusedBy(item, entryMessage(entry(item))!);
      await sendBatch(items.filter((i) => !blamed.includes(i)));
      return;
    }
    const half = Math.ceil(items.length / 2);
    await sendBatch(items.slice(0, half));
    await sendBatch(items.slice(half));
  };

  for (let start = 0; start < toSend.length; start += batchSize) await sendBatch(toSend.slice(start, start + batchSize));
  return results;
}
