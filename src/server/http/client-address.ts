// The client's address as per-address limits count it: Netlify's context.ip (the local runtime passes
// the socket's address there), else the x-nf-client-connection-ip header Netlify sets; IPv6 per /64
// (src/domain/admin/client-address.ts). Null without either: a missing address must not put everyone
// in one bucket, so no per-address limit applies then.
import { addressKey } from '../../domain/admin/client-address.ts';

export function clientAddressKey(request: Request, context: { ip?: string } | undefined): string | null {
  const key = addressKey(context?.ip || request.headers.get('x-nf-client-connection-ip') || '');
  return key === 'ip:unknown' ? null : key;
}
