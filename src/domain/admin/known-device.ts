// A browser the admin signed in on before. The right password from it gets in even while its
// address is blocked (a stranger's wrong guesses from the same carrier address must not lock the
// owner out); its own wrong guesses block it like an address. The mark is a signed token from the
// last successful password sign-in, kept in an HttpOnly cookie that only the sign-in call sees:
//   <admin id>.<device id>.<issued>.<HMAC(secret, 'admin-device' + all three)>
// Unforgeable without the secret (the one that signs the gate's unlock cookies), bound to one
// account, and refused 90 days after it was issued; every sign-in from it issues a fresh one.
import { hasValidSignature, sign, toBase64Url } from '../gate/unlock-cookie.ts';

export const KNOWN_DEVICE_COOKIE = '__Secure-admin_device';
export const KNOWN_DEVICE_MAX_AGE_SECONDS = 90 * 86_400;
/** Only the sign-in call reads it: no other admin call carries it. */
export const KNOWN_DEVICE_PATH = '/api/admin/login';
const CLOCK_SKEW_SECONDS = 300;

export type KnownDevice = { adminId: string; deviceId: string };

const message = (adminId: string, deviceId: string, issued: string) => `admin-device\n${adminId}\n${deviceId}\n${issued}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

export const newDeviceId = () => toBase64Url(crypto.getRandomValues(new Uint8Array(16)));

export async function issueKnownDeviceToken(secret: string, device: KnownDevice, issuedAt: number = nowSeconds()): Promise<string> {
  const issued = String(Math.floor(issuedAt));
  return `${device.adminId}.${device.deviceId}.${issued}.${toBase64Url(await sign(secret, message(device.adminId, device.deviceId, issued)))}`;
}

/** The device a token names, when this secret signed it less than 90 days before `now`; otherwise undefined. */
export async function readKnownDeviceToken(
  secret: string,
  token: string | undefined,
  now: number = nowSeconds(),
): Promise<KnownDevice | undefined> {
  if (!token || token.length > 300) return undefined;
  const [adminId, deviceId, issued, signature, ...rest] = token.split('.');
  if (!adminId || !deviceId || !issued || !signature || rest.length > 0) return undefined;
  if (!/^[0-9a-f-]{36}$/.test(adminId) || !/^[A-Za-z0-9_-]{22}$/.test(deviceId) || !/^\d{1,12}$/.test(issued)) return undefined;
  const age = now - Number(issued);
  if (age > KNOWN_DEVICE_MAX_AGE_SECONDS || age < -CLOCK_SKEW_SECONDS) return undefined;
  return (await hasValidSignature(secret, message(adminId, deviceId, issued), signature)) ? { adminId, deviceId } : undefined;
}

/** Secure and HttpOnly (the __Secure- prefix makes browsers insist), sent only to the sign-in call, same site only. */
export const knownDeviceCookieHeader = (token: string) =>
  `${KNOWN_DEVICE_COOKIE}=${token}; Path=${KNOWN_DEVICE_PATH}; Max-Age=${KNOWN_DEVICE_MAX_AGE_SECONDS}; HttpOnly; Secure; SameSite=Strict`;
