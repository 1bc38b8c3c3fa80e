// Every bound of a left checkout (issue 41 §1), in one place without the schema: the shopper's form
// reads the timings before any validator loads, the server's schema and limits the rest, and the table
// says the same (supabase/migrations/20261129003000_left_checkouts.sql). docs/left-checkouts.md words them.

/** A draft's key: the checkout tab's own random id (its saves replace the row, its untick deletes it). */
export const DRAFT_KEY = /^[A-Za-z0-9_-]{16,64}$/;

export const LEFT_CHECKOUT_LIMITS = {
  /** Bytes of one save's JSON: 50 lines and the longest name and commune stay far below. */
  bodyBytes: 12 * 1024,
  /** Saves (each typed pause, each page hide) per client address in one window. */
  savesPerAddress: 120,
  saveWindowSeconds: 600,
  /** New drafts per client address in one hour (the saves of an existing draft do not count). */
  newPerAddressPerHour: 10,
  /** Open (not converted) drafts of one phone: a phone number typed into many tabs stays a few rows. */
  openPerPhone: 3,
  /**
   * Below this many milliseconds between the first key and a save, the form was filled by a script
   * (a person types a 10-digit phone and picks a wilaya in more than that): nothing is kept.
   */
  minTypingMs: 1500,
  /** The form waits this long after the last key before saving (a save while she types, not per key). */
  debounceMs: 1200,
  /** The owner's list shows at most this many, newest first (the expiry keeps the table near it). */
  listMax: 300,
  /** A draft saved this recently and never hidden is still being typed: her order deletes it (not "left"). */
  typingMinutes: 15,
} as const;

export { LEFT_CHECKOUT_DAYS } from '../settings.ts';

/** A converted draft is kept this long for the dashboard's 30 days of "came back" (the order holds her details anyway). */
export const CONVERTED_KEPT_DAYS = 90;
