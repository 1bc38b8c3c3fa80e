// POST /api/admin/carrier-export and PUT /api/admin/tracking: the bodies (shared with the island).
import * as z from 'zod/mini';
import { key } from '../admin/text-rules.ts';
import { CARRIERS } from '../carriers/carrier-layouts.ts';

/** An order as the owner knows it: its number (the same rule as the order screens'). */
export const orderNumberSchema = z
  .number(key('invalid'))
  .check(z.int(key('invalid')), z.gte(1, key('invalid')), z.lte(2_147_483_647, key('invalid')));

export const TRACKING_MAX = 60;

/** At most this many orders per file (a day's parcels for a busy shop; Yalidine's API takes batches too). */
export const EXPORT_MAX = 500;

const numbers = z.array(orderNumberSchema, key('invalid')).check(
  z.minLength(1, key('required')),
  z.maxLength(EXPORT_MAX, key('outOfRange')),
  z.refine((ns) => new Set(ns).size === ns.length, key('invalid')),
);

export const carrierExportBodySchema = z.object({
  carrier: z.enum(CARRIERS, key('invalid')),
  numbers,
  /** Move the exported confirmed orders to shipped in the same step (the workflow's rules and history). */
  markShipped: z._default(z.boolean(key('invalid')), false),
});
export type CarrierExportBody = z.output<typeof carrierExportBodySchema>;

export const trackingNumberSchema = z
  .string(key('invalid'))
  .check(
    z.trim(),
    z.minLength(1, key('required')),
    z.maxLength(TRACKING_MAX, key('tooLong')),
    z.regex(/^[A-Za-z0-9\-_.]+$/, key('invalid')),
  );

/** The tracking numbers the owner pastes after the carrier's import (one per order; '' is refused: send null to clear). */
export const trackingBodySchema = z.object({
  carrier: z.enum(CARRIERS, key('invalid')),
  entries: z.array(z.object({ number: orderNumberSchema, trackingNumber: z.nullable(trackingNumberSchema) }), key('invalid')).check(
    z.minLength(1, key('required')),
    z.maxLength(EXPORT_MAX, key('outOfRange')),
    z.refine((es) => new Set(es.map((e) => e.number)).size === es.length, key('invalid')),
  ),
});
export type TrackingBody = z.output<typeof trackingBodySchema>;

/**
 * Why an export is refused (409): the orders that are not confirmed (or shipped, for a re-export), tests, or over a carrier's
 * ceiling; `has_parcel` when every selected order's parcel was already sent through a carrier's API (some of them are only left out).
 */
export type ExportRefusal = {
  code: 'not_exportable' | 'over_carrier_limit' | 'not_found' | 'has_parcel';
  numbers: number[];
  message: string;
};
