// The digest an order keeps of the request it was placed with (sha256 of orderFingerprint, in hex).
import { createHash } from 'node:crypto';
import { orderFingerprint } from '../../domain/orders/request-fingerprint.ts';
import type { OrderRequest } from '../../domain/orders/order-request.ts';

export const requestDigest = (request: OrderRequest): string => createHash('sha256').update(orderFingerprint(request)).digest('hex');
