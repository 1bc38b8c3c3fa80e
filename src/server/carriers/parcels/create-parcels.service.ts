// POST /api/admin/parcels: parcels for a selection of confirmed orders, one answer per order, in order.
// Each order is reserved first (reserve-parcel.ts); then the carrier is called in batches its API takes,
// outside any transaction; each answer is written in its own transaction. A failure names its order and
// the carrier's reason and leaves the others created. A carrier that does not answer leaves the parcel
// 'creating': the owner's retry asks the carrier for the reference first and adopts what it finds. A
// parcel the carrier created but could not finish (Ecotrack's valid/order) keeps its tracking on the
// row and waits for its validation: the retry, or parcels-finish within the quota, finishes it by that
// tracking, and the answer says how many wait and within how many minutes they are finished. A tracking
// the carrier answers that another parcel of the shop already holds fails that order alone (tracking_taken);
// so does a tracking the shop cannot keep (blank, over-long, garbled: answer_unreadable, the value kept in
// the reason), refused by the client's parsing and again here whatever path brought it, and any value the
// database refuses while one order's answer is written: never a 500 that leaves the others unwritten.
import type { Sql } from '../../db/client.ts';
import type { CreateParcelResult, CreateParcelsAnswer, CreateParcelsBody } from '../../../domain/carriers/admin-api.ts';
import { CREATE_BATCH, PLATFORM_QUOTAS } from '../../../domain/carriers/platforms.ts';
import { minutesToFinish } from '../../../domain/carriers/finish-pace.ts';
import { CARRIER_BY } from '../../../domain/carriers/outcome-moves.ts';
import { recordAudit } from '../../audit/audit.repo.ts';
import { readParcelOrders } from './parcel-orders.repo.ts';
import type { CarrierClient, CreateResult } from '../carrier-client.ts';
import { validationPending } from '../create-then-validate.ts';
import { placesOf } from '../places/places.service.ts';
import { carrierReason } from '../../../domain/carriers/carrier-reason.ts';
import { plausibleTracking, shownTracking, unreadableTracking, unreadableTrackingMessage } from '../../../domain/carriers/tracking.ts';
import {
  holderOfTracking,
  isRefusedWrite,
  isTrackingTaken,
  keepUnfinished,
  lockOrderOfParcel,
  markCreated,
  markFailed,
  markTrackingTaken,
  parcelView,
  releaseLease,
  unfinishedCount,
} from './parcels.repo.ts';
import { addParcelLine } from '../../orders/order-history.repo.ts';
import { reserveOrderParcel, type Places, type Reservation } from './reserve-parcel.ts';

const NO_ANSWER =
  'The carrier did not answer in time. Try again: the shop first asks the carrier whether it created this parcel, so it is never created twice.';

type Sending = Extract<Reservation, { kind: 'send' | 'look_up' }>;
/** What writing an answer needs of a parcel: its order's number and its row (a click's, or one finish-unfinished.service.ts took). */
type Recorded = Pick<Sending, 'number' | 'parcel'>;

/** The communes (and centers, where a stop desk needs them) of every wilaya of the selection; undefined where the carrier could not be read. */
async function placesOfSelection(sql: Sql, client: CarrierClient, numbers: readonly number[]): Promise<Map<number, Places | undefined>> {
  const orders = await readParcelOrders(sql, numbers);
  const wilayas = new Map<number, boolean>();
  for (const o of orders) wilayas.set(Number(o.wilayaCode), (wilayas.get(Number(o.wilayaCode)) ?? false) || o.deliveryType === 'office');
  const places = new Map<number, Places | undefined>();
  for (const [code, office] of wilayas) {
    try {
      places.set(code, {
        communes: await placesOf(sql, client, code, 'commune'),
        centers: office ? await placesOf(sql, client, code, 'center') : [],
      });
    } catch (error) {
      console.warn(`[parcels] the carrier's places of wilaya ${code} could not be read: ${(error as Error).message}`);
      places.set(code, undefined);
    }
  }
  return places;
}

async function recordCreated(sql: Sql, sending: Recorded, answered: string, by: string, again = false): Promise<CreateParcelResult> {
  // A create, a look-up and a finish all end here: a tracking the shop cannot keep is never written.
  const tracking = plausibleTracking(answered);
  if (!tracking) return recordUnreadable(sql, sending, answered, by);
  try {
    return await written(sql, sending, tracking, by);
  } catch (error) {
    // Another parcel of the shop holds that tracking (the unique index parcels_tracking): a carrier's fault,
    // which fails this order alone, with why, instead of a 500 that left the selection's other answers unwritten.
    if (isTrackingTaken(error)) return recordTrackingTaken(sql, sending, tracking, by, again);
    if (isRefusedWrite(error)) return recordRefusedWrite(sql, sending, tracking, by, error);
    throw error;
  }
}

/**
 * The carrier answered a tracking the shop cannot keep (blank, over-long, garbled). It most likely made
 * the parcel: the row is failed with the value kept in its reason (the owner sees it and can find the
 * parcel), and the next Send asks the carrier for the order's reference before creating anything
 * (earlierParcels). Failed rather than left 'creating': a row left to the retry's look-up would
 * meet the same answer again and again, unseen, while a failed one says why at once and still never
 * creates twice.
 */
async function recordUnreadable(sql: Sql, sending: Recorded, answered: unknown, by: string): Promise<CreateParcelResult> {
  const carrier = CARRIER_BY[sending.parcel.platform];
  const message = `Order #${sending.number}: ${unreadableTrackingMessage(carrier, answered)}`;
  const reason = unreadableTracking(answered);
  const shown = shownTracking(answered);
  await sql.begin(async (tx) => {
    await lockOrderOfParcel(tx, sending.parcel.id);
    await markFailed(tx, sending.parcel.id, message, undefined, reason);
    await addParcelLine(
      tx,
      sending.parcel.order_id,
      shown ? { kind: 'tracking_unreadable', tracking: shown } : { kind: 'no_tracking' },
      by,
    );
  });
  console.warn(`[parcels] ${message}`);
  return { number: sending.number, ok: false, code: 'carrier_refused', message, reason };
}

/** The database refused what the carrier answered for one order (a check, a length): that order alone fails. */
async function recordRefusedWrite(
  sql: Sql,
  sending: Recorded,
  answered: string | undefined,
  by: string,
  error: unknown,
): Promise<CreateParcelResult> {
  const { code, constraint_name } = error as { code?: string; constraint_name?: string };
  console.warn(`[parcels] order #${sending.number}: the database refused the carrier's answer (${code} ${constraint_name ?? ''})`);
  return recordUnreadable(sql, sending, answered, by);
}

async function recordTrackingTaken(sql: Sql, sending: Recorded, tracking: string, by: string, again: boolean): Promise<CreateParcelResult> {
  const taken = await sql.begin(async (tx) => {
    await lockOrderOfParcel(tx, sending.parcel.id);
    const holder = await holderOfTracking(tx, sending.parcel.platform, tracking);
    // The holder was cancelled in between: the number is free now.
    if (holder === undefined) return undefined;
    const carrier = CARRIER_BY[sending.parcel.platform];
    const message = `${carrier} answered tracking ${tracking} for order #${sending.number}, which order #${holder}'s parcel already holds: not recorded. ${carrier} may hold a parcel for this order all the same: look for it on its site before sending the order again.`;
    const reason = carrierReason('tracking_taken', { detail: tracking, order: holder });
    await markTrackingTaken(tx, sending.parcel.id, message, reason);
    await addParcelLine(tx, sending.parcel.order_id, { kind: 'tracking_taken', tracking, order: holder }, by);
    return { number: sending.number, ok: false as const, code: 'carrier_refused' as const, message, reason };
  });
  if (taken) {
    console.warn(`[parcels] ${taken.message}`);
    return taken;
  }
  if (!again) return recordCreated(sql, sending, tracking, by, true);
  throw new Error(`Order #${sending.number}: tracking ${tracking} is taken, then free, twice`);
}

async function written(sql: Sql, sending: Recorded, tracking: string, by: string): Promise<CreateParcelResult> {
  return sql.begin(async (tx) => {
    const row = await markCreated(tx, sending.parcel.id, tracking);
    await addParcelLine(tx, row.order_id, { kind: 'parcel_created', carrier: CARRIER_BY[row.platform], tracking }, by);
    await recordAudit(tx, {
      email: by,
      action: 'parcels.create',
      subject: `#${sending.number}`,
      newValue: { platform: row.platform, tracking },
    });
    return { number: sending.number, ok: true as const, parcel: parcelView(row) };
  });
}

/** recordAnswer, where a value the database refuses fails that order alone, not the request. */
async function recordAnswerSafely(sql: Sql, sending: Recorded, answer: CreateResult | undefined, by: string): Promise<CreateParcelResult> {
  try {
    return await recordAnswer(sql, sending, answer, by);
  } catch (error) {
    if (!isRefusedWrite(error)) throw error;
    return recordRefusedWrite(sql, sending, answer?.tracking, by, error);
  }
}

async function recordAnswer(sql: Sql, sending: Recorded, answer: CreateResult | undefined, by: string): Promise<CreateParcelResult> {
  if (answer?.ok) return recordCreated(sql, sending, answer.tracking, by);
  if (answer?.tracking) {
    // Created at the carrier, not validated, whatever the reason (the quota, a token revoked between the
    // two calls, a refused validation): it waits for its validation with its tracking and why. A failed
    // row here let the next Send create a second parcel with the same reference.
    // The order page says why it waits (the token, the quota…); the send's answer says it waits, with its tracking.
    await keepUnfinished(sql, sending.parcel.id, answer.tracking, answer.message, answer.waitingWhy ?? answer.reason);
    const waitingFor = answer.kind === 'quota' ? 'quota' : answer.kind === 'auth' ? 'token' : undefined;
    return {
      number: sending.number,
      ok: false,
      code: 'awaiting_validation',
      message: answer.message,
      tracking: answer.tracking,
      ...(waitingFor ? { waitingFor } : {}),
      reason: answer.reason,
    };
  }
  if (!answer || answer.retryable) {
    await releaseLease(sql, sending.parcel.id);
    const unreachable = { number: sending.number, ok: false as const, code: 'carrier_unreachable' as const };
    return answer
      ? { ...unreachable, message: answer.message || NO_ANSWER, reason: answer.reason }
      : { ...unreachable, message: NO_ANSWER };
  }
  // The client refused a tracking the shop cannot keep (its reason keeps it, cut short): written as above, with its history line.
  if (answer.reason.code === 'answer_unreadable' && answer.reason.fields?.includes('tracking'))
    return recordUnreadable(sql, sending, answer.reason.detail ?? '', by);
  await markFailed(sql, sending.parcel.id, answer.message, undefined, answer.reason);
  return { number: sending.number, ok: false, code: 'carrier_refused', message: answer.message, reason: answer.reason };
}

/** A parcel the carrier holds unfinished (its tracking kept on the row): finished by that tracking, never looked up or sent again. */
export async function finish(
  sql: Sql,
  client: CarrierClient,
  sending: Recorded,
  tracking: string,
  by: string,
): Promise<CreateParcelResult> {
  const finished = await client.finishParcel(tracking);
  if (finished.ok) return recordCreated(sql, sending, tracking, by);
  const message = `The carrier holds parcel ${tracking} but did not confirm its dispatch: ${finished.message}`;
  return recordAnswerSafely(
    sql,
    sending,
    {
      reference: sending.parcel.reference,
      ok: false,
      message,
      reason: validationPending(tracking, finished.reason),
      waitingWhy: finished.reason,
      retryable: finished.retryable,
      tracking,
      ...(finished.kind ? { kind: finished.kind } : {}),
    },
    by,
  );
}

/**
 * A parcel left 'creating': finished by its tracking when the carrier gave one, else adopted when the
 * carrier has its reference (the answer was lost), else sent again.
 */
async function lookUp(sql: Sql, client: CarrierClient, sending: Sending, by: string): Promise<CreateParcelResult | 'send'> {
  try {
    if (sending.parcel.tracking) return await finish(sql, client, sending, sending.parcel.tracking, by);
    const found = await client.findParcel(sending.parcel.reference);
    return found ? await recordCreated(sql, sending, found.tracking, by) : 'send';
  } catch (error) {
    console.warn(`[parcels] looking up order #${sending.number} at the carrier failed: ${(error as Error).message}`);
    await releaseLease(sql, sending.parcel.id);
    return { number: sending.number, ok: false, code: 'carrier_unreachable', message: NO_ANSWER };
  }
}

async function send(sql: Sql, client: CarrierClient, batch: readonly Sending[], by: string): Promise<CreateParcelResult[]> {
  let answers: CreateResult[] | undefined;
  try {
    answers = await client.createParcels(batch.map((s) => s.draft));
  } catch (error) {
    console.warn(`[parcels] creating ${batch.length} parcel(s) at ${client.platform} got no answer: ${(error as Error).message}`);
  }
  const byReference = new Map((answers ?? []).map((a) => [a.reference, a]));
  const results: CreateParcelResult[] = [];
  for (const sending of batch) results.push(await recordAnswerSafely(sql, sending, byReference.get(sending.draft.reference), by));
  return results;
}

export async function createParcels(sql: Sql, client: CarrierClient, body: CreateParcelsBody, by: string): Promise<CreateParcelsAnswer> {
  const places = await placesOfSelection(
    sql,
    client,
    body.orders.map((o) => o.number),
  );
  const results = new Map<number, CreateParcelResult>();
  const toSend: Sending[] = [];
  for (const choice of body.orders) {
    const reservation = await reserveOrderParcel(sql, body.platform, choice.number, choice, (code) => places.get(code));
    if (reservation.kind === 'done') results.set(choice.number, reservation.result);
    else if (reservation.kind === 'send') toSend.push(reservation);
    else {
      const looked = await lookUp(sql, client, reservation, by);
      if (looked === 'send') toSend.push(reservation);
      else results.set(choice.number, looked);
    }
  }
  const size = CREATE_BATCH[body.platform];
  for (let at = 0; at < toSend.length; at += size)
    for (const result of await send(sql, client, toSend.slice(at, at + size), by)) results.set(result.number, result);
  const answer: CreateParcelsAnswer = { results: body.orders.map((o) => results.get(o.number)!) };
  // The parcels left waiting for their validation are finished by parcels-finish, a minute's quota at a time.
  const waiting = await unfinishedCount(sql, body.platform);
  if (waiting > 0) answer.finishing = { parcels: waiting, withinMinutes: minutesToFinish(waiting, PLATFORM_QUOTAS[body.platform]) };
  return answer;
}
