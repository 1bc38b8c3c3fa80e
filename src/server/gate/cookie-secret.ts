// The secret that signs unlock cookies (and derives the cookie version the build bakes for the edge).
// On Netlify it is the GATE_COOKIE_SECRET environment variable; on a laptop, when unset, one is
// generated once into .data/ so that the build, the functions and the edge middleware agree.
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeployedSite, shopEnv, type ShopEnv } from '../env.ts';

export const MIN_SECRET_LENGTH = 32;
const LOCAL_SECRET_FILE = fileURLToPath(new URL('../../../.data/gate-cookie-secret', import.meta.url));

export const MISSING_SECRET =
  'GATE_COOKIE_SECRET is not set. Set it on Netlify (Site configuration → Environment variables, ' +
  `scopes Builds and Functions) to a random string of at least ${MIN_SECRET_LENGTH} characters, e.g. the output of: openssl rand -base64 48`;

export function gateCookieSecret(env: ShopEnv = shopEnv(), localFile: string = LOCAL_SECRET_FILE): string {
  const configured = env.GATE_COOKIE_SECRET;
  if (configured) {
    if (configured.length < MIN_SECRET_LENGTH) throw new Error(`GATE_COOKIE_SECRET must be at least ${MIN_SECRET_LENGTH} characters long`);
    return configured;
  }
  // Deployed, the secret must be configured, never generated (a function's disk is not kept either).
  if (isDeployedSite(env)) throw new Error(MISSING_SECRET);
  return localSecret(localFile);
}

function localSecret(file: string): string {
  if (!existsSync(file)) createSecretFile(file);
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_SECRET_LENGTH) throw new Error(`${file} holds a secret that is too short: delete it to get a new one`);
  return secret;
}

function createSecretFile(file: string): void {
  mkdirSync(dirname(file), { recursive: true });
  // Written aside, then linked into place: two processes starting at once end up with the same
  // secret, and neither ever reads a half-written file.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, randomBytes(48).toString('base64url'), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}
