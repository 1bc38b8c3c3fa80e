// What failed password sign-ins cost (spec: 5 failures block for 600 s). The block falls on the
// address (an IPv6 /64) or the known device that failed, never on the account: the owner's email is
// public, so a block per account would be a switch any stranger holds. The account's failures, from
// wherever they come, only slow each later attempt on it down, a little and boundedly.
import { LOGIN_BLOCK_AFTER } from './session.ts';

/** The longest an attempt on an account under attack waits before its password is compared. */
export const ACCOUNT_SLOWDOWN_MAX_SECONDS = 3;

/** Seconds an attempt waits when its account has this many recent failures: none below 5, then 1, 2, 3, 3, ... */
export function accountSlowdownSeconds(failures: number): number {
  if (failures < LOGIN_BLOCK_AFTER) return 0;
  return Math.min(failures - LOGIN_BLOCK_AFTER + 1, ACCOUNT_SLOWDOWN_MAX_SECONDS);
}
