// The admin's one "refusal in the owner's words": a refused or failed API call as a sentence of the
// area's dictionary. The codes an area words itself come from its table ('network': no answer at all,
// every client call throws that code with status 0); any other refusal says the server's own
// message in the area's `failed` sentence (the contract words those messages for the owner).
import { AdminApiError } from '../core/admin-api.ts';
import type { Translate } from '../../i18n/messages.ts';

export type RefusalWords<K extends string> = {
  byCode: Partial<Record<string, K>>;
  /** The sentence with the server's message in {message}. */
  failed: K;
  /** No answer at all, worded by another dictionary (the shell's) when the area has no key for it. */
  networkText?: string;
};

export function refusalText<K extends string>(error: unknown, t: Translate<K>, words: RefusalWords<K>): string {
  if (error instanceof AdminApiError) {
    const key = words.byCode[error.code];
    if (key) return t(key);
    if (error.code === 'network' && words.networkText !== undefined) return words.networkText;
  }
  return t(words.failed, { message: error instanceof Error ? error.message : String(error) });
}
