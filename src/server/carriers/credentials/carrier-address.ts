// A carrier API address the owner saves, checked before anything is sent to it (the keys would be):
// on a deployed site https only, and a host whose every DNS answer is public (no loopback, private,
// link-local, metadata or IPv4-mapped forms: ../../http/public-address.ts); locally, loopback and
// plain http stay allowed for the carriers' stand-ins. The answer is a field key the admin words in
// the owner's language. Each call is then checked and pinned again (../carrier-fetch.ts): a name whose
// answers change after this check still cannot lead the keys inward.
import type { FieldErrorKey } from '../../../domain/admin/api-errors.ts';
import { publicAddressesOf } from '../../http/pinned-request.ts';
import { carrierAddressRule, carrierNamesResolver } from '../carrier-fetch.ts';

/** Undefined when the address may be saved; else why not, as the baseUrl field's key. */
export async function carrierAddressRefusal(baseUrl: string): Promise<FieldErrorKey | undefined> {
  const rule = carrierAddressRule();
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    return 'invalidUrl';
  }
  if (url.protocol !== 'https:' && (rule.httpsOnly || url.protocol !== 'http:')) return 'carrierHttpsOnly';
  if (url.username || url.password) return 'carrierAddressNotPublic';
  const host = await publicAddressesOf(url, rule, carrierNamesResolver());
  // A name that does not resolve is not refused here: the connection check says it does not answer (502).
  return !host.ok && host.reason === 'notPublic' ? 'carrierAddressNotPublic' : undefined;
}
