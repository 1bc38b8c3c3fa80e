// Session, working and setup tokens: 32 random bytes, handed out once, stored only as sha256 (a
// stolen table gives nothing that signs in). A fast hash is right here: the tokens are random, not
// passwords, so there is nothing to guess.
import { createHash, randomBytes } from 'node:crypto';

export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** What a token from newToken() looks like; anything else is refused before the database. */
export const isTokenShaped = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);
