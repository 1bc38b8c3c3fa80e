// Phones the owner refuses to deliver to, each with the owner's reason. POST /api/orders refuses an
// order from a listed phone with a neutral message (it never says why) and keeps the attempt here for
// the owner to see.
import * as z from 'zod/mini';
import { text } from '../admin/text-rules.ts';
import { adminPhoneSchema } from './order-edit.ts';

export const BLACKLIST_REASON_MAX = 300;

export const blacklistBodySchema = z.object({ phone: adminPhoneSchema, reason: text(BLACKLIST_REASON_MAX, { required: true }) });
export type BlacklistBody = z.output<typeof blacklistBodySchema>;
export const blacklistReasonSchema = z.object({ reason: text(BLACKLIST_REASON_MAX, { required: true }) });

export type BlacklistEntry = {
  phone: string;
  reason: string;
  addedBy: string;
  addedAt: string;
  attempts: number;
  lastAttemptAt: string | null;
};
export type RefusedAttempt = {
  id: number;
  at: string;
  phone: string;
  customerName: string;
  wilayaCode: string;
  commune: string;
  address: string;
  flow: string;
  itemCount: number;
};
/** GET /api/admin/blacklist */
export type Blacklist = { entries: BlacklistEntry[]; attempts: RefusedAttempt[] };
