// A new admin password is refused when it is easy to guess, whatever its length (session.ts asks 10
// characters at least, but "1234567890", "aaaaaaaaaa" and "password123" have 10): the shop's admin is
// on the internet, and a guesser tries these first. Refused, each with the same sentence
// (passwordTooEasy) in the owner's language:
//   - one of the most used passwords (common-passwords.ts, from the NCSC's list), in any case;
//   - a common word lengthened with digits or symbols, before or after ("Password2024!", "123azerty");
//   - one character or a short group repeated ("aaaaaaaaaa", "abcabcabca", "1212121212");
//   - a run along the alphabet, the digits or a keyboard row, either way ("abcdefghij", "9876543210",
//     "azertyuiop", "1q2w3e4r5t" is in the list);
//   - the admin's own email, or its part before the @, with only digits or symbols added
//     ("amina.benali2024" for amina.benali@…; "Owner-pass-2026!" for owner@… has words of its own).
// Pure: no I/O. The same rule runs in the admin's forms and in every path that sets a password.
import { COMMON_WORDS, LONG_COMMON } from './common-passwords.ts';

const COMMON = new Set(LONG_COMMON);
const WORDS = new Set(COMMON_WORDS);

/** Walks a run may follow: the alphabet, the digits (0 after 9 too), the rows of QWERTY and AZERTY keyboards. */
const WALKS = ['abcdefghijklmnopqrstuvwxyz', '01234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm', 'azertyuiop', 'qsdfghjklm', 'wxcvbn'];
const ALL_WALKS = [...WALKS, ...WALKS.map((w) => [...w].reverse().join(''))];

/** One character or a group of up to four, repeated to the end. */
function isRepeat(text: string): boolean {
  for (let unit = 1; unit <= 4 && unit * 2 <= text.length; unit++) {
    const group = text.slice(0, unit);
    if (group.repeat(Math.ceil(text.length / unit)).slice(0, text.length) === text) return true;
  }
  return false;
}

const isWalk = (text: string) => ALL_WALKS.some((walk) => walk.includes(text));

/** The letters of a password without the digits and symbols around them: "123Password2024!" → "password". */
const core = (text: string) => text.replace(/^[^a-z]+|[^a-z]+$/g, '');

/** Leetspeak read back, so that "p@ssw0rd" is "password". */
const unleet = (text: string) => text.replace(/[@4]/g, 'a').replace(/0/g, 'o').replace(/[1!]/g, 'i').replace(/3/g, 'e').replace(/\$/g, 's');

export function isTooEasyPassword(password: string, email?: string): boolean {
  const text = password.toLowerCase();
  if (COMMON.has(text) || isRepeat(text) || isWalk(text)) return true;
  const letters = core(text);
  if (WORDS.has(letters) || WORDS.has(unleet(letters)) || WORDS.has(core(unleet(text)))) return true;
  if (email) {
    // The email, or its part before the @, with only digits or symbols around it: "amina.benali2024".
    const address = email.trim().toLowerCase();
    const local = address.split('@')[0] ?? '';
    const rest = (name: string) => text.split(name).join('');
    if (text.includes(address) && !/\p{L}/u.test(rest(address))) return true;
    if (local.length >= 3 && text.includes(local) && !/\p{L}/u.test(rest(local))) return true;
  }
  return false;
}
